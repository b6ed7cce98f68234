import { expect } from "chai";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { endpoint, EndpointBuilder, EndpointError, Rfc6570TemplateExpander } from "../../lib";

// Each crafted input is made at a size n and at 8n (100,000 characters or items at the most).
// Linear work grows about 8 times; quadratic work 64 times. The spec compares the two, so a slow
// or busy machine, which slows both alike, cannot make it fail: no wall-clock limit.
const N = 12_500;
const GROWTH = 8;
const MOST_LINEAR = 32; // linear work gives 8 to 15 here (hashing and collection grow a little); quadratic 64

// Every run gets a URL of its own, so that no run is served from a cache: an input of size n fits
// in the caches and one of 8n does not, which would compare a hit with a miss.
let runs = 0;
const unique = () => `u${++runs}/`;

// A full collection before the timing starts: what the specs before this one left on the heap
// must not make the larger input pay for collecting it.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

// The process's CPU time in milliseconds: unlike the wall clock, it does not grow while other
// processes hold the cores (read by the wall clock at load 14 on two cores, linear work once read
// 36 to 89 times).
function cpuMilliseconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

// Milliseconds of CPU one run takes at n and at 8n: each size repeated for at least 10 ms, the
// best of three such averages. The sizes take turns (n, 8n, n, 8n, n, 8n), so what slows the
// process for a moment (a collection, caches emptied by another process) has to last through all
// three rounds to slow one size alone.
function perRun(small: () => unknown, large: () => unknown): [number, number] {
  collectGarbage();
  const best = [Infinity, Infinity];
  for (let attempt = 0; attempt < 3; attempt++) {
    [small, large].forEach((action, size) => {
      let runs = 0;
      const start = cpuMilliseconds();
      do {
        try {
          action();
        } catch (error) {
          if (!(error instanceof EndpointError)) throw error;
        }
        runs++;
      } while (cpuMilliseconds() - start < 10);
      best[size] = Math.min(best[size], (cpuMilliseconds() - start) / runs);
    });
  }
  return [best[0], best[1]];
}

