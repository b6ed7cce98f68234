// The module hooks that `request-options-builder/octokit/register` installs: through
// module.registerHooks (in the thread that loads modules, for import and require alike) where
// Node has it, else through module.register (Node's loader thread). One rule, in two forms:
// @octokit/endpoint, wherever it is imported from, is this package's octokit entry.
const OCTOKIT_ENTRY = Object.freeze({
  import: new URL("./octokit.mjs", import.meta.url).href,
  require: new URL("./octokit.cjs", import.meta.url).href,
});

// The one file of an installed @octokit/endpoint (10 and 11 ship a single bundle).
const PEER_FILE = /\/node_modules\/@octokit\/endpoint\/dist-bundle\/index\.js$/;

/** The specifier "@octokit/endpoint" resolves to the octokit entry (its CommonJS file for a require). */
export function resolve(specifier, context, nextResolve) {
  if (specifier !== "@octokit/endpoint") return nextResolve(specifier, context);
  const required = context.conditions !== undefined && context.conditions.includes("require");
  return { url: required ? OCTOKIT_ENTRY.require : OCTOKIT_ENTRY.import, shortCircuit: true };
}

/** A file of an installed @octokit/endpoint that is loaded by its path is the octokit entry too. */
export function load(url, context, nextLoad) {
  if (!PEER_FILE.test(url)) return nextLoad(url, context);
  return { format: "module", source: `export * from ${JSON.stringify(OCTOKIT_ENTRY.import)};`, shortCircuit: true };
}
