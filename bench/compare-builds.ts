// `npm run compare-builds -- <git ref> [calls]`: this build against the build of an earlier commit,
// over generated calls (the fuzz specs' arbitraries, defaults chains included): `endpoint()`,
// `merge()` and the builder, for the main entry and the octokit entry. Prints every call whose
// result, error class, code, message or key order differs (the first ten in full) and exits 1 if
// any does. A change of the core that keeps its behaviour reads 0 differences here.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import fc from "fast-check";
import { endpointOptions, route } from "../spec/fuzz/arbitraries";
import { buildAt, load, removeBuild, ROOT, type Library } from "./build-at";

type Call = (...args: unknown[]) => unknown;

const [ref, callsArgument] = process.argv.slice(2);
if (ref === undefined) {
  console.error("usage: npm run compare-builds -- <git ref> [calls]");
  process.exit(2);
}
const CALLS = Number(callsArgument ?? 20_000);
const NAMED = new Set(["method", "url", "baseUrl", "headers", "mediaType", "request", "data"]);

// An outcome that compares as text: the result, or the error's class name, code and message.
function outcome(action: () => unknown): string {
  try {
    return JSON.stringify({ result: action() });
  } catch (error) {
    const { name, code, message } = error as { name?: string; code?: string; message?: string };
    return JSON.stringify({ error: name, code, message });
  }
}

// Every outcome of one generated call: the defaults chain, endpoint(), merge() and the builder.
function outcomes(library: Library, entry: Library, chain: unknown[], routeString: string | undefined, options: object): string[] {
  const seen: string[] = [];
  let bound = entry.endpoint as unknown as Call & { defaults: Call; merge: Call };
  for (const defaults of chain) {
    const made = outcome(() => bound.defaults(defaults));
    seen.push(made);
    if (!made.startsWith('{"result"')) return seen;
    bound = bound.defaults(defaults) as typeof bound;
  }
  const args = routeString === undefined ? [options] : [routeString, options];
  seen.push(
    outcome(() => bound(...args)),
    outcome(() => bound.merge(...args)),
  );
  const parameters = Object.fromEntries(Object.entries(options).filter(([name]) => !NAMED.has(name)));
  seen.push(
    outcome(() => {
      let builder = library.EndpointBuilder.from(bound as never) as { route: Call; params: Call };
      if (routeString !== undefined) builder = builder.route(routeString) as typeof builder;
      return (builder.params(parameters) as { build: Call }).build();
    }),
  );
  return seen;
}

const folder = buildAt(ref);
try {
  execFileSync("npm", ["run", "-s", "build"], { cwd: ROOT, stdio: "ignore" });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build of this tree
  const current = { main: require(join(ROOT, "dist/index.cjs")) as Library, octokit: require(join(ROOT, "dist/octokit.cjs")) as Library };
  const earlier = load(folder);
  const samples = fc.sample(fc.tuple(fc.array(endpointOptions, { maxLength: 2 }), route, endpointOptions), { numRuns: CALLS, seed: 42 });
  let differences = 0;
  for (const entry of ["main", "octokit"] as const) {
    let differing = 0;
    for (const [chain, routeString, options] of samples) {
      const now = outcomes(current.main, current[entry], chain, routeString, options);
      const before = outcomes(earlier.main, earlier[entry], chain, routeString, options);
      if (now.join("\n") === before.join("\n")) continue;
      if (differing++ < 10) {
        const indent = "\n          ";
        console.log(`${entry}: ${JSON.stringify([chain, routeString, options])}`);
        console.log(`  now:    ${now.join(indent)}\n  before: ${before.join(indent)}`);
      }
    }
    console.log(`${entry} entry: ${differing} of ${CALLS} generated calls differ from ${ref}`);
    differences += differing;
  }
  process.exitCode = differences === 0 ? 0 : 1;
} finally {
  removeBuild(folder);
}
