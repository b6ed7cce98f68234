import { performance } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
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
 * Bytes allocated per operation: heap growth over a small batch run right after a full
 * collection. A scavenge inside a batch can only shrink the reading, so the largest of several
 * batches is the one without.
 */
export function bytesPerOperation(contender: Contender): number {
  const passes = 20;
  let largest = 0;
  for (let attempt = 0; attempt < 30; attempt++) {
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    for (let i = 0; i < passes; i++) sink = contender.pass();
    largest = Math.max(largest, process.memoryUsage().heapUsed - heapBefore);
  }
  return largest / (passes * contender.operationsPerPass);
}

export function keep(): unknown {
  return sink;
}
