// One fresh process of `npm run bench` (bench/run.ts starts them): measures what its arguments
// name and prints one line of JSON. A process measures one row, so no row pays for another's
// garbage or heap state.
//   pair <a> <b>   side by side, alternating: { a, b, ratio } (rates and median per-round ratio)
//   alone <a>      one contender alone: { rate }
//   bytes          bytes allocated per call of endpoint() on the mix, ours and the peer
//   held           of 1,000 templates called twice, how many the second round finds planned
//   extras         the floor, the lean contender and the template engines, as text
import { CONTENDERS, checkSameRequests, engines, templatesHeld } from "./contenders";
import { bytesPerOperation, compare, keep, rateAlone } from "./measure";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const SLICE_MS = Number(process.env.BENCH_SLICE_MS ?? 40);

function contender(name: string) {
  const found = CONTENDERS[name];
  if (found === undefined) throw new Error(`No contender ${name}.`);
  return found;
}

function main(mode: string, a: string, b: string): unknown {
  switch (mode) {
    case "check":
      checkSameRequests();
      return { ok: true };
    case "pair":
      return compare(contender(a), contender(b), ROUNDS, SLICE_MS);
    case "alone":
      return { rate: rateAlone(contender(a), ROUNDS, SLICE_MS) };
    case "bytes":
      return { ours: bytesPerOperation(contender("facade")), peer: bytesPerOperation(contender("peerFacade")) };
    case "held":
      return { held: templatesHeld(1000) };
    case "extras": {
      const floor = compare(contender("facade"), contender("floor"), ROUNDS, SLICE_MS);
      const lean = compare(contender("facade"), contender("lean"), ROUNDS, SLICE_MS);
      const leanPeer = compare(contender("lean"), contender("peerFacade"), ROUNDS, SLICE_MS);
      const baseline = engines[3];
      const engineRates = engines.map((engine) => {
        const result = engine === baseline ? compare(engine, engine, 5, SLICE_MS) : compare(engine, baseline, ROUNDS, SLICE_MS);
        return { name: engine.name, rate: result.a, ratio: result.ratio };
      });
      return { floor, lean, leanPeer, leanBytes: bytesPerOperation(contender("lean")), engines: engineRates };
    }
    default:
      throw new Error(`Unknown mode ${mode}.`);
  }
}

console.log(JSON.stringify(main(process.argv[2], process.argv[3], process.argv[4])));
keep();
