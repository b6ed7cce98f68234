// The resolve hook that `request-options-builder/octokit/register` installs; it runs in Node's
// loader thread. "@octokit/endpoint", imported from anywhere, is this package's octokit entry.
const OCTOKIT_ENTRY = new URL("./octokit.mjs", import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === "@octokit/endpoint") return { url: OCTOKIT_ENTRY, format: "module", shortCircuit: true };
  return nextResolve(specifier, context);
}
