// `npx ts-node --transpile-only bench/miss-rows.ts [processes]` (after `npm run build`): the two
// rows a plan-cache miss decides, as `npm run bench` measures them (bench/child.ts, one contender
// per fresh process, taking turns): 5,000 distinct templates ours/peer, and the miss's cost in
// hits (one route every call / 5,000 in rotation). Medians over processes, with their range.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { median } from "./measure";

const PROCESSES = Number(process.argv[2] ?? 6);
const NAMES = ["distinct", "distinctPeer", "sameRoute"] as const;
const CHILD = ["-r", "ts-node/register/transpile-only", join(__dirname, "child.ts"), "alone"];

function rateAlone(name: string): number {
  const run = spawnSync(process.execPath, [...CHILD, name], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`bench/child.ts alone ${name} failed:\n${run.stderr}`);
  return (JSON.parse(run.stdout.trim().split("\n").pop() as string) as { rate: number }).rate;
}

const rates: Record<string, number[]> = { distinct: [], distinctPeer: [], sameRoute: [] };
for (let p = 0; p < PROCESSES; p++) {
  for (const name of p % 2 === 0 ? NAMES : [...NAMES].reverse()) rates[name].push(rateAlone(name));
}

function row(label: string, a: readonly number[], b: readonly number[]): string {
  const turns = a.map((rate, i) => rate / b[i]);
  const value = median([...a]) / median([...b]);
  const range = `${Math.min(...turns).toFixed(2)}-${Math.max(...turns).toFixed(2)}`;
  return `${label}: ${value.toFixed(2)} (${range}), ${Math.round(median([...a]))}/s vs ${Math.round(median([...b]))}/s`;
}

console.log(row("distinct templates, ours/peer", rates.distinct, rates.distinctPeer));
console.log(row("miss cost in hits, one route/distinct", rates.sameRoute, rates.distinct));
