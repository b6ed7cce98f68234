// `npm run bench`: ours against @octokit/endpoint, side by side in one process. See bench/README.md.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { endpoint as peer } from "@octokit/endpoint";
import { parseTemplate } from "url-template";
// The built package (what users run), typed by its source: typecheck needs no build.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dist/ has no types of its own here
const ours = require("../dist/index.cjs") as typeof import("../lib");
import { DERIVED_CALL, DERIVED_DEFAULTS, MIX } from "./mix";
import { bytesPerOperation, compare, keep, type Contender } from "./measure";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const SLICE_MS = Number(process.env.BENCH_SLICE_MS ?? 40);
const ROOT = join(__dirname, "..");

type Options = Record<string, unknown>;
const oursDerived = ours.endpoint.defaults(DERIVED_DEFAULTS);
const peerDerived = peer.defaults(DERIVED_DEFAULTS as never);
const calls = MIX.length + 1;

const facade: Contender = {
  name: "request-options-builder endpoint()",
  operationsPerPass: calls,
  pass: () => {
    let last: unknown;
    for (const call of MIX) last = ours.endpoint(call.route, call.options as Options);
    return [last, oursDerived(DERIVED_CALL.route, DERIVED_CALL.options as Options)];
  },
};

const peerFacade: Contender = {
  name: "@octokit/endpoint endpoint()",
  operationsPerPass: calls,
  pass: () => {
    let last: unknown;
    for (const call of MIX) last = peer(call.route as never, call.options as never);
    return [last, peerDerived(DERIVED_CALL.route as never, DERIVED_CALL.options as never)];
  },
};

// The same mix written as fluent chains, built anew on every call as app code would.
const base = new ours.EndpointBuilder();
const derivedBase = oursDerived.builder();
const builder: Contender = {
  name: "request-options-builder EndpointBuilder",
  operationsPerPass: calls,
  pass: () => [
    base
      .route("GET /repos/{owner}/{repo}/issues")
      .params({ owner: "octokit", repo: "endpoint.js" })
      .param("state", "open")
      .param("per_page", 100)
      .build(),
    base
      .route("POST /repos/{owner}/{repo}/issues")
      .params({ owner: "octokit", repo: "endpoint.js", title: "Found a bug", body: "Details", labels: ["bug"] })
      .header("authorization", "token 0123456789abcdef")
      .build(),
    base.route("GET /search/issues").param("q", "repo:octokit/endpoint.js+is:open+label:bug").param("per_page", 50).build(),
    base
      .route("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}")
      .params({ owner: "octokit", repo: "endpoint.js", release_id: 1, name: "example.zip", label: "an example" })
      .headers({ "content-type": "application/zip", "content-length": 13 })
      .data("Hello, world!")
      .build(),
    base
      .route("GET /repos/{owner}/{repo}/pulls/{pull_number}")
      .params({ owner: "octokit", repo: "endpoint.js", pull_number: 1 })
      .format("diff")
      .build(),
    base.route("PUT /user/starred/{owner}/{repo}").params({ owner: "octokit", repo: "endpoint.js" }).build(),
    derivedBase.route("GET /orgs/{org}/repos").param("org", "octokit").param("type", "all").build(),
  ],
};

// The template engines alone, each used as its API intends (templates parsed once where it can).
const TEMPLATES: [string, Options][] = [
  ["/repos/{owner}/{repo}/issues{?state,per_page}", { owner: "octokit", repo: "endpoint.js", state: "open", per_page: "100" }],
  ["/search/issues{?q,per_page}", { q: "repo:octokit/endpoint.js is:open", per_page: "50" }],
  ["{/list*}{?keys*}", { list: ["red", "green", "blue"], keys: { semi: ";", dot: ".", comma: "," } }],
  [
    "https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
    { owner: "o", repo: "r", release_id: "1", name: "example.zip", label: "an example" },
  ],
];
// eslint-disable-next-line @typescript-eslint/no-require-imports
const UriTemplate = require("uri-templates") as (template: string) => { fill(values: Options): string };
const rfc6570 = new ours.Rfc6570TemplateExpander();
const uriTemplatesExpander = new ours.UriTemplatesExpander();
const urlTemplates = TEMPLATES.map(([template]) => parseTemplate(template));
const uriTemplates = TEMPLATES.map(([template]) => UriTemplate(template));
const engines: Contender[] = [
  { name: "Rfc6570TemplateExpander", operationsPerPass: TEMPLATES.length, pass: () => TEMPLATES.map(([t, v]) => rfc6570.expand(t, v)) },
  {
    name: "UriTemplatesExpander",
    operationsPerPass: TEMPLATES.length,
    pass: () => TEMPLATES.map(([t, v]) => uriTemplatesExpander.expand(t, v)),
  },
  {
    name: "url-template (parsed once)",
    operationsPerPass: TEMPLATES.length,
    pass: () => urlTemplates.map((t, i) => t.expand(TEMPLATES[i][1] as never)),
  },
  {
    name: "url-template (parsed per call, as the peer does)",
    operationsPerPass: TEMPLATES.length,
    pass: () => TEMPLATES.map(([t, v]) => parseTemplate(t).expand(v as never)),
  },
  {
    name: "uri-templates (parsed once)",
    operationsPerPass: TEMPLATES.length,
    pass: () => uriTemplates.map((t, i) => t.fill(TEMPLATES[i][1])),
  },
];

