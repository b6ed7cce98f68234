// `npm run bench`: ours against @octokit/endpoint, every row in fresh processes (bench/child.ts),
// medians over processes with their range; writes bench/results.svg. See bench/README.md.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { median } from "./measure";

const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 4);
// The 10,000-item array's row: one process's rate swings twofold between slices with the machine's
// load, so the row needs more processes than the others (see bench/array-row.ts).
const ARRAY_PROCESSES = Math.max(PROCESSES, 8);
const CHILD = ["-r", "ts-node/register/transpile-only", join(__dirname, "child.ts")];

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
  readonly unit: string;
  readonly goal: number;
  readonly bound: ">=" | "<=";
  /** Rates behind a ratio, for the label (median per second). */
  readonly rates?: readonly [number, number];
  /** Shown on the chart against the peer (1x). */
  readonly chart?: string;
}

const holds = (row: Row) => (row.bound === ">=" ? row.value >= row.goal : row.value <= row.goal);

// Side by side in each of several fresh processes (ours and the peer alternate in 40 ms slices):
// the median of the processes' median ratios.
function pairRow(label: string, a: string, b: string, goal: number, chart?: string): Row {
  const runs: { a: number; b: number; ratio: number }[] = [];
  for (let p = 0; p < PROCESSES; p++) runs.push(p % 2 === 0 ? child("pair", a, b) : flip(child("pair", b, a)));
  const ratios = runs.map((run) => run.ratio);
  return {
    label,
    value: median(ratios),
    low: Math.min(...ratios),
    high: Math.max(...ratios),
    unit: "x",
    goal,
    bound: ">=",
    rates: [median(runs.map((run) => run.a)), median(runs.map((run) => run.b))],
    chart,
  };
}

function flip(run: { a: number; b: number; ratio: number }) {
  return { a: run.b, b: run.a, ratio: 1 / run.ratio };
}

// One contender per fresh process, taking turns (a b, b a, a b ...): each process's rate alone;
// the ratio of the medians, and the range of the ratios of each turn's two processes.
const aloneRates = new Map<string, number[]>();
function ratesAlone(names: readonly string[], processes = PROCESSES): void {
  for (let p = 0; p < processes; p++) {
    for (const name of p % 2 === 0 ? names : [...names].reverse()) {
      const rates = aloneRates.get(name) ?? [];
      rates.push(child<{ rate: number }>("alone", name).rate);
      aloneRates.set(name, rates);
    }
  }
}

function aloneRow(label: string, a: string, b: string, goal: number, bound: ">=" | "<=" = ">=", unit = "x", chart?: string): Row {
  const ratesA = aloneRates.get(a) as number[];
  const ratesB = aloneRates.get(b) as number[];
  const turns = ratesA.map((rate, i) => rate / ratesB[i]);
  const value = median(ratesA) / median(ratesB);
  return {
    label,
    value,
    low: Math.min(...turns),
    high: Math.max(...turns),
    unit,
    goal,
    bound,
    rates: [median(ratesA), median(ratesB)],
    chart,
  };
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

function main(): void {
  child("check");
  console.log(
    `Node ${process.version}; every row in fresh processes (${PROCESSES} per contender or pair, ` +
      `${ARRAY_PROCESSES} per contender for the 10,000-item array), ` +
      `${process.env.BENCH_ROUNDS ?? 15} slices of ${process.env.BENCH_SLICE_MS ?? 40} ms each; ` +
      `medians over processes, with their range.\n`,
  );
  console.log("Mix: 7 calls (GET+query, POST+auth, search q, upload, format, PUT, a defaults() endpoint).\n");
  ratesAlone(["distinct", "distinctPeer", "sameRoute"]);
  ratesAlone(["longArray", "longArrayPeer"], ARRAY_PROCESSES);
  const bytes = child<{ ours: number; peer: number }>("bytes");
  const { held } = child<{ held: number }>("held");
  const rows: Row[] = [
    pairRow("endpoint() on the mix, ours/peer, side by side", "facade", "peerFacade", 12, "endpoint() on the mix"),
    pairRow("builder built from scratch each call, ours/peer", "builder", "peerFacade", 8, "builder from scratch"),
    pairRow("reused partly built builder, .param().build(), ours/peer", "reusedBuilder", "reusedPeer", 15, "reused builder"),
    pairRow("reused partly built builder, .param().build(), ours/endpoint()", "reusedBuilder", "reusedEndpoint", 1),
    aloneRow(
      "every call a template never seen (5,000 in rotation), ours/peer, one per process",
      "distinct",
      "distinctPeer",
      4,
      ">=",
      "x",
      "5,000 distinct templates",
    ),
    aloneRow("what a plan-cache miss costs in hits: one route every call/5,000 in rotation", "sameRoute", "distinct", 3, "<=", "hits"),
    aloneRow(
      "a query array of 10,000 items, ours/peer, one per process",
      "longArray",
      "longArrayPeer",
      1.25,
      ">=",
      "x",
      "10,000-item query array",
    ),
    {
      label: `bytes allocated per call, endpoint() on the mix (peer ${Math.round(bytes.peer)})`,
      value: bytes.ours,
      low: bytes.ours,
      high: bytes.ours,
      unit: "bytes",
      goal: 700,
      bound: "<=",
    },
    {
      label: "of 1,000 templates called twice, held for the second round",
      value: held,
      low: held,
      high: held,
      unit: "",
      goal: 1000,
      bound: ">=",
    },
  ];
  printRows(rows);

  const extras = child<{
    floor: { a: number; b: number; ratio: number };
    lean: { ratio: number };
    leanPeer: { a: number; b: number; ratio: number };
    leanBytes: number;
    engines: { name: string; rate: number; ratio: number }[];
  }>("extras");
  console.log(
    `\nAgainst the hand-written floor (the same 7 requests, one function per route): ours ${perSecond(extras.floor.a)}/s, ` +
      `floor ${perSecond(extras.floor.b)}/s, ours/floor ${extras.floor.ratio.toFixed(2)}x.`,
  );
  console.log(
    `The lean generic function (the same 7 requests and checks, nothing more; bench/lean.ts): ours/lean ` +
      `${extras.lean.ratio.toFixed(2)}x, lean/peer ${extras.leanPeer.ratio.toFixed(2)}x, ` +
      `lean bytes per call ${Math.round(extras.leanBytes)}.`,
  );
  console.log("\nTemplate engines alone, expansions per second (ratio against url-template parsed per call):\n");
  for (const engine of extras.engines)
    console.log(`${engine.name.padEnd(50)}${perSecond(engine.rate).padStart(12)}/s   ${engine.ratio.toFixed(2).padStart(5)}x`);

  const svgRows = [...rows];
  // Bytes on the chart as times fewer than the peer's, its goal the peer's over 700.
  svgRows.push({
    ...rows[7],
    value: bytes.peer / bytes.ours,
    low: bytes.peer / bytes.ours,
    high: bytes.peer / bytes.ours,
    goal: +(bytes.peer / 700).toFixed(1),
    bound: ">=",
    chart: "fewer bytes per call",
  });
  const file = join(__dirname, "results.svg");
  writeFileSync(file, chart(svgRows));
  console.log(`\nChart: ${file}`);
}

main();
