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
  for (let i = 0; i < 3; i++) {
    slice(a, sliceMs);
    slice(b, sliceMs);
  }
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
 * Bytes allocated per operation: what the young generation gains over a small batch run right
 * after a full collection, which leaves it empty. A batch allocates far less than the young
 * generation holds, so no scavenge runs inside it and the reading is exact; the median of 30
 * batches. Reading the whole heap instead counted code and feedback that V8 adds to the old
 * generation as it optimises, which made the largest of 30 batches swing from 1,400 to 2,500
 * bytes for the same build. Objects V8 places straight in the old generation are not counted
 * (the mix has none: its objects die young). What reading the heap allocates itself (its
 * statistics objects, about 2,500 bytes a batch: 72 a call of the mix) is read over empty
 * batches and taken off.
 */
export function bytesPerOperation(contender: Contender): number {
  // Warm first: code not yet optimised allocates objects that optimised code does without (read
  // cold, at the start of a run, the mix took about 1,750 bytes a call instead of 1,230).
  for (let i = 0; i < 5000; i++) sink = contender.pass();
  const passes = 5;
  const overhead = (readingOverhead ??= batchGain(() => undefined, 1));
  return (batchGain(contender.pass, passes) - overhead) / (passes * contender.operationsPerPass);
}

let readingOverhead: number | undefined;

// What the young generation gains over a batch of `passes` runs right after a full collection:
// the median of 30 batches.
function batchGain(pass: () => unknown, passes: number): number {
  const readings: number[] = [];
  for (let batch = 0; batch < 30; batch++) {
    collectGarbage();
    const before = youngGenerationUsed();
    for (let i = 0; i < passes; i++) sink = pass();
    readings.push(youngGenerationUsed() - before);
  }
  return median(readings);
}

// The young generation: new space, and new large-object space for young objects too big for it.
function youngGenerationUsed(): number {
  let used = 0;
  for (const space of getHeapSpaceStatistics()) {
    if (space.space_name === "new_space" || space.space_name === "new_large_object_space") used += space.space_used_size;
  }
  return used;
}

export function keep(): unknown {
  return sink;
}

/** One contender alone (its process to itself): the median of its rates over `rounds` slices, after a warm-up. */
export function rateAlone(contender: Contender, rounds: number, sliceMs: number): number {
  for (let i = 0; i < 3; i++) slice(contender, sliceMs);
  const rates: number[] = [];
  for (let round = 0; round < rounds; round++) rates.push(slice(contender, sliceMs));
  return median(rates);
}

export { median };
