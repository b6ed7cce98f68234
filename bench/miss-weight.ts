// `npx ts-node --transpile-only bench/miss-weight.ts [dist/index.cjs]`: what a plan-cache miss
// weighs, exactly (after `npm run build`): the bytes a held plan keeps (10 fresh pipelines of 1,000
// plans each against none, after full collections, their interned route keys and cache indexes
// included) and the bytes one miss and one hit allocate (young-generation growth over batches of
// 20 calls right after a full collection, the median of 30). The distinct-template row's routes.
import { resolve } from "node:path";
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a build chosen at run time
const library = require(resolve(process.argv[2] ?? "dist/index.cjs")) as typeof import("../lib");
const OPTIONS = { owner: "octokit", repo: "endpoint.js", id: 7, page: 2 };
const route = (name: string): string => `GET /repos/{owner}/{repo}/${name}{/id}`;
const pipeline = () =>
  new library.RequestPipeline(
    new library.Rfc6570TemplateExpander(),
    new library.DefaultHeaderMerger(),
    new library.DefaultParamRouter(),
    {},
  );

const used = (space?: string): number =>
  getHeapSpaceStatistics()
    .filter((s) => (space === undefined ? s.space_name !== "code_space" : s.space_name === space))
    .reduce((sum, s) => sum + s.space_used_size, 0);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

// Warm: the code that makes and reads plans optimised first.
const warm = pipeline();
for (let i = 0; i < 20_000; i++) warm.endpoint(library.GLOBAL_DEFAULTS, route(`warm${i % 3000}`), OPTIONS);

const held = Array.from({ length: 10 }, (_, p) => Array.from({ length: 1000 }, (_, i) => route(`p${p}/items${i}`)));
const pipelines: InstanceType<typeof library.RequestPipeline>[] = [];
collectGarbage();
collectGarbage();
const before = used();
for (const routes of held) {
  const kept = pipeline();
  pipelines.push(kept);
  for (const name of routes) kept.endpoint(library.GLOBAL_DEFAULTS, name, OPTIONS);
}
collectGarbage();
collectGarbage();
const retained = (used() - before) / 10_000;
if (pipelines.some((kept) => kept.cachedPlans !== 1000)) throw new Error("A pipeline did not hold its 1,000 plans.");

function allocated(routeOf: (call: number) => string): number {
  const readings: number[] = [];
  let call = 0;
  for (let batch = 0; batch < 30; batch++) {
    const routes = Array.from({ length: 20 }, () => routeOf(call++));
    collectGarbage();
    const start = used("new_space");
    for (const name of routes) warm.endpoint(library.GLOBAL_DEFAULTS, name, OPTIONS);
    readings.push((used("new_space") - start) / 20);
  }
  return median(readings);
}

console.log(
  JSON.stringify({
    retainedPerPlan: Math.round(retained),
    allocatedPerMiss: Math.round(allocated((call) => route(`miss${call}`))),
    allocatedPerHit: Math.round(allocated(() => route("warm1"))),
  }),
);
