// `npm run compare-speed -- <git ref> [processes]`: this build's speed and allocation against an
// earlier commit's, for the bench's mix through `endpoint()`, the builder built from scratch and
// the reused builder. Both builds run side by side in each fresh process, measured by the bench's
// own side-by-side comparison and bytes reading (bench/measure.ts); a process gives each row's
// ratio, and the row the median over processes with their range. What a change of the core gains
// shows here in a few minutes, without the peer; `npm run bench` remains the measure of the goals.
import { compareWithRef, load, ratioLine, ROOT, runsAgainst, type Library } from "./build-at";
import { builderMix, DERIVED_CALL, DERIVED_DEFAULTS, MIX } from "./mix";
import { bytesPerOperation, compare, keep, median, type Contender } from "./measure";

type Options = Record<string, unknown>;
const ROWS = ["endpoint() on the mix", "builder built from scratch", "reused builder, .param().build()"] as const;

// The bench's rows, over one build of the library.
function contendersOf(name: string, library: Library): Contender[] {
  const derived = library.endpoint.defaults(DERIVED_DEFAULTS);
  const base = new library.EndpointBuilder();
  const derivedBase = library.EndpointBuilder.from(derived);
  const reused = base.route("GET /repos/{owner}/{repo}/issues").params({ owner: "octokit", repo: "endpoint.js" }).param("state", "open");
  let page = 0;
  const calls = MIX.length + 1;
  return [
    {
      name,
      operationsPerPass: calls,
      pass: () => {
        for (const call of MIX) library.endpoint(call.route, call.options as Options);
        return derived(DERIVED_CALL.route, DERIVED_CALL.options as Options);
      },
    },
    { name, operationsPerPass: calls, pass: () => builderMix(base, derivedBase) },
    { name, operationsPerPass: 1, pass: () => reused.param("per_page", (page++ % 8) + 1).build() },
  ];
}

// One process: each row's ratio (this build over the earlier one), and the mix's bytes per call.
function child(folder: string, order: number): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build of this tree
  const now = contendersOf("now", require(`${ROOT}/dist/index.cjs`) as Library);
  const before = contendersOf("before", load(folder).main);
  // Every other process takes the earlier build first: slices, and the bytes read second in a
  // process, come out a little different by their order.
  const first = order % 2 === 0;
  const ratios = ROWS.map((_, row) =>
    first ? compare(now[row], before[row], 15, 40).ratio : 1 / compare(before[row], now[row], 15, 40).ratio,
  );
  const bytes = first
    ? [bytesPerOperation(now[0]), bytesPerOperation(before[0])]
    : [bytesPerOperation(before[0]), bytesPerOperation(now[0])].reverse();
  console.log(JSON.stringify({ ratios, bytes, kept: keep() === 0 }));
}

function parent(ref: string, processes: number): void {
  runsAgainst<{ ratios: number[]; bytes: number[] }>(__filename, ref, processes, (runs) => {
    ROWS.forEach((name, row) =>
      console.log(
        ratioLine(
          name,
          runs.map((run) => run.ratios[row]),
        ),
      ),
    );
    const bytes = (index: number): string => Math.round(median(runs.map((run) => run.bytes[index]))).toString();
    console.log(`${"bytes per call, the mix".padEnd(36)}${bytes(0).padStart(6)}   (${ref}: ${bytes(1)})`);
  });
}

compareWithRef("npm run compare-speed -- <git ref> [processes]", 4, child, parent);
