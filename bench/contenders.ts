// The contenders of `npm run bench`, row by row: a build of this package (this tree's, or an earlier
// commit's for `--against`) and the peer, each making the same requests. See bench/README.md.
import { deepStrictEqual } from "node:assert";
import { endpoint as peer } from "@octokit/endpoint";
import type { Library } from "./build-at";
import type { Contender } from "./measure";
import { builderMix, DERIVED_CALL, DERIVED_DEFAULTS, MIX, type Call } from "./mix";

type Options = Record<string, unknown>;

/** The rows a contender runs, by name. */
export const ROW_NAMES = ["mix", "builder", "reused", "distinct", "hit", "array"] as const;
export type RowName = (typeof ROW_NAMES)[number];

/** What every build's contenders read: passed in, so that a fresh copy of the factory needs nothing from this module. */
interface Inputs {
  readonly mix: readonly Call[];
  readonly derivedDefaults: Options;
  readonly derivedCall: Call;
  readonly builderMix: typeof builderMix;
  readonly distinct: readonly string[];
  readonly distinctOptions: Options;
  readonly longArray: Options;
}

// Every call a template the caches have not seen: 5,000 in rotation, five times any cache's size.
const DISTINCT = Array.from({ length: 5000 }, (_, i) => `GET /repos/{owner}/{repo}/items${i}{/id}`);
const DISTINCT_OPTIONS = { owner: "octokit", repo: "endpoint.js", id: 7, page: 2 };
// One query parameter holding 10,000 items.
const LONG_ARRAY = { ids: Array.from({ length: 10_000 }, (_, i) => (i % 2 ? `label-${i}` : i)) };
const REUSED_ROUTE = "GET /repos/{owner}/{repo}/issues";
const REUSED_CALL = { owner: "octokit", repo: "endpoint.js", state: "open", per_page: 100 };

const INPUTS: Inputs = {
  mix: MIX,
  derivedDefaults: DERIVED_DEFAULTS,
  derivedCall: DERIVED_CALL,
  builderMix,
  distinct: DISTINCT,
  distinctOptions: DISTINCT_OPTIONS,
  longArray: LONG_ARRAY,
};

// One build's contenders. It reads only its arguments: each build gets a fresh copy of it (below),
// so that two builds in one process never share a call site's feedback, as they would share this
// function's closures.
function rowsOf(library: Library, inputs: Inputs): Record<RowName, Contender> {
  const derived = library.endpoint.defaults(inputs.derivedDefaults);
  const base = new library.EndpointBuilder();
  const derivedBase = library.EndpointBuilder.from(derived);
  const ownBuilderMix = new Function(`return ${inputs.builderMix.toString()}`)() as typeof builderMix;
  const partial = base.route("GET /repos/{owner}/{repo}/issues").params({ owner: "octokit", repo: "endpoint.js", state: "open" });
  const calls = inputs.mix.length + 1;
  let next = 0;
  return {
    mix: {
      name: "endpoint() on the mix",
      operationsPerPass: calls,
      pass: () => {
        let last: unknown;
        for (const call of inputs.mix) last = library.endpoint(call.route, call.options);
        return [last, derived(inputs.derivedCall.route, inputs.derivedCall.options)];
      },
    },
    builder: { name: "the mix as builder chains", operationsPerPass: calls, pass: () => ownBuilderMix(base, derivedBase) },
    reused: { name: "reused builder, .param().build()", operationsPerPass: 1, pass: () => partial.param("per_page", 100).build() },
    distinct: {
      name: "5,000 templates in rotation",
      operationsPerPass: 1,
      pass: () => library.endpoint(inputs.distinct[(next = (next + 1) % inputs.distinct.length)], inputs.distinctOptions),
    },
    hit: {
      name: "one route, every call a hit",
      operationsPerPass: 1,
      pass: () => library.endpoint(inputs.distinct[0], inputs.distinctOptions),
    },
    array: { name: "a query array of 10,000 items", operationsPerPass: 1, pass: () => library.endpoint("GET /items", inputs.longArray) },
  };
}

/** A build's contenders, from a fresh copy of the factory. */
export function contendersOf(library: Library): Record<RowName, Contender> {
  const factory = new Function(`return ${rowsOf.toString()}`)() as typeof rowsOf;
  return factory(library, INPUTS);
}