// Cold start: a fresh process loads the package by its name (as users do, through its exports)
// and makes its first call, timed inside the process; alternated, median.
function coldStart(script: string, esm: boolean): number {
  const args = esm ? ["--input-type=module", "-e", script] : ["-e", script];
  return Number(execFileSync(process.execPath, ["--no-warnings", ...args], { cwd: ROOT, encoding: "utf8" }).trim());
}
const COLD_OURS_CJS = `const t=performance.now();const {endpoint}=require("request-options-builder");endpoint("GET /repos/{owner}/{repo}",{owner:"o",repo:"r"});console.log(performance.now()-t)`;
const COLD_OURS_ESM = `const t=performance.now();const {endpoint}=await import("request-options-builder");endpoint("GET /repos/{owner}/{repo}",{owner:"o",repo:"r"});console.log(performance.now()-t)`;
const COLD_PEER = `const t=performance.now();const {endpoint}=await import("@octokit/endpoint");endpoint("GET /repos/{owner}/{repo}",{owner:"o",repo:"r"});console.log(performance.now()-t)`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

function format(rate: number): string {
  return Math.round(rate).toLocaleString("en-US").padStart(12);
}

function main(): void {
  console.log(`Node ${process.version}, ${ROUNDS} rounds of ${SLICE_MS} ms slices, alternating; medians.\n`);
  console.log("Calls per second on the mix (7 calls: GET+query, POST+auth, search q, upload, format, PUT, defaults()):\n");
  console.log(`${"".padEnd(42)}${"ours/s".padStart(12)}${"peer/s".padStart(12)}   ratio   ours B/call  peer B/call`);
  const peerBytes = bytesPerOperation(peerFacade);
  for (const contender of [facade, builder]) {
    const result = compare(contender, peerFacade, ROUNDS, SLICE_MS);
    console.log(
      `${contender.name.padEnd(42)}${format(result.a)}${format(result.b)}   ${result.ratio.toFixed(2).padStart(5)}x ${String(Math.round(bytesPerOperation(contender))).padStart(12)} ${String(Math.round(peerBytes)).padStart(12)}`,
    );
  }

  console.log("\nTemplate engines alone, expansions per second (ratio against url-template parsed per call):\n");
  const baseline = engines[3];
  for (const engine of engines) {
    const result = engine === baseline ? compare(engine, engine, 5, SLICE_MS) : compare(engine, baseline, ROUNDS, SLICE_MS);
    console.log(`${engine.name.padEnd(50)}${format(result.a)}/s   ${result.ratio.toFixed(2).padStart(5)}x`);
  }

  console.log("\nCold start: import the package and make the first call, in a fresh process (median of 11):\n");
  const cold = { oursCjs: [] as number[], oursEsm: [] as number[], peer: [] as number[] };
  for (let i = 0; i < 11; i++) {
    cold.oursCjs.push(coldStart(COLD_OURS_CJS, false));
    cold.peer.push(coldStart(COLD_PEER, true));
    cold.oursEsm.push(coldStart(COLD_OURS_ESM, true));
  }
  const peerCold = median(cold.peer);
  console.log(
    `request-options-builder, require()`.padEnd(42) +
      `${median(cold.oursCjs).toFixed(1).padStart(8)} ms   ${(median(cold.oursCjs) / peerCold).toFixed(2)}x the peer`,
  );
  console.log(
    `request-options-builder, import`.padEnd(42) +
      `${median(cold.oursEsm).toFixed(1).padStart(8)} ms   ${(median(cold.oursEsm) / peerCold).toFixed(2)}x the peer`,
  );
  console.log(`@octokit/endpoint, import`.padEnd(42) + `${peerCold.toFixed(1).padStart(8)} ms`);
  keep();
  void performance;
}

main();