const CRAFTED: [string, (n: number) => unknown][] = [
  ["a route of 33,333 placeholders", (n) => endpoint("GET /" + unique() + "{a}".repeat(n / 3))],
  ["a route of 33,333 :name placeholders", (n) => endpoint("GET /" + unique() + "/:a".repeat(n / 3))],
  ["one expression of 50,000 variables", (n) => endpoint("GET /" + unique() + "{" + "a,".repeat(n / 2) + "b}", { a: 1, b: 2 })],
  [
    "50,000 distinct placeholders, all filled",
    (n) => {
      const parameters: Record<string, number> = {};
      let template = "/" + unique() + "x";
      for (let i = 0; i < n / 2; i++) {
        template += `{/p${i}}`;
        parameters[`p${i}`] = i;
      }
      return endpoint("GET " + template, parameters);
    },
  ],
  ["an expression that is never closed", (n) => endpoint("GET /{" + "a".repeat(n))],
  ["an expression with a bad character at the end", (n) => endpoint("GET /{" + "a".repeat(n) + " }")],
  ["a literal of percent-triplets", (n) => endpoint("GET /" + unique() + "%41".repeat(n / 3))],
  ["a literal of non-ASCII characters", (n) => endpoint("GET /" + unique() + "é".repeat(n))],
  ["whitespace between method and url", (n) => endpoint("GET" + " ".repeat(n) + "/x" + unique())],
  ["a method of 100,000 letters", (n) => endpoint("G".repeat(n) + " /x")],
  ["a header value of 100,000 characters", (n) => endpoint("GET /" + unique(), { headers: { "x-a": "a".repeat(n) } })],
  ["a header value with CR at the end", (n) => endpoint("GET /" + unique(), { headers: { "x-a": "a".repeat(n) + "\r" } })],
  ["a header name of 100,000 characters", (n) => endpoint("GET /" + unique(), { headers: { ["a".repeat(n) + " "]: "v" } })],
  [
    "an accept that was a ReDoS of the peer's regular expression",
    (n) => endpoint("GET /" + unique(), { headers: { accept: "a" + "-".repeat(n) + "@" }, mediaType: { previews: ["p"] } }),
  ],
  [
    "an accept of many -preview runs",
    (n) =>
      endpoint("GET /" + unique(), { headers: { accept: "x-preview-".repeat(n / 10) }, mediaType: { previews: ["p"], format: "raw" } }),
  ],
  [
    "an accept of 50,000 entries with a format",
    (n) =>
      endpoint("GET /" + unique(), { headers: { accept: "application/vnd.github.v3+json,".repeat(n / 30) }, mediaType: { format: "raw" } }),
  ],
  ["100,000 previews", (n) => endpoint("GET /" + unique(), { mediaType: { previews: Array.from({ length: n }, (_, i) => `p${i}`) } })],
  ["a parameter value of 100,000 characters in the path", (n) => endpoint("GET /" + unique() + "{a}", { a: "ab/".repeat(n / 3) })],
  ["a {+path} value of ../ repeated", (n) => endpoint("GET /" + unique() + "x/{+path}", { path: "../".repeat(n / 3) })],
  ["a {+path} value of %2e%2e/ repeated", (n) => endpoint("GET /" + unique() + "x/{+path}", { path: "%2e%2e/".repeat(n / 7) })],
  ["a query value of 100,000 characters", (n) => endpoint("GET /" + unique() + "x", { a: "&=?".repeat(n / 3) })],
  ["a q of 100,000 plus signs", (n) => endpoint("GET /" + unique() + "search", { q: "+".repeat(n) })],
  [
    "100,000 query parameters",
    (n) => endpoint("GET /" + unique() + "x", Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
  ],
  [
    "100,000 body parameters",
    (n) => endpoint("POST /" + unique() + "x", Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
  ],
  ["an array of 100,000 query values", (n) => endpoint("GET /" + unique() + "x", { labels: Array.from({ length: n }, (_, i) => i) })],
  ["a prefix on a 100,000-character value", (n) => new Rfc6570TemplateExpander().expand(unique() + "{v:9999}", { v: "😀".repeat(n) })],
  [
    "a builder given 100,000 parameters",
    (n) =>
      new EndpointBuilder()
        .route("POST /" + unique() + "x")
        .params(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])))
        .build(),
  ],
  // The base URL of its own too: valid base URLs are remembered, an ordinary one as a cache entry.
  ["a baseUrl of 100,000 characters", (n) => endpoint("GET /x", { baseUrl: "https://a.example/" + unique() + "a".repeat(n) })],
];

describe(`linear time on crafted inputs: the work at ${GROWTH}n is at most ${MOST_LINEAR} times the work at n`, () => {
  for (const [name, make] of CRAFTED) {
    it(`handles or refuses ${name}`, function () {
      this.timeout(60_000);
      const [small, large] = perRun(
        () => make(N),
        () => make(GROWTH * N),
      );
      expect(large / Math.max(small, 0.001), `${small.toFixed(3)} ms at n, ${large.toFixed(3)} ms at ${GROWTH}n`).to.be.below(MOST_LINEAR);
    });
  }
});

describe("the measure of linear time", () => {
  it(`reads quadratic work as more than ${MOST_LINEAR} times at ${GROWTH}n, so a quadratic step fails the specs above`, function () {
    this.timeout(60_000);
    // Pairs of items compared, as a parser that rescans its input at each character would.
    const quadratic = (n: number) => {
      let sum = 0;
      for (let i = 0; i < n; i++) for (let j = 0; j < n / 50; j++) sum += i ^ j;
      return sum;
    };
    const [small, large] = perRun(
      () => quadratic(N),
      () => quadratic(GROWTH * N),
    );
    expect(large / small, `${small.toFixed(3)} ms at n, ${large.toFixed(3)} ms at ${GROWTH}n`).to.be.above(MOST_LINEAR);
  });
});
