// The contenders of `npm run bench`, by name: ours and the peer for each row. See bench/README.md.
import { deepStrictEqual } from "node:assert";
import { endpoint as peer } from "@octokit/endpoint";
import { parseTemplate } from "url-template";
// The built package (what users run), typed by its source: typecheck needs no build.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dist/ has no types of its own here
const ours = require("../dist/index.cjs") as typeof import("../lib");
import { builderMix, DERIVED_CALL, DERIVED_DEFAULTS, MIX } from "./mix";
import type { Contender } from "./measure";
import { floorFunctions } from "./floor";
import { leanEndpoint, type LeanDefaults } from "./lean";

type Options = Record<string, unknown>;
const oursDerived = ours.endpoint.defaults(DERIVED_DEFAULTS);
const peerDerived = peer.defaults(DERIVED_DEFAULTS as never);
const calls = MIX.length + 1;

export const facade: Contender = {
  name: "request-options-builder endpoint()",
  operationsPerPass: calls,
  pass: () => {
    let last: unknown;
    for (const call of MIX) last = ours.endpoint(call.route, call.options as Options);
    return [last, oursDerived(DERIVED_CALL.route, DERIVED_CALL.options as Options)];
  },
};

export const peerFacade: Contender = {
  name: "@octokit/endpoint endpoint()",
  operationsPerPass: calls,
  pass: () => {
    let last: unknown;
    for (const call of MIX) last = peer(call.route as never, call.options as never);
    return [last, peerDerived(DERIVED_CALL.route as never, DERIVED_CALL.options as never)];
  },
};

// The same mix written as fluent chains, built anew on every call as app code would.
const base = new ours.EndpointBuilder();
const derivedBase = ours.EndpointBuilder.from(oursDerived);
export const builder: Contender = {
  name: "request-options-builder EndpointBuilder",
  operationsPerPass: calls,
  pass: () => builderMix(base, derivedBase),
};

// The template engines alone, each used as its API intends (templates parsed once where it can).
const TEMPLATES: [string, Options][] = [
  ["/repos/{owner}/{repo}/issues{?state,per_page}", { owner: "octokit", repo: "endpoint.js", state: "open", per_page: "100" }],
  ["/search/issues{?q,per_page}", { q: "repo:octokit/endpoint.js is:open", per_page: "50" }],
  ["{/list*}{?keys*}", { list: ["red", "green", "blue"], keys: { semi: ";", dot: ".", comma: "," } }],
  [
    "https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
    { owner: "o", repo: "r", release_id: "1", name: "example.zip", label: "an example" },
  ],
];
// eslint-disable-next-line @typescript-eslint/no-require-imports
const UriTemplate = require("uri-templates") as (template: string) => { fill(values: Options): string };
const rfc6570 = new ours.Rfc6570TemplateExpander();
const uriTemplatesExpander = new ours.UriTemplatesExpander();
const urlTemplates = TEMPLATES.map(([template]) => parseTemplate(template));
const uriTemplates = TEMPLATES.map(([template]) => UriTemplate(template));
export const engines: Contender[] = [
  { name: "Rfc6570TemplateExpander", operationsPerPass: TEMPLATES.length, pass: () => TEMPLATES.map(([t, v]) => rfc6570.expand(t, v)) },
  {
    name: "UriTemplatesExpander",
    operationsPerPass: TEMPLATES.length,
    pass: () => TEMPLATES.map(([t, v]) => uriTemplatesExpander.expand(t, v)),
  },
  {
    name: "url-template (parsed once)",
    operationsPerPass: TEMPLATES.length,
    pass: () => urlTemplates.map((t, i) => t.expand(TEMPLATES[i][1] as never)),
  },
  {
    name: "url-template (parsed per call, as the peer does)",
    operationsPerPass: TEMPLATES.length,
    pass: () => TEMPLATES.map(([t, v]) => parseTemplate(t).expand(v as never)),
  },
  {
    name: "uri-templates (parsed once)",
    operationsPerPass: TEMPLATES.length,
    pass: () => uriTemplates.map((t, i) => t.fill(TEMPLATES[i][1])),
  },
];

