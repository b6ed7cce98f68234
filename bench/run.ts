// `npm run bench`: this build against @octokit/endpoint, every row in fresh processes (bench/child.ts),
// medians over processes with their range; writes bench/results.svg.
// `npm run bench -- --against <git ref> [processes]`: the same rows, this build against the build of
// an earlier commit instead of the peer (no chart). See bench/README.md.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildAt, removeBuild } from "./build-at";
import { median } from "./measure";

const CHILD = ["-r", "ts-node/register/transpile-only", join(__dirname, "child.ts")];
const CHAIN_SIZES = [1000, 2000, 4000, 8000];

function child<T>(...args: string[]): T {
  const run = spawnSync(process.execPath, [...CHILD, ...args], { encoding: "utf8", env: process.env, maxBuffer: 1 << 20 });
  if (run.status !== 0) throw new Error(`bench/child.ts ${args.join(" ")} failed:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").pop() as string) as T;
}

interface Row {
  readonly label: string;
  /** The median over processes, and the lowest and highest process. */
  readonly value: number;
  readonly low: number;
  readonly high: number;
  readonly unit: "x" | "hits" | "bytes";
  readonly goal: number;
  readonly bound: ">=" | "<=";
  /** Rates behind a ratio, for the label (median per second). */
  readonly rates?: readonly [number, number];
  /** Its name on the chart against the peer. */
  readonly chart?: string;
}

const holds = (row: Row) => (row.bound === ">=" ? row.value >= row.goal : row.value <= row.goal);

// Side by side in each of several fresh processes (the two alternate in 40 ms slices, and which
// goes first alternates between processes): the median of the processes' median ratios.
function pairRow(processes: number, row: string, sides: [string, string], label: string, goal: number, chart?: string): Row {
  const runs: { a: number; b: number; ratio: number }[] = [];
  for (let p = 0; p < processes; p++) {
    if (p % 2 === 0) runs.push(child("pair", row, ...sides));
    else {
      const run = child<{ a: number; b: number; ratio: number }>("pair", row, sides[1], sides[0]);
      runs.push({ a: run.b, b: run.a, ratio: 1 / run.ratio });
    }
  }
  const ratios = runs.map((run) => run.ratio);
  const rates: [number, number] = [median(runs.map((run) => run.a)), median(runs.map((run) => run.b))];
  return { label, value: median(ratios), low: Math.min(...ratios), high: Math.max(...ratios), unit: "x", goal, bound: ">=", rates, chart };
}

// One contender per fresh process, taking turns (a b, b a, a b ...), for the rows that allocate
// heavily, so that neither pays for the other's garbage: each process's rate alone.
function ratesAlone(processes: number, row: string, sides: [string, string]): [number[], number[]] {
  const rates: Record<string, number[]> = { [sides[0]]: [], [sides[1]]: [] };
  for (let p = 0; p < processes; p++) {
    for (const side of p % 2 === 0 ? sides : [sides[1], sides[0]]) rates[side].push(child<{ rate: number }>("alone", row, side).rate);
  }
  return [rates[sides[0]], rates[sides[1]]];
}

// The ratio of two series of rates: of their medians, its range that of each turn's two processes.
function ratioRow(label: string, [a, b]: [number[], number[]], goal: number, bound: ">=" | "<=", unit: Row["unit"], chart?: string): Row {
  const turns = a.slice(0, b.length).map((rate, i) => rate / b[i]);
  const rates: [number, number] = [median(a), median(b)];
  return { label, value: rates[0] / rates[1], low: Math.min(...turns), high: Math.max(...turns), unit, goal, bound, rates, chart };
}

const perSecond = (rate: number) => Math.round(rate).toLocaleString("en-US");
const fixed = (value: number, unit: string) =>
  unit === "x" ? `${value.toFixed(2)}x` : unit === "hits" ? value.toFixed(2) : String(Math.round(value));

function printRows(rows: readonly Row[]): void {
  const labels = rows.map((row) => (row.rates ? `${row.label} (${perSecond(row.rates[0])}/s vs ${perSecond(row.rates[1])}/s)` : row.label));
  const width = Math.max(...labels.map((label) => label.length)) + 2;
  console.log(`${"".padEnd(width)}${"median".padStart(9)}${"range".padStart(17)}${"goal".padStart(10)}  holds`);
  rows.forEach((row, i) => {
    const range = `${fixed(row.low, row.unit)}-${fixed(row.high, row.unit)}`;
    console.log(
      `${labels[i].padEnd(width)}${fixed(row.value, row.unit).padStart(9)}${range.padStart(17)}` +
        `${`${row.bound} ${fixed(row.goal, row.unit)}`.padStart(10)}  ${holds(row) ? "yes" : "NO"}`,
    );
  });
}

// The builder chain rows: time per call of one chain of n header() or preview() calls then build(),
// each n in a fresh process; flat if the chain is O(n) in all. Once a size is over the cap, the
// larger ones are not run.
function printChains(sides: readonly string[]): void {
  console.log(
    `\nOne EndpointBuilder chain of n calls then build(), microseconds of CPU per call (fresh process per n; ` +
      `a chain over ${process.env.BENCH_CHAIN_CAP_MS ?? 3000} ms of CPU is given up):\n`,
  );
  console.log(`${"".padEnd(28)}${CHAIN_SIZES.map((n) => `n=${n}`.padStart(12)).join("")}    per call over n=1000's`);
  for (const method of ["header", "preview"] as const) {
    for (const side of sides) {
      const micros: (number | null)[] = [];
      for (const n of CHAIN_SIZES) {
        micros.push(micros.at(-1) === null ? null : child<{ micros: number | null }>("chain", side, method, String(n)).micros);
      }
      const cells = micros.map((value) => (value === null ? "over cap" : value.toFixed(2)).padStart(12)).join("");
      // The growth up to the largest n measured: about 1 when flat.
      const measured = micros.filter((value) => value !== null);
      const largest = CHAIN_SIZES[measured.length - 1];
      const growth = measured.length < 2 ? "-" : `${((measured.at(-1) as number) / (measured[0] as number)).toFixed(2)}x at n=${largest}`;
      console.log(`${`${method}() x n, ${side}`.padEnd(28)}${cells}    ${growth.padStart(15)}`);
    }
  }
}

// The warm call's files and functions, in a fresh process of its own (bench/warm-call.ts), with
// lib/ transpiled by TypeScript, and by esbuild (whose export getters count as functions).
function printWarmCall(): void {
  const read = (...flags: string[]) => {
    const script = ["-r", "ts-node/register/transpile-only", join(__dirname, "warm-call.ts"), "--json", ...flags];
    const run = spawnSync(process.execPath, script, { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`bench/warm-call.ts failed:\n${run.stderr}`);
    return JSON.parse(run.stdout) as { files: number; functions: number };
  };
  const { files, functions } = read();
  const esbuild = read("--esbuild");
  console.log(
    `\nA warm endpoint() call (the 4th identical one, lib/ file by file): ${files} files, ${functions} functions ran ` +
      `(esbuild's CommonJS: ${esbuild.files} files, ${esbuild.functions} functions); ` +
      `goal at most 6 files: ${files <= 6 ? "met" : "NOT met"} (npm run warm-call lists them).`,
  );
}

// A chart of the rows measured against the peer: a log scale of times the peer, each row a bar to
// its median with its range, its goal a mark, the peer the line at 1x.
function chart(rows: readonly Row[]): string {
  const shown = rows.filter((row) => row.chart !== undefined);
  const left = 300;
  const plot = 440;
  const rowHeight = 34;
  const top = 40;
  const height = top + shown.length * rowHeight + 40;
  const min = 0.5;
  const max = 32;
  const x = (value: number) => left + (plot * Math.log(Math.min(Math.max(value, min), max) / min)) / Math.log(max / min);
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${left + plot + 30}" height="${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="10" y="20" font-size="14" font-weight="bold">` +
      `request-options-builder against @octokit/endpoint (times the peer, log scale)</text>`,
  ];
  for (const tick of [0.5, 1, 2, 4, 8, 16, 32]) {
    parts.push(`<line x1="${x(tick)}" y1="${top - 6}" x2="${x(tick)}" y2="${height - 30}" stroke="${tick === 1 ? "#444" : "#ddd"}"/>`);
    parts.push(`<text x="${x(tick)}" y="${height - 14}" text-anchor="middle">${tick}x${tick === 1 ? " (peer)" : ""}</text>`);
  }
  shown.forEach((row, i) => {
    const y = top + i * rowHeight;
    const color = holds(row) ? "#2a9d4b" : "#d0703a";
    parts.push(`<text x="${left - 8}" y="${y + 17}" text-anchor="end">${escape(row.chart as string)}</text>`);
    parts.push(`<rect x="${x(min)}" y="${y + 6}" width="${x(row.value) - x(min)}" height="16" fill="${color}"/>`);
    parts.push(`<line x1="${x(row.low)}" y1="${y + 14}" x2="${x(row.high)}" y2="${y + 14}" stroke="black" stroke-width="1.5"/>`);
    parts.push(`<line x1="${x(row.goal)}" y1="${y + 2}" x2="${x(row.goal)}" y2="${y + 26}" stroke="#1f4fbf" stroke-width="3"/>`);
    parts.push(`<text x="${x(Math.max(row.value, row.high)) + 6}" y="${y + 18}">${fixed(row.value, "x")} (goal ${row.goal}x)</text>`);
  });
  parts.push(
    `<text x="10" y="${height - 2}" fill="#555">` +
      `bar: median over fresh processes; black line: range; blue mark: goal. Green holds, orange falls short.</text>`,
    "</svg>",
  );
  return parts.join("\n") + "\n";
}

function header(processes: number, arrayProcesses: number, against: string): void {
  console.log(
    `Node ${process.version}; this build against ${against}; every row in fresh processes (${processes} per pair or contender, ` +
      `${arrayProcesses} for the 10,000-item array and the one-route row), ${process.env.BENCH_ROUNDS ?? 15} slices of ` +
      `${process.env.BENCH_SLICE_MS ?? 40} ms each; medians over processes, with their range.\n`,
  );
  console.log("Mix: 7 calls (GET+query, POST+auth, search q, upload, format, PUT, a defaults() endpoint).\n");
}

// The rows against the peer, with the issue's goals, and the chart.
function againstPeer(processes: number): void {
  // The 10,000-item array's row: one process's rate swings twofold between slices with the
  // machine's load, so it takes more processes than the others.
  const arrayProcesses = Math.max(processes, 8);
  child("check");
  header(processes, arrayProcesses, "@octokit/endpoint");
  const peer: [string, string] = ["ours", "peer"];
  const distinct = ratesAlone(processes, "distinct", peer);
  // The one-route row is bimodal from process to process (about 700,000 or 1,350,000 calls a second).
  const hits = Array.from({ length: arrayProcesses }, () => child<{ rate: number }>("alone", "hit", "ours").rate);
  const array = ratesAlone(arrayProcesses, "array", peer);
  const bytes = { ours: child<{ bytes: number }>("bytes", "ours").bytes, peer: child<{ bytes: number }>("bytes", "peer").bytes };
  const bytesRow: Row = {
    label: `bytes allocated per call, endpoint() on the mix (peer ${Math.round(bytes.peer)})`,
    ...{ value: bytes.ours, low: bytes.ours, high: bytes.ours, unit: "bytes", goal: 700, bound: "<=" },
  };
  const rows: Row[] = [
    pairRow(processes, "mix", peer, "endpoint() on the mix, ours/peer, side by side", 12, "endpoint() on the mix"),
    pairRow(processes, "builder", peer, "builder built from scratch each call, ours/peer", 8, "builder from scratch"),
    pairRow(processes, "reused", peer, "reused partly built builder, .param().build(), ours/peer", 15, "reused builder"),
    pairRow(processes, "described", peer, "a described call, 3 parameters in 3 locations (OpenAPI entry), ours/peer", 5, "described call"),
    ratioRow(
      "every call a template never seen (5,000 in rotation), ours/peer, one per process",
      distinct,
      4,
      ">=",
      "x",
      "distinct templates",
    ),
    ratioRow("what a plan-cache miss costs in hits: one route every call/5,000 in rotation", [hits, distinct[0]], 3, "<=", "hits"),
    ratioRow("a query array of 10,000 items, ours/peer, one per process", array, 1.25, ">=", "x", "10,000-item query array"),
    bytesRow,
  ];
  printRows(rows);
  printChains(["ours"]);
  printWarmCall();
  // Bytes on the chart as times fewer than the peer's, its goal the peer's over 700.
  const fewer = bytes.peer / bytes.ours;
  const goal = +(bytes.peer / 700).toFixed(1);
  const chartRows = [
    ...rows,
    { ...bytesRow, value: fewer, low: fewer, high: fewer, goal, bound: ">=" as const, chart: "fewer bytes per call" },
  ];
  const file = join(__dirname, "results.svg");
  writeFileSync(file, chart(chartRows));
  console.log(`\nChart: ${file}`);
}

// The same rows, this build against an earlier commit's, both side by side: none should read
// below 0.95x (the miss in hits and the bytes the other way round).
function againstRef(ref: string, processes: number): void {
  const folder = buildAt(ref);
  process.env.BENCH_BEFORE = folder;
  try {
    header(processes, Math.max(processes, 8), ref);
    const sides: [string, string] = ["ours", "before"];
    const distinct = ratesAlone(processes, "distinct", sides);
    const hits = ratesAlone(Math.max(processes, 8), "hit", sides);
    const array = ratesAlone(Math.max(processes, 8), "array", sides);
    const missNow = median(hits[0]) / median(distinct[0]);
    const missBefore = median(hits[1]) / median(distinct[1]);
    const bytes = sides.map((side) => child<{ bytes: number }>("bytes", side).bytes);
    const rows: Row[] = [
      pairRow(processes, "mix", sides, "endpoint() on the mix, now/before, side by side", 0.95),
      pairRow(processes, "builder", sides, "builder built from scratch each call, now/before", 0.95),
      pairRow(processes, "reused", sides, "reused partly built builder, now/before", 0.95),
      ...(existsSync(join(folder, "dist", "openapi.cjs"))
        ? [pairRow(processes, "described", sides, "a described call (OpenAPI entry), now/before", 0.95)]
        : []),
      ratioRow("every call a template never seen, now/before, one per process", distinct, 0.95, ">=", "x"),
      ratioRow("one route, every call a hit, now/before, one per process", hits, 0.95, ">=", "x"),
      ratioRow("a query array of 10,000 items, now/before, one per process", array, 0.95, ">=", "x"),
    ];
    printRows(rows);
    console.log(`\nA plan-cache miss costs ${missNow.toFixed(2)} hits now, ${missBefore.toFixed(2)} before (goal at most 3).`);
    console.log(`Bytes allocated per call, endpoint() on the mix: ${Math.round(bytes[0])} now, ${Math.round(bytes[1])} before (goal 700).`);
    printChains(sides);
  } finally {
    removeBuild(folder);
  }
}

const args = process.argv.slice(2);
if (args[0] === "--against") {
  if (args[1] === undefined) {
    console.error("usage: npm run bench -- --against <git ref> [processes]");
    process.exit(2);
  }
  againstRef(args[1], Number(args[2] ?? process.env.BENCH_PROCESSES ?? 4));
} else {
  againstPeer(Number(args[0] ?? process.env.BENCH_PROCESSES ?? 4));
}
