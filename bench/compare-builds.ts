// `npm run compare-builds -- <git ref> [calls]`: this build against the build of an earlier commit,
// over generated calls (the fuzz specs' arbitraries, defaults chains included): `endpoint()`,
// `merge()` and the builder (params(), and fluent chains of every method), for the main entry and
// the octokit entry. Prints every call whose result, error class, code, message or key order
// differs (the first ten in full) and exits 1 if any does. A change of the core that keeps its behaviour reads 0 differences here.
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
const CALLS = Number(callsArgument ?? 60_000);
const NAMED = new Set(["method", "url", "baseUrl", "headers", "mediaType", "request", "data"]);

// Well-formed calls beside the fuzz specs' (most of which are refused): routes, parameters,
// headers and previews an application would send, so that many calls build a request.
const wellFormedRoute = fc
  .tuple(
    fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"),
    fc.constantFrom(
      "/repos/{owner}/{repo}",
      "/repos/{owner}/{repo}/issues",
      "/repos/:owner/:repo/pulls/{pull_number}",
      "/search/issues",
      "/orgs/{org}/repos",
      "/repos/{owner}/{repo}/contents/{+path}",
      "https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      "/items{/list*}{?keys*}",
      "/",
    ),
  )
  .map(([verb, template]) => `${verb} ${template}`);
const text = fc.oneof(fc.stringMatching(/^[a-zA-Z0-9._~-]{1,10}$/), fc.string({ maxLength: 8 }));
const scalar = fc.oneof({ weight: 3, arbitrary: text }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 10_000 }) });
// Every name the routes' templates take is given, so that most calls build; the rest vary.
const wellFormedParameters = fc.record(
  {
    owner: scalar,
    repo: scalar,
    org: scalar,
    pull_number: fc.integer({ min: 1, max: 10_000 }),
    path: fc.stringMatching(/^[a-z]{1,5}(\/[a-z.]{1,5}){0,2}$/),
    release_id: fc.integer({ min: 1, max: 10_000 }),
    name: scalar,
    label: scalar,
    list: fc.array(text, { maxLength: 3 }),
    q: text,
    per_page: fc.integer({ min: 1, max: 100 }),
    state: fc.constantFrom("open", "closed", "all"),
    admin: fc.boolean(),
  },
  { requiredKeys: ["owner", "repo", "org", "pull_number", "path", "release_id"] },
);
const wellFormedOptions = fc
  .record(
    {
      baseUrl: fc.constantFrom("https://api.github.com", "https://ghe.example.com/api/v3"),
      headers: fc.dictionary(
        fc.constantFrom("authorization", "X-GitHub-Api-Version", "content-type", "if-none-match", "x-custom"),
        fc.constantFrom("token 0123abcd", "2022-11-28", "application/json", 'W/"1"', "v"),
        { maxKeys: 3 },
      ),
      mediaType: fc.record(
        {
          format: fc.constantFrom("raw", "diff", "html", "full"),
          previews: fc.array(fc.constantFrom("mercy", "symmetra-preview"), { maxLength: 2 }),
        },
        { requiredKeys: [] },
      ),
      request: fc.constant({ timeout: 1 }),
      parameters: wellFormedParameters,
    },
    { requiredKeys: ["parameters"] },
  )
  .map(({ parameters, ...named }) => ({ ...named, ...parameters }) as object);

// An outcome that compares as text: the result, or the error's class name, code and message.
function outcome(action: () => unknown): string {
  try {
    return JSON.stringify({ result: action() });
  } catch (error) {
    const { name, code, message } = error as { name?: string; code?: string; message?: string };
    return JSON.stringify({ error: name, code, message });
  }
}

type Chain = Record<
  "route" | "method" | "url" | "baseUrl" | "header" | "headers" | "preview" | "format" | "data" | "request" | "param" | "params",
  Call
> &
  Record<"build" | "merge" | "toOptions", () => unknown>;

// The generated options as one fluent chain, in their order: each named option through its own
// method (headers one header() at a time, every other call through headers(); mediaType as
// format() and preview() calls), every parameter through param().
function fluentChain(start: Chain, routeString: string | undefined, options: object): Chain {
  let chain = routeString === undefined ? start : (start.route(routeString) as Chain);
  const step = (method: keyof Chain, ...args: unknown[]) => (chain = chain[method](...args) as Chain);
  for (const [name, value] of Object.entries(options)) {
    if (name === "headers" && value !== null && typeof value === "object") {
      Object.entries(value).forEach(([header, headerValue], i) =>
        i % 2 === 0 ? step("header", header, headerValue) : step("headers", { [header]: headerValue }),
      );
    } else if (name === "mediaType" && value !== null && typeof value === "object") {
      const { format, previews } = value as { format?: unknown; previews?: unknown[] };
      if (format !== undefined) step("format", format);
      for (const preview of previews ?? []) step("preview", preview);
    } else if (NAMED.has(name) && name !== "headers" && name !== "mediaType") {
      step(name as keyof Chain, value);
    } else {
      step("param", name, value);
    }
  }
  return chain;
}

