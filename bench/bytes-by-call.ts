// `npx ts-node --transpile-only bench/bytes-by-call.ts [dist/index.cjs]`: the bytes each call of
// the bench's mix allocates through `endpoint()` (after `npm run build`), read as the bench reads
// the mix's (bench/measure.ts bytesPerOperation: the slope of young-generation growth over two
// batch sizes right after a full collection, the median of 30 each), so a change's effect shows
// call by call. The bench's pass also allocates the two-item array it returns (64 bytes a pass,
// 9 a call), so the mean here reads about 9 less than the bench's row.
import { resolve } from "node:path";
import { bytesPerOperation, type Contender } from "./measure";
import { DERIVED_CALL, DERIVED_DEFAULTS, MIX } from "./mix";

type Options = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a build chosen at run time
const library = require(resolve(process.argv[2] ?? "dist/index.cjs")) as typeof import("../lib");
const derived = library.endpoint.defaults(DERIVED_DEFAULTS);

// A pass makes one call eight times (the batches are sized in bytes, so a pass's size does not
// change the reading).
const REPEAT = 8;
const repeated = (name: string, call: () => unknown): Contender => ({
  name,
  operationsPerPass: REPEAT,
  pass: () => {
    for (let i = 1; i < REPEAT; i++) call();
    return call();
  },
});
const calls: Contender[] = [
  ...MIX.map((call) => repeated(call.name, () => library.endpoint(call.route, call.options as Options))),
  repeated(DERIVED_CALL.name, () => derived(DERIVED_CALL.route, DERIVED_CALL.options as Options)),
];
// The whole mix first, as the bench runs it: code optimised for one call's shapes alone allocates
// differently (one call warmed alone read 1,130 bytes where the mix-warmed reading is 740).
for (let pass = 0; pass < 5000; pass++) for (const call of calls) call.pass();
let total = 0;
for (const call of calls) {
  const bytes = bytesPerOperation(call);
  total += bytes;
  console.log(`${String(Math.round(bytes)).padStart(6)}  ${call.name}`);
}
console.log(`${String(Math.round(total / calls.length)).padStart(6)}  the mean (the bench's row less its pass's array)`);
