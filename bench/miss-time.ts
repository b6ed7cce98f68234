// `npx ts-node --transpile-only bench/miss-time.ts [seconds]`, after `npm run build`: where the
// time of a plan-cache miss goes (the distinct-template row's calls, 5,000 routes in rotation),
// function by function, under V8's sampling profiler in this process: each function's self time
// and its total time (itself and all it calls: what a step costs as a whole, such as the URL's
// plan or the cache's insert with its eviction). Shares move a point or two between runs; the
// garbage collector's own threads are not sampled (miss-weight.ts weighs what a miss allocates).
import { join } from "node:path";
import type { Library } from "./build-at";
import { sampleProfile, type Profile, type ProfileNode } from "./sample-profile";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build of this tree
const library = require(join(__dirname, "..", "dist", "index.cjs")) as Library;
const ROUTES = Array.from({ length: 5000 }, (_, i) => `GET /repos/{owner}/{repo}/items${i}{/id}`);
const OPTIONS = { owner: "octokit", repo: "endpoint.js", id: 7, page: 2 };
let next = 0;

function runFor(milliseconds: number): number {
  const end = Date.now() + milliseconds;
  let calls = 0;
  while (Date.now() < end) for (let i = 0; i < 1000; i++, calls++) library.endpoint(ROUTES[(next = (next + 1) % ROUTES.length)], OPTIONS);
  return calls;
}

function keyOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || "(anonymous)"} ${url.split("/").pop() ?? ""}:${lineNumber + 1}`;
}

// Each function's self and total shares of the samples (a function on a sample's stack twice,
// by recursion, counts once in its total).
function shares(profile: Profile): Map<string, { self: number; total: number }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const result = new Map<string, { self: number; total: number }>();
  const share = (key: string) => result.get(key) ?? result.set(key, { self: 0, total: 0 }).get(key)!;
  const unit = 1 / profile.samples.length;
  for (const id of profile.samples) {
    share(keyOf(byId.get(id)!)).self += unit;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const key = keyOf(byId.get(at)!);
      if (!seen.has(key)) share(key).total += unit;
      seen.add(key);
    }
  }
  return result;
}

async function main(seconds: number): Promise<void> {
  const { profile, count: calls } = await sampleProfile(runFor, seconds);
  const rows = [...shares(profile)].filter(([key]) => key.includes("index.cjs") || key.startsWith("("));
  const percent = (share: number): string => `${(100 * share).toFixed(1).padStart(5)}%`;
  console.log(`${calls} calls, every one a miss; ${profile.samples.length} samples. Total time (self time), by total:`);
  for (const [key, { self, total }] of rows.sort((a, b) => b[1].total - a[1].total).slice(0, 40)) {
    console.log(`${percent(total)} (${percent(self)})  ${key}`);
  }
}

void main(Number(process.argv[2] ?? 5));
