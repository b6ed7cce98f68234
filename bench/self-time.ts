// `npx ts-node --transpile-only bench/self-time.ts [seconds] [function,function...]`, after
// `npm run build`: where the time of the bench's mix through endpoint() goes, function by function.
// V8's sampling profiler runs in this process over this tree's build, only while the mix runs
// (after a warm-up), and each function's self time is its share of the samples (functions V8
// inlined count in the one they were inlined into). Named functions are also broken down by
// line of dist/index.cjs. Shares move a point or two between runs: a step must weigh far more
// than that to be worth a speed change (see compare-speed for the change itself).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DERIVED_CALL, DERIVED_DEFAULTS, MIX } from "./mix";
import type { Library } from "./build-at";
import { sampleProfile, type Profile } from "./sample-profile";

const DIST = join(__dirname, "..", "dist", "index.cjs");
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build of this tree
const library = require(DIST) as Library;
const derived = library.endpoint.defaults(DERIVED_DEFAULTS);

function pass(): unknown {
  for (const call of MIX) library.endpoint(call.route, call.options);
  return derived(DERIVED_CALL.route, DERIVED_CALL.options);
}

function runFor(milliseconds: number): number {
  const end = Date.now() + milliseconds;
  let passes = 0;
  while (Date.now() < end) for (let index = 0; index < 1000; index++, passes++) pass();
  return passes;
}

// Each function's name and place, with its share of the samples.
function selfTimes(profile: Profile): [string, number][] {
  const samplesOf = new Map<number, number>();
  for (const id of profile.samples) samplesOf.set(id, (samplesOf.get(id) ?? 0) + 1);
  const shares = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || "(anonymous)"} ${url.split("/").pop() ?? ""}:${lineNumber + 1}`;
    shares.set(key, (shares.get(key) ?? 0) + (samplesOf.get(node.id) ?? 0) / profile.samples.length);
  }
  return [...shares].sort((a, b) => b[1] - a[1]);
}

// The lines of the build that the named functions' samples fell on, with their share.
function lineTimes(profile: Profile, names: ReadonlySet<string>): [number, number][] {
  const ticks = new Map<number, number>();
  for (const node of profile.nodes) {
    if (!names.has(node.callFrame.functionName) || !node.callFrame.url.endsWith("index.cjs")) continue;
    for (const { line, ticks: count } of node.positionTicks ?? []) ticks.set(line, (ticks.get(line) ?? 0) + count);
  }
  return [...ticks].map(([line, count]): [number, number] => [line, count / profile.samples.length]).sort((a, b) => b[1] - a[1]);
}

async function main(seconds: number, names: ReadonlySet<string>): Promise<void> {
  const { profile, count: passes } = await sampleProfile(runFor, seconds);
  const percent = (share: number): string => `${(100 * share).toFixed(1).padStart(5)}%`;
  console.log(`${passes} passes of the mix (${MIX.length + 1} calls each), ${profile.samples.length} samples; self time by function:`);
  for (const [key, share] of selfTimes(profile).slice(0, 30)) console.log(`${percent(share)}  ${key}`);
  if (names.size === 0) return;
  const source = readFileSync(DIST, "utf8").split("\n");
  console.log(`\nby line, in ${[...names].join(", ")}:`);
  for (const [line, share] of lineTimes(profile, names).slice(0, 30)) {
    console.log(`${percent(share)}  ${String(line).padStart(5)}  ${source[line - 1].trim().slice(0, 110)}`);
  }
}

const [seconds, names] = process.argv.slice(2);
void main(Number(seconds ?? 5), new Set(names === undefined ? [] : names.split(",")));
