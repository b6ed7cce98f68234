// `npx ts-node --transpile-only bench/array-row.ts [processes]` (after `npm run build`): the
// 10,000-item query array's row, ours/peer, measured both ways in alternating fresh processes: as
// `npm run bench` measures it (side by side in each process, bench/child.ts pair), and one
// contender per process taking turns (bench/child.ts alone), as the bench measured it before.
// Prints each way's per-process ratios, their median and range.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { median } from "./measure";

const PROCESSES = Number(process.argv[2] ?? 8);
const CHILD = ["-r", "ts-node/register/transpile-only", join(__dirname, "child.ts")];

function child<T>(...args: string[]): T {
  const run = spawnSync(process.execPath, [...CHILD, ...args], { encoding: "utf8", maxBuffer: 1 << 20 });
  if (run.status !== 0) throw new Error(`bench/child.ts ${args.join(" ")} failed:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").pop() as string) as T;
}

const sideBySide: number[] = [];
const alone: number[] = [];
const rate = (name: string) => child<{ rate: number }>("alone", name).rate;
for (let p = 0; p < PROCESSES; p++) {
  // Each turn reverses the order of the contenders, as bench/run.ts does.
  const oursFirst = p % 2 === 0;
  sideBySide.push(
    oursFirst
      ? child<{ ratio: number }>("pair", "longArray", "longArrayPeer").ratio
      : 1 / child<{ ratio: number }>("pair", "longArrayPeer", "longArray").ratio,
  );
  const [ours, peer] = oursFirst ? [rate("longArray"), rate("longArrayPeer")] : [rate("longArrayPeer"), rate("longArray")].reverse();
  alone.push(ours / peer);
}

const line = (name: string, ratios: number[]) =>
  `${name.padEnd(34)}${median(ratios).toFixed(2).padStart(6)}x  (${Math.min(...ratios).toFixed(2)}x-${Math.max(...ratios).toFixed(2)}x)  ` +
  ratios.map((ratio) => ratio.toFixed(2)).join(" ");
console.log(`the 10,000-item query array, ours/peer, ${PROCESSES} processes each way, alternating:`);
console.log(line("side by side in each process", sideBySide));
console.log(line("one contender per process", alone));
