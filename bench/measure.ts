import { performance } from "node:perf_hooks";
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** A named piece of work: one "operation" is one pass over the mix. */
export interface Contender {
  readonly name: string;
  readonly operationsPerPass: number;
  readonly pass: () => unknown;
}

let sink: unknown;

/** Runs `pass` for about `sliceMs` milliseconds; returns operations per second. */
function slice(contender: Contender, sliceMs: number): number {
  const start = performance.now();
  let passes = 0;
  let elapsed: number;
  do {
    for (let i = 0; i < 20; i++) sink = contender.pass();
    passes += 20;
    elapsed = performance.now() - start;
  } while (elapsed < sliceMs);
  return (passes * contender.operationsPerPass * 1000) / elapsed;
}

/** What each contender's warm-up takes at least: process CPU time (every thread), in ms. */
const WARM_CPU_MS = Number(process.env.BENCH_WARM_CPU_MS ?? 300);

// Three slices each, and until the process has spent WARM_CPU_MS of CPU a contender: on a loaded
// machine a 40 ms slice may get a few ms of a core, too little for V8 to optimise the code (its
// compiler threads wait for a core too), and the rows then measured code not yet optimised.
function warmUp(contenders: readonly Contender[], sliceMs: number): void {
  const start = process.cpuUsage();
  let slices = 0;
  const spentMs = () => {
    const { user, system } = process.cpuUsage(start);
    return (user + system) / 1000;
  };
  while (slices < 3 || spentMs() < WARM_CPU_MS * contenders.length) {
    for (const contender of contenders) slice(contender, sliceMs);
    slices++;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Side by side: A B, B A, A B ... in short slices, so both see the same machine load; the result
 * is the median of each one's rate and the median of the per-round ratios.
 */
export function compare(a: Contender, b: Contender, rounds: number, sliceMs: number): { a: number; b: number; ratio: number } {
  warmUp([a, b], sliceMs);
  const ratesA: number[] = [];
  const ratesB: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const first = round % 2 === 0;
    const rateA = first ? slice(a, sliceMs) : 0;
    const rateB = slice(b, sliceMs);
    const rateA2 = first ? rateA : slice(a, sliceMs);
    ratesA.push(rateA2);
    ratesB.push(rateB);
    ratios.push(rateA2 / rateB);
  }
  return { a: median(ratesA), b: median(ratesB), ratio: median(ratios) };
}

/**
 * Bytes allocated per operation: the slope of what the young generation gains over batches run
 * right after a full collection, which leaves it empty. The gain of a batch of `long` passes less
 * that of `short` passes, over the operations between them: whatever a batch reads beside its
 * passes (the reading's own statistics objects, about 2,500 bytes) cancels, and so does the
 * offset of where a batch ends. Read over one batch size alone (5 passes of the mix, less the
 * reading's bytes read over empty batches), that offset moved by 500 to 2,500 bytes a batch with
 * how far the batch ran (steps near 16 KB and 40 KB after the collection), so two builds that
 * allocate the same read 622 and 694 bytes a call. Both batches are at least 160 KB, past those
 * steps, and fit in the young generation (checked), so no scavenge runs inside one and each
 * reading is exact; each size gives the median of 30 batches. Reading the whole heap instead
 * counted code and feedback that V8 adds to the old generation as it optimises. Objects V8
 * places straight in the old generation are not counted (the mix has none: its objects die young).
 */
export function bytesPerOperation(contender: Contender): number {
  // Warm first: code not yet optimised allocates objects that optimised code does without (read
  // cold, at the start of a run, the mix took about 1,750 bytes a call instead of 1,230); and the
  // first batches after the warm-up's last full collection read more than later ones.
  for (let i = 0; i < 5000; i++) sink = contender.pass();
  const onePass = Math.max(batchGain(contender.pass, 1), 1);
  const short = Math.ceil(SHORT_BATCH_BYTES / onePass);
  const long = Math.ceil(LONG_BATCH_BYTES / onePass);
  return (batchGain(contender.pass, long) - batchGain(contender.pass, short)) / ((long - short) * contender.operationsPerPass);
}

/** What the short batch allocates at least: past where the reading of a batch steps most. */
const SHORT_BATCH_BYTES = 160 * 1024;
/** What the long batch allocates about: the young generation has about 840 KB free after a collection. */
const LONG_BATCH_BYTES = 640 * 1024;

// What the young generation gains over a batch of `passes` runs right after a full collection:
// the median of 30 batches. A batch that might not fit in the young generation's free space
// could have a scavenge inside it, which would make its reading meaningless: it is refused.
function batchGain(pass: () => unknown, passes: number): number {
  const readings: number[] = [];
  for (let batch = 0; batch < 30; batch++) {
    collectGarbage();
    const [before, available] = youngGeneration();
    for (let i = 0; i < passes; i++) sink = pass();
    const gain = youngGeneration()[0] - before;
    if (gain >= available) throw new Error(`A batch of ${passes} passes allocated ${gain} bytes: more than the young generation had free.`);
    readings.push(gain);
  }
  return median(readings);
}

// The young generation (new space, and new large-object space for young objects too big for
// it): the bytes used, and the bytes new space has free.
function youngGeneration(): [used: number, available: number] {
  let used = 0;
  let available = 0;
  for (const space of getHeapSpaceStatistics()) {
    if (space.space_name === "new_space" || space.space_name === "new_large_object_space") used += space.space_used_size;
    if (space.space_name === "new_space") available = space.space_available_size;
  }
  return [used, available];
}

export function keep(): unknown {
  return sink;
}

/** One contender alone (its process to itself): the median of its rates over `rounds` slices, after a warm-up. */
export function rateAlone(contender: Contender, rounds: number, sliceMs: number): number {
  warmUp([contender], sliceMs);
  const rates: number[] = [];
  for (let round = 0; round < rounds; round++) rates.push(slice(contender, sliceMs));
  return median(rates);
}

export { median };