// Every outcome of one generated call: the defaults chain, endpoint(), merge(), and the builder,
// both with params() and as a fluent chain (built twice: the second build is a kept state's),
// with its merge() and what endpoint() makes of its toOptions().
function outcomes(library: Library, entry: Library, chain: unknown[], routeString: string | undefined, options: object): string[] {
  const seen: string[] = [];
  let bound = entry.endpoint as unknown as Call & { defaults: Call; merge: Call; DEFAULTS: unknown };
  for (const defaults of chain) {
    // A derived endpoint is a function, which JSON leaves out: its DEFAULTS are what compare.
    let derived: typeof bound | undefined;
    seen.push(outcome(() => (derived = bound.defaults(defaults) as typeof bound).DEFAULTS));
    if (derived === undefined) return seen;
    bound = derived;
  }
  const args = routeString === undefined ? [options] : [routeString, options];
  seen.push(
    outcome(() => bound(...args)),
    outcome(() => bound.merge(...args)),
  );
  const start = () => library.EndpointBuilder.from(bound as never) as unknown as Chain;
  const parameters = Object.fromEntries(Object.entries(options).filter(([name]) => !NAMED.has(name)));
  seen.push(
    outcome(() => {
      const builder = routeString === undefined ? start() : (start().route(routeString) as Chain);
      return (builder.params(parameters) as Chain).build();
    }),
  );
  let fluent: Chain | undefined;
  seen.push(outcome(() => (fluent = fluentChain(start(), routeString, options)).build()));
  if (fluent !== undefined) {
    const built = fluent;
    seen.push(
      outcome(() => built.build()),
      outcome(() => built.merge()),
      outcome(() => bound(built.toOptions())),
    );
  }
  return seen;
}

const folder = buildAt(ref);
try {
  execFileSync("npm", ["run", "-s", "build"], { cwd: ROOT, stdio: "ignore" });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build of this tree
  const current = { main: require(join(ROOT, "dist/index.cjs")) as Library, octokit: require(join(ROOT, "dist/octokit.cjs")) as Library };
  const earlier = load(folder);
  // Half the calls from the fuzz specs' arbitraries, half well-formed.
  const fuzzed = fc.tuple(fc.array(endpointOptions, { maxLength: 2 }), route, endpointOptions);
  const wellFormed = fc.tuple(fc.array(wellFormedOptions, { maxLength: 1 }), wellFormedRoute, wellFormedOptions);
  const samples = [
    ...fc.sample(fuzzed, { numRuns: Math.ceil(CALLS / 2), seed: 42 }),
    ...fc.sample(wellFormed, { numRuns: Math.floor(CALLS / 2), seed: 42 }),
  ] as [unknown[], string | undefined, object][];
  let differences = 0;
  for (const entry of ["main", "octokit"] as const) {
    let differing = 0;
    let built = 0;
    for (const [chain, routeString, options] of samples) {
      const now = outcomes(current.main, current[entry], chain, routeString, options);
      const before = outcomes(earlier.main, earlier[entry], chain, routeString, options);
      // After the defaults chain's outcomes: endpoint()'s, then merge()'s, params()'s, the fluent chain's.
      if (now[chain.length]?.startsWith('{"result"') && now[chain.length + 3]?.startsWith('{"result"')) built++;
      if (now.join("\n") === before.join("\n")) continue;
      if (differing++ < 10) {
        const indent = "\n          ";
        console.log(`${entry}: ${JSON.stringify([chain, routeString, options])}`);
        console.log(`  now:    ${now.join(indent)}\n  before: ${before.join(indent)}`);
      }
    }
    console.log(
      `${entry} entry: ${differing} of ${samples.length} generated calls differ from ${ref} ` +
        `(${built} built a request through endpoint() and the fluent chain; the others were refused)`,
    );
    differences += differing;
  }
  process.exitCode = differences === 0 ? 0 : 1;
} finally {
  removeBuild(folder);
}
