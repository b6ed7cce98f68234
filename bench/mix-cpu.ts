// `npx ts-node --transpile-only bench/mix-cpu.ts <git ref> [processes]`: this build against an
// earlier commit's on the mix through `endpoint()` and on the builder built from scratch, in CPU
// time (user + system), one build per fresh process, taking turns (A B, B A, ...). CPU time, not
// elapsed time: a process that waits for the CPU on a loaded machine is not counted slower for it,
// and neither build pays for the other's garbage. Each process gives the median of 25 slices of
// 40 ms of CPU after 10 warm-up slices; each row prints every turn's ratio (the earlier build's
// time over this one's: > 1 is faster now), their median and range. A third row, the mix's URL
// templates expanded alone by the default expander (as a call's URL is, with its facts), weighs
// a change of the expansion where the rest of a call does not dilute it. MIX_CPU_ROWS=0,2 (the
// rows' indexes) runs only those rows.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { buildAt, compareWithRef, load, ratioLine, ROOT, removeBuild, type Library } from "./build-at";
import { builderMix, DERIVED_CALL, DERIVED_DEFAULTS, MIX } from "./mix";
import { median } from "./measure";

type Options = Record<string, unknown>;
const ROWS = ["endpoint() on the mix", "builder built from scratch", "the mix's URLs expanded alone"] as const;

// One pass of a row over one build: the 7 calls of the mix.
function passOf(library: Library, row: number): () => unknown {
  const derived = library.endpoint.defaults(DERIVED_DEFAULTS);
  if (row === 2) return expansionPass(library);
  if (row === 1) {
    const base = new library.EndpointBuilder();
    const derivedBase = library.EndpointBuilder.from(derived);
    return () => builderMix(base, derivedBase);
  }
  return () => {
    for (const call of MIX) library.endpoint(call.route, call.options as Options);
    return derived(DERIVED_CALL.route, DERIVED_CALL.options as Options);
  };
}

// One pass of the default expander over the mix's URL templates and values, asking for the facts
// as a call does (expandWithFacts, where the build has it).
function expansionPass(library: Library): () => unknown {
  type Reporting = { expandWithFacts?: (values: Options, facts: object) => string; expand: (values: Options) => string };
  const expander = new library.Rfc6570TemplateExpander();
  const facts = { pathEnd: 0, fragmentStart: -1, pathLastCode: -1, lastCode: -1, dotSegment: false };
  const urls = [...MIX, DERIVED_CALL].map((call) => {
    const prepared = expander.prepare(call.route.slice(call.route.indexOf(" ") + 1)) as unknown as Reporting;
    const values = call.options as Options;
    return prepared.expandWithFacts === undefined ? () => prepared.expand(values) : () => prepared.expandWithFacts?.(values, facts);
  });
  return () => urls.map((expand) => expand());
}

// CPU nanoseconds a pass, the median of 25 slices of 40 ms after 10 warm-up slices.
function cpuPerPass(pass: () => unknown): number {
  let sink: unknown;
  const slice = (): number => {
    const start = process.cpuUsage();
    let passes = 0;
    let used: NodeJS.CpuUsage;
    do {
      for (let i = 0; i < 50; i++) sink = pass();
      passes += 50;
      used = process.cpuUsage(start);
    } while (used.user + used.system < 40_000);
    return ((used.user + used.system) * 1000) / passes;
  };
  for (let i = 0; i < 10; i++) slice();
  const time = median(Array.from({ length: 25 }, slice));
  return sink === undefined ? NaN : time;
}

// `folder` "now" is this tree's build; else an earlier build's folder. `order` is the row.
function child(folder: string, row: number): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build of this tree
  const library = folder === "now" ? (require(join(ROOT, "dist/index.cjs")) as Library) : load(folder).main;
  console.log(JSON.stringify(cpuPerPass(passOf(library, row))));
}

function parent(ref: string, processes: number): void {
  const folder = buildAt(ref);
  try {
    execFileSync("npm", ["run", "-s", "build"], { cwd: ROOT, stdio: "ignore" });
    const run = (build: string, row: number): number => {
      const args = ["-r", "ts-node/register/transpile-only", __filename, "--child", build, String(row)];
      return JSON.parse(execFileSync(process.execPath, args, { cwd: ROOT, encoding: "utf8" })) as number;
    };
    console.log(`this build against ${ref}, CPU time, one build per fresh process, ${processes} turns (> 1 is faster now)`);
    const rows = process.env.MIX_CPU_ROWS?.split(",").map(Number) ?? [0, 1];
    ROWS.forEach((name, row) => {
      if (!rows.includes(row)) return;
      const ratios: number[] = [];
      for (let turn = 0; turn < processes; turn++) {
        const [now, before] = turn % 2 === 0 ? [run("now", row), run(folder, row)] : [run(folder, row), run("now", row)].reverse();
        ratios.push(before / now);
      }
      console.log(`${ratioLine(name, ratios)}  turns: ${ratios.map((ratio) => ratio.toFixed(2)).join(" ")}`);
    });
  } finally {
    removeBuild(folder);
  }
}

compareWithRef("npx ts-node --transpile-only bench/mix-cpu.ts <git ref> [processes]", 6, child, parent);
