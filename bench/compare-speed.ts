// `npm run compare-speed -- <git ref> [processes]`: this build's speed and allocation against an
// earlier commit's, for the bench's mix through `endpoint()`, the builder built from scratch and
// the reused builder. Both builds run side by side in each fresh process, in 40 ms slices taken in
// turns (A B, B A, ...), timed by the process's CPU time; a process gives the median of its
// per-round ratios, and the row the median over processes with their range. Bytes per call are
// read as `npm run bench` reads them, exactly. What a change of the core gains shows here in a
// few minutes, without the peer; `npm run bench` remains the measure of the goals.
import { execFileSync } from "node:child_process";
import { getHeapSpaceStatistics } from "node:v8";
import { buildAt, load, removeBuild, ROOT, type Library } from "./build-at";
import { builderMix, DERIVED_CALL, DERIVED_DEFAULTS, MIX } from "./mix";

type Options = Record<string, unknown>;
type Pass = () => unknown;
const ROWS = ["endpoint() on the mix", "builder built from scratch", "reused builder, .param().build()"] as const;

// The bench's rows, over one build of the library.
function passesOf(library: Library): Pass[] {
  const derived = library.endpoint.defaults(DERIVED_DEFAULTS);
  const base = new library.EndpointBuilder();
  const derivedBase = library.EndpointBuilder.from(derived);
  const reused = base.route("GET /repos/{owner}/{repo}/issues").params({ owner: "octokit", repo: "endpoint.js" }).param("state", "open");
  let page = 0;
  return [
    () => {
      for (const call of MIX) library.endpoint(call.route, call.options as Options);
      return derived(DERIVED_CALL.route, DERIVED_CALL.options as Options);
    },
    () => builderMix(base, derivedBase),
    () => reused.param("per_page", (page++ % 8) + 1).build(),
  ];
}

let sink: unknown;

// Passes a second of CPU time makes, measured over one slice.
function rate(pass: Pass): number {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  let passes = 0;
  while (process.hrtime.bigint() - start < 40_000_000n) {
    for (let i = 0; i < 20; i++) sink = pass();
    passes += 20;
  }
  const used = process.cpuUsage(cpu);
  return passes / (used.user + used.system);
}

const young = (): number =>
  getHeapSpaceStatistics()
    .filter((space) => space.space_name === "new_space" || space.space_name === "new_large_object_space")
    .reduce((sum, space) => sum + space.space_used_size, 0);

// Bytes one pass allocates: young-generation growth over a batch right after a full collection.
function bytesPerPass(pass: Pass): number {
  const gc = (globalThis as { gc?: () => void }).gc as () => void;
  const readings: number[] = [];
  for (let batch = 0; batch < 21; batch++) {
    gc();
    const before = young();
    for (let i = 0; i < 5; i++) sink = pass();
    readings.push((young() - before) / 5);
  }
  return median(readings);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

// One process: each row's ratio (this build over the earlier one), and the mix's bytes per call.
function child(folder: string, order: number): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build of this tree
  const now = passesOf(require(`${ROOT}/dist/index.cjs`) as Library);
  const before = passesOf(load(folder).main);
  const ratios = ROWS.map((_, row) => {
    for (let i = 0; i < 5000; i++) sink = [now[row](), before[row]()];
    const rounds: number[] = [];
    for (let round = 0; round < 15; round++) {
      let ours: number;
      let theirs: number;
      if ((round + order) % 2 === 0) {
        ours = rate(now[row]);
        theirs = rate(before[row]);
      } else {
        theirs = rate(before[row]);
        ours = rate(now[row]);
      }
      rounds.push(ours / theirs);
    }
    return median(rounds);
  });
  const calls = MIX.length + 1;
  // Read in turns too: the build read second in a process reads a little more.
  const bytes =
    order % 2 === 0 ? [bytesPerPass(now[0]), bytesPerPass(before[0])] : [bytesPerPass(before[0]), bytesPerPass(now[0])].reverse();
  console.log(JSON.stringify({ ratios, bytes: bytes.map((value) => value / calls), sink: sink === 0 }));
}

function parent(ref: string, processes: number): void {
  const folder = buildAt(ref);
  try {
    execFileSync("npm", ["run", "-s", "build"], { cwd: ROOT, stdio: "ignore" });
    const runs = Array.from({ length: processes }, (_, order) => {
      const args = ["--expose-gc", "-r", "ts-node/register/transpile-only", __filename, "--child", folder, String(order)];
      return JSON.parse(execFileSync(process.execPath, args, { cwd: ROOT, encoding: "utf8" })) as { ratios: number[]; bytes: number[] };
    });
    console.log(`this build against ${ref}, side by side in ${processes} fresh processes (CPU time; > 1 is faster now)`);
    ROWS.forEach((name, row) => {
      const ratios = runs.map((run) => run.ratios[row]);
      const range = `${Math.min(...ratios).toFixed(2)}x-${Math.max(...ratios).toFixed(2)}x`;
      console.log(`${name.padEnd(36)}${median(ratios).toFixed(2).padStart(6)}x  (${range})`);
    });
    const bytes = (index: number): string => Math.round(median(runs.map((run) => run.bytes[index]))).toString();
    console.log(`${"bytes per call, the mix".padEnd(36)}${bytes(0).padStart(6)}   (${ref}: ${bytes(1)})`);
  } finally {
    removeBuild(folder);
  }
}

const args = process.argv.slice(2);
if (args[0] === "--child") {
  child(args[1], Number(args[2]));
} else if (args[0] === undefined) {
  console.error("usage: npm run compare-speed -- <git ref> [processes]");
  process.exit(2);
} else {
  parent(args[0], Number(args[1] ?? 4));
}
