// `npx ts-node --transpile-only bench/compare-miss.ts <git ref> [processes]`: a plan-cache miss of
// this build against an earlier commit's, as `npm run compare-speed` compares the mix: both builds
// side by side in each fresh process (bench/measure.ts), on the distinct-template row's calls
// (5,000 routes in rotation, every call a miss), on one of those routes every call (a hit), and on
// the compile of their templates alone (the default expander's prepare(), which no cache holds). A
// process gives each row's ratio (> 1 is faster now), the row the median over processes and their
// range. Both builds see the same machine load, which one build per process does not.
import { compareWithRef, load, ratioLine, ROOT, runsAgainst, type Library } from "./build-at";
import { compare, type Contender } from "./measure";

const ROWS = ["every call a miss (5,000 routes)", "every call a hit (one route)", "the compile alone (prepare())"] as const;
const ROUTES = Array.from({ length: 5000 }, (_, i) => `GET /repos/{owner}/{repo}/items${i}{/id}`);
const OPTIONS = { owner: "octokit", repo: "endpoint.js", id: 7, page: 2 };

const TEMPLATES = ROUTES.map((route) => route.slice("GET ".length));

function contendersOf(name: string, library: Library): Contender[] {
  let next = 0;
  let nextTemplate = 0;
  const expander = new library.Rfc6570TemplateExpander();
  return [
    { name, operationsPerPass: 1, pass: () => library.endpoint(ROUTES[(next = (next + 1) % ROUTES.length)], OPTIONS) },
    { name, operationsPerPass: 1, pass: () => library.endpoint(ROUTES[0], OPTIONS) },
    { name, operationsPerPass: 1, pass: () => expander.prepare(TEMPLATES[(nextTemplate = (nextTemplate + 1) % TEMPLATES.length)]) },
  ];
}

function child(folder: string, order: number): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build of this tree
  const now = contendersOf("now", require(`${ROOT}/dist/index.cjs`) as Library);
  const before = contendersOf("before", load(folder).main);
  const first = order % 2 === 0; // every other process takes the earlier build first
  const ratios = ROWS.map((_, row) =>
    first ? compare(now[row], before[row], 15, 40).ratio : 1 / compare(before[row], now[row], 15, 40).ratio,
  );
  console.log(JSON.stringify(ratios));
}

function parent(ref: string, processes: number): void {
  runsAgainst<number[]>(__filename, ref, processes, (runs) => {
    ROWS.forEach((name, row) =>
      console.log(
        ratioLine(
          name,
          runs.map((run) => run[row]),
        ),
      ),
    );
  });
}

compareWithRef("npx ts-node --transpile-only bench/compare-miss.ts <git ref> [processes]", 6, child, parent);
