// `npx ts-node --transpile-only bench/compare-builder.ts <git ref> [processes]`: the builder's two
// rows of the bench (built from scratch each call, and the reused partly built builder), this build
// against an earlier commit's, each row in fresh processes of its own as `npm run bench` measures
// it (in `npm run compare-speed` they follow the mix through endpoint() in one process), each build
// running the chains through a copy of builderMix of its own (in compare-speed both builds run the
// one function, whose calls then see the builders of two builds where the bench's see one's), with
// the builder's own bytes per chain, which compare-speed does not read.
import { execFileSync } from "node:child_process";
import { buildAt, load, ratioLine, removeBuild, ROOT, type Library } from "./build-at";
import { builderMix, DERIVED_DEFAULTS } from "./mix";
import { bytesPerOperation, compare, keep, median, type Contender } from "./measure";

const ROWS = ["builder built from scratch", "reused builder, .param().build()"] as const;

function contender(name: string, library: Library, row: number): Contender {
  const base = new library.EndpointBuilder();
  if (row === 0) {
    const derivedBase = library.EndpointBuilder.from(library.endpoint.defaults(DERIVED_DEFAULTS));
    // A copy of the function, so that its calls learn this build's builders alone, as in the bench.
    const ownMix = new Function(`return ${builderMix.toString()}`)() as typeof builderMix;
    return { name, operationsPerPass: 7, pass: () => ownMix(base, derivedBase) };
  }
  const reused = base.route("GET /repos/{owner}/{repo}/issues").params({ owner: "octokit", repo: "endpoint.js" }).param("state", "open");
  let page = 0;
  return { name, operationsPerPass: 1, pass: () => reused.param("per_page", (page++ % 8) + 1).build() };
}

// One process, one row: its ratio (this build over the earlier one), and this build's bytes per operation.
function child(folder: string, row: number, order: number): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build of this tree
  const now = contender("now", require(`${ROOT}/dist/index.cjs`) as Library, row);
  const before = contender("before", load(folder).main, row);
  const ratio = order % 2 === 0 ? compare(now, before, 15, 40).ratio : 1 / compare(before, now, 15, 40).ratio;
  console.log(JSON.stringify({ ratio, bytes: [bytesPerOperation(now), bytesPerOperation(before)], kept: keep() === 0 }));
}

function parent(ref: string, processes: number): void {
  const folder = buildAt(ref);
  try {
    execFileSync("npm", ["run", "-s", "build"], { cwd: ROOT, stdio: "ignore" });
    console.log(`this build against ${ref}, each row side by side in ${processes} fresh processes of its own (> 1 is faster now)`);
    ROWS.forEach((name, row) => {
      const runs = Array.from({ length: processes }, (_, order) => {
        const args = ["-r", "ts-node/register/transpile-only", __filename, "--child", folder, String(row), String(order)];
        return JSON.parse(execFileSync(process.execPath, args, { cwd: ROOT, encoding: "utf8" })) as { ratio: number; bytes: number[] };
      });
      const bytes = (index: number): string => Math.round(median(runs.map((run) => run.bytes[index]))).toString();
      console.log(
        `${ratioLine(
          name,
          runs.map((run) => run.ratio),
        )}  bytes per operation ${bytes(0)} (${ref}: ${bytes(1)})`,
      );
    });
  } finally {
    removeBuild(folder);
  }
}

const args = process.argv.slice(2);
if (args[0] === "--child") {
  child(args[1], Number(args[2]), Number(args[3]));
} else if (args[0] === undefined) {
  console.error("usage: npx ts-node --transpile-only bench/compare-builder.ts <git ref> [processes]");
  process.exit(2);
} else {
  parent(args[0], Number(args[1] ?? 6));
}
