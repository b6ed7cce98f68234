// One fresh process of `npm run bench` (bench/run.ts starts them): measures what its arguments name
// and prints one line of JSON, so that no row pays for another's garbage or heap state. A side is
// `ours` (this tree's dist/), `peer` (@octokit/endpoint) or `before` (the build in BENCH_BEFORE).
//   check                  ours and the peer make the same requests: { ok }
//   pair <row> <a> <b>     side by side, alternating slices: { a, b, ratio }
//   alone <row> <side>     one contender alone: { rate }
//   bytes <side>           bytes allocated per call of endpoint() on the mix: { bytes }
//   chain <side> <method> <n>  a builder chain of n header() or preview() calls: { micros } per call, null over the cap
import { load, loadOpenapi, ROOT, type Library } from "./build-at";
import {
  chainMicroseconds,
  checkDescribedRequest,
  checkSameRequests,
  contendersOf,
  describedContender,
  peerContenders,
  ROW_NAMES,
  type RowName,
} from "./contenders";
import { bytesPerOperation, compare, keep, rateAlone } from "./measure";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const SLICE_MS = Number(process.env.BENCH_SLICE_MS ?? 40);
// A builder chain that has used this much CPU is reported over the cap rather than waited for.
const CHAIN_CAP_MS = Number(process.env.BENCH_CHAIN_CAP_MS ?? 3000);

function library(side: string): Library {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build of this tree, typed by its source
  if (side === "ours") return require(`${ROOT}/dist/index.cjs`) as Library;
  const folder = process.env.BENCH_BEFORE;
  if (side === "before" && folder !== undefined) return load(folder).main;
  throw new Error(`No build for the side ${side}.`);
}

// The OpenAPI entry of this tree's build.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build of this tree, typed by its source
const openapi = () => require(`${ROOT}/dist/openapi.cjs`) as typeof import("../lib/openapi");

// The OpenAPI entry of the build in BENCH_BEFORE.
function openapiBefore(): typeof import("../lib/openapi") {
  const folder = process.env.BENCH_BEFORE;
  const entry = folder === undefined ? undefined : loadOpenapi(folder);
  if (entry === undefined) throw new Error("No OpenAPI entry in the build for the side before.");
  return entry;
}

function contender(row: string, side: string) {
  if (row === "described") return describedContender(side, side === "before" ? openapiBefore : openapi);
  if (!(ROW_NAMES as readonly string[]).includes(row)) throw new Error(`No row ${row}.`);
  return (side === "peer" ? peerContenders() : contendersOf(library(side)))[row as RowName];
}

function main([mode, ...args]: string[]): unknown {
  switch (mode) {
    case "check":
      checkSameRequests(library("ours"));
      checkDescribedRequest(openapi);
      return { ok: true };
    case "pair": {
      const [row, a, b] = args;
      return compare(contender(row, a), contender(row, b), ROUNDS, SLICE_MS);
    }
    case "alone":
      return { rate: rateAlone(contender(args[0], args[1]), ROUNDS, SLICE_MS) };
    case "bytes":
      return { bytes: bytesPerOperation(contender("mix", args[0])) };
    case "chain":
      return { micros: chainMicroseconds(library(args[0]), args[1] as "header" | "preview", Number(args[2]), CHAIN_CAP_MS) ?? null };
    default:
      throw new Error(`Unknown mode ${mode}.`);
  }
}

console.log(JSON.stringify(main(process.argv.slice(2))));
keep();