// A builder partly built once and reused: each call adds the last parameter and builds.
const partial = base.route("GET /repos/{owner}/{repo}/issues").params({ owner: "octokit", repo: "endpoint.js", state: "open" });
export const reusedBuilder: Contender = {
  name: "reused builder, .param().build()",
  operationsPerPass: 1,
  pass: () => partial.param("per_page", 100).build(),
};
export const reusedPeer: Contender = {
  name: "peer, the same request",
  operationsPerPass: 1,
  pass: () => peer("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "endpoint.js", state: "open", per_page: 100 }),
};

// The reused builder's other goal: at least the speed of endpoint() making the same request.
export const reusedEndpoint: Contender = {
  name: "endpoint(), the same request",
  operationsPerPass: 1,
  pass: () => ours.endpoint("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "endpoint.js", state: "open", per_page: 100 }),
};

// Every call a template the caches have not seen: 5,000 in rotation, five times any cache's size.
const DISTINCT = Array.from({ length: 5000 }, (_, i) => `GET /repos/{owner}/{repo}/items${i}{/id}`);
const DISTINCT_OPTIONS = { owner: "octokit", repo: "endpoint.js", id: 7, page: 2 };
let distinctNext = 0;
let distinctPeerNext = 0;
export const distinct: Contender = {
  name: "5,000 templates in rotation",
  operationsPerPass: 1,
  pass: () => ours.endpoint(DISTINCT[(distinctNext = (distinctNext + 1) % DISTINCT.length)], DISTINCT_OPTIONS),
};
export const distinctPeer: Contender = {
  name: "peer",
  operationsPerPass: 1,
  pass: () => peer(DISTINCT[(distinctPeerNext = (distinctPeerNext + 1) % DISTINCT.length)] as never, DISTINCT_OPTIONS as never),
};

// One of those routes on every call: every call a plan-cache hit, against which a miss is weighed.
export const sameRoute: Contender = {
  name: "one route, every call a hit",
  operationsPerPass: 1,
  pass: () => ours.endpoint(DISTINCT[0], DISTINCT_OPTIONS),
};

// One query parameter holding 10,000 items.
const LONG_ARRAY = { ids: Array.from({ length: 10_000 }, (_, i) => (i % 2 ? `label-${i}` : i)) };
export const longArray: Contender = {
  name: "a query array of 10,000 items",
  operationsPerPass: 1,
  pass: () => ours.endpoint("GET /items", LONG_ARRAY),
};
export const longArrayPeer: Contender = {
  name: "peer",
  operationsPerPass: 1,
  pass: () => peer("GET /items" as never, LONG_ARRAY as never),
};

// The hand-written floor for the mix, checked to build exactly what ours builds.
const floors = floorFunctions(ours.USER_AGENT);
const floorCallsList = [...MIX, DERIVED_CALL];
export const floor: Contender = {
  name: "hand-written floor",
  operationsPerPass: calls,
  pass: () => {
    let last: unknown;
    for (let i = 0; i < floors.length; i++) last = floors[i](floorCallsList[i].options as Options);
    return last;
  },
};

// The lean contender for the mix: the same calls through one generic function that makes the
// same checks and nothing more (see lean.ts), checked to build exactly what ours builds.
const leanDefaults: LeanDefaults = { ...ours.endpoint.DEFAULTS, parameters: {} };
const leanDerivedDefaults: LeanDefaults = {
  ...leanDefaults,
  baseUrl: DERIVED_DEFAULTS.baseUrl,
  headers: { ...leanDefaults.headers, ...DERIVED_DEFAULTS.headers },
  parameters: { per_page: DERIVED_DEFAULTS.per_page },
};
export const lean: Contender = {
  name: "lean generic function",
  operationsPerPass: calls,
  pass: () => {
    let last: unknown;
    for (const call of MIX) last = leanEndpoint(leanDefaults, call.route, call.options as Options);
    return [last, leanEndpoint(leanDerivedDefaults, DERIVED_CALL.route, DERIVED_CALL.options as Options)];
  },
};

// How many of 1,000 templates called twice the second round finds ready: the pipeline is given
// an expander that counts the templates it is asked to read.
export function templatesHeld(count: number): number {
  let reads = 0;
  class CountingExpander extends ours.Rfc6570TemplateExpander {
    override prepare(template: string) {
      reads++;
      return super.prepare(template);
    }
  }
  const pipeline = new ours.RequestPipeline(new CountingExpander(), new ours.DefaultHeaderMerger(), new ours.DefaultParamRouter(), {});
  const call = (i: number) => pipeline.endpoint(ours.GLOBAL_DEFAULTS, `GET /cache/${i}/{id}`, { id: i });
  for (let i = 0; i < count; i++) call(i);
  const before = reads;
  for (let i = 0; i < count; i++) call(i);
  return count - (reads - before);
}

export function checkSameRequests(): void {
  for (let i = 0; i < floors.length; i++) {
    const call = floorCallsList[i];
    const built = i < MIX.length ? ours.endpoint(call.route, call.options as Options) : oursDerived(call.route, call.options as Options);
    deepStrictEqual(floors[i](call.options as Options), built, `the floor builds ${call.name} as ours does`);
    const leanBuilt = leanEndpoint(i < MIX.length ? leanDefaults : leanDerivedDefaults, call.route, call.options as Options);
    deepStrictEqual(leanBuilt, built, `the lean function builds ${call.name} as ours does`);
  }
  // The same items, decoded: the peer encodes the commas between items, ours keeps them (R2).
  const query = (url: string) => decodeURIComponent(new URL(url).search);
  if (
    query(ours.endpoint("GET /items", LONG_ARRAY).url) !== query((peer("GET /items" as never, LONG_ARRAY as never) as { url: string }).url)
  ) {
    throw new Error("The query array is not the same request for ours and the peer.");
  }
  deepStrictEqual(
    partial.param("per_page", 100).build(),
    ours.endpoint("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "endpoint.js", state: "open", per_page: 100 }),
  );
}

/** The contenders a child process can run by name (bench/child.ts). */
export const CONTENDERS: Readonly<Record<string, Contender>> = {
  facade,
  peerFacade,
  builder,
  reusedBuilder,
  reusedPeer,
  reusedEndpoint,
  distinct,
  distinctPeer,
  sameRoute,
  longArray,
  longArrayPeer,
  floor,
  lean,
};