/** The peer making the same requests: the builder's rows are the same calls through its endpoint(). */
export function peerContenders(): Record<RowName, Contender> {
  const derived = peer.defaults(DERIVED_DEFAULTS as never);
  const calls = MIX.length + 1;
  const mix: Contender = {
    name: "@octokit/endpoint endpoint()",
    operationsPerPass: calls,
    pass: () => {
      let last: unknown;
      for (const call of MIX) last = peer(call.route as never, call.options as never);
      return [last, derived(DERIVED_CALL.route as never, DERIVED_CALL.options as never)];
    },
  };
  let next = 0;
  return {
    mix,
    builder: mix,
    reused: { name: "peer, the same request", operationsPerPass: 1, pass: () => peer(REUSED_ROUTE as never, REUSED_CALL as never) },
    distinct: {
      name: "peer, 5,000 templates in rotation",
      operationsPerPass: 1,
      pass: () => peer(DISTINCT[(next = (next + 1) % DISTINCT.length)] as never, DISTINCT_OPTIONS as never),
    },
    hit: { name: "peer, one route", operationsPerPass: 1, pass: () => peer(DISTINCT[0] as never, DISTINCT_OPTIONS as never) },
    array: {
      name: "peer, a query array of 10,000 items",
      operationsPerPass: 1,
      pass: () => peer("GET /items" as never, LONG_ARRAY as never),
    },
  };
}

// A described call: three parameters in three locations (path, query, header) through the OpenAPI
// entry, against the peer on a GitHub route of the same shape, the header given in `headers`.
const DESCRIPTION = {
  openapi: "3.1.0",
  servers: [{ url: "https://api.github.com" }],
  paths: {
    "/repos/{owner}/issues": {
      get: {
        parameters: [
          { name: "owner", in: "path", required: true },
          { name: "state", in: "query" },
          { name: "X-Request-Id", in: "header" },
        ],
      },
    },
  },
};
const DESCRIBED_ROUTE = "GET /repos/{owner}/issues";
const DESCRIBED_CALL = { owner: "octokit", state: "open", "X-Request-Id": "r-1" };
const PEER_CALL = { owner: "octokit", state: "open", headers: { "x-request-id": "r-1" } };

/** The row of a described call, which only this tree's build has: ours through the OpenAPI entry, or the peer. */
export function describedContender(side: string, openapi: () => typeof import("../lib/openapi")): Contender {
  if (side === "peer")
    return { name: "peer, the same request", operationsPerPass: 1, pass: () => peer(DESCRIBED_ROUTE as never, PEER_CALL as never) };
  const described = openapi().createEndpoint(DESCRIPTION);
  return { name: "a described call", operationsPerPass: 1, pass: () => described(DESCRIBED_ROUTE, DESCRIBED_CALL) };
}

/** Checks that the described call is the peer's request (its url and header). */
export function checkDescribedRequest(openapi: () => typeof import("../lib/openapi")): void {
  const ours = describedContender("ours", openapi).pass() as { url: string; headers: Record<string, unknown> };
  const theirs = peer(DESCRIBED_ROUTE as never, PEER_CALL as never) as { url: string; headers: Record<string, unknown> };
  deepStrictEqual([ours.url, ours.headers["x-request-id"]], [theirs.url, theirs.headers["x-request-id"]]);
}

/**
 * The CPU time per call of one chain of `n` calls of `method` (distinct header names, or distinct
 * previews) on one EndpointBuilder, then build(), in microseconds: the chain is made again until
 * 200 ms of CPU have passed (once at least) and the fastest counts. CPU time, so that a process
 * waiting for a core on a loaded machine is not counted slower. A chain that has taken more than
 * `capMs` of CPU is given up: undefined.
 */
export function chainMicroseconds(library: Library, method: "header" | "preview", n: number, capMs: number): number | undefined {
  type Chain = { header(name: string, value: string): Chain; preview(name: string): Chain; build(): unknown };
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const { user, system } = process.cpuUsage(since);
    return (user + system) / 1000;
  };
  let best = Infinity;
  const start = process.cpuUsage();
  do {
    const began = process.cpuUsage();
    let chain = new library.EndpointBuilder().route("GET /user") as unknown as Chain;
    for (let i = 0; i < n; i++) {
      chain = method === "header" ? chain.header(`x-h${i}`, "v") : chain.preview(`p${i}`);
      if (i % 100 === 99 && cpuMs(began) > capMs) return undefined;
    }
    chain.build();
    best = Math.min(best, cpuMs(began));
  } while (cpuMs(start) < 200);
  return (best * 1000) / (n + 1);
}

/** Checks that ours and the peer make the same requests on every row before anything is timed. */
export function checkSameRequests(library: Library): void {
  const ours = contendersOf(library);
  const builtByBuilder = ours.builder.pass() as unknown[];
  const [lastOfMix, derivedOfMix] = ours.mix.pass() as unknown[];
  deepStrictEqual(builtByBuilder[MIX.length - 1], lastOfMix, "the builder builds the mix as endpoint() does");
  deepStrictEqual(builtByBuilder[MIX.length], derivedOfMix, "the builder builds the derived call as endpoint() does");
  deepStrictEqual(ours.reused.pass(), library.endpoint(REUSED_ROUTE, REUSED_CALL));
  // The same items, decoded: the peer encodes the commas between items, ours keeps them.
  const query = (url: string) => decodeURIComponent(new URL(url).search);
  const peerArray = peer("GET /items" as never, LONG_ARRAY as never) as { url: string };
  if (query((ours.array.pass() as { url: string }).url) !== query(peerArray.url)) {
    throw new Error("The query array is not the same request for ours and the peer.");
  }
}
