import { expect } from "chai";
import { performance } from "node:perf_hooks";
import { endpoint, EndpointBuilder, EndpointError, Rfc6570TemplateExpander } from "../../lib";

const N = 100_000;
// Generous: these inputs take milliseconds; a quadratic or exponential step would take minutes.
const BOUND_MS = 1500;

function timed(action: () => unknown): number {
  const start = performance.now();
  try {
    action();
  } catch (error) {
    if (!(error instanceof EndpointError)) throw error;
  }
  return performance.now() - start;
}

const CRAFTED: [string, () => unknown][] = [
  ["a route of 33,333 placeholders", () => endpoint("GET /" + "{a}".repeat(N / 3))],
  ["a route of 33,333 :name placeholders", () => endpoint("GET " + "/:a".repeat(N / 3))],
  ["one expression of 50,000 variables", () => endpoint("GET /{" + "a,".repeat(N / 2) + "b}", { a: 1, b: 2 })],
  ["50,000 distinct placeholders, all filled", () => {
    const parameters: Record<string, number> = {};
    let template = "/x";
    for (let i = 0; i < N / 2; i++) {
      template += `{/p${i}}`;
      parameters[`p${i}`] = i;
    }
    return endpoint("GET " + template, parameters);
  }],
  ["an expression that is never closed", () => endpoint("GET /{" + "a".repeat(N))],
  ["an expression with a bad character at the end", () => endpoint("GET /{" + "a".repeat(N) + " }")],
  ["a literal of percent-triplets", () => endpoint("GET /" + "%41".repeat(N / 3))],
  ["a literal of non-ASCII characters", () => endpoint("GET /" + "é".repeat(N))],
  ["whitespace between method and url", () => endpoint("GET" + " ".repeat(N) + "/x")],
  ["a method of 100,000 letters", () => endpoint("G".repeat(N) + " /x")],
  ["a header value of 100,000 characters", () => endpoint("GET /", { headers: { "x-a": "a".repeat(N) } })],
  ["a header value with CR at the end", () => endpoint("GET /", { headers: { "x-a": "a".repeat(N) + "\r" } })],
  ["a header name of 100,000 characters", () => endpoint("GET /", { headers: { ["a".repeat(N) + " "]: "v" } })],
  ["the peer's ReDoS accept (GHSA-x4c5-c7rf-jjgv)", () => endpoint("GET /", { headers: { accept: "a" + "-".repeat(N) + "@" }, mediaType: { previews: ["p"] } })],
  ["an accept of many -preview runs", () => endpoint("GET /", { headers: { accept: "x-preview-".repeat(N / 10) }, mediaType: { previews: ["p"], format: "raw" } })],
  ["an accept of 50,000 entries with a format", () => endpoint("GET /", { headers: { accept: "application/vnd.github.v3+json,".repeat(N / 30) }, mediaType: { format: "raw" } })],
  ["100,000 previews", () => endpoint("GET /", { mediaType: { previews: Array.from({ length: N }, (_, i) => `p${i}`) } })],
  ["a parameter value of 100,000 characters in the path", () => endpoint("GET /{a}", { a: "ab/".repeat(N / 3) })],
  ["a {+path} value of ../ repeated", () => endpoint("GET /x/{+path}", { path: "../".repeat(N / 3) })],
  ["a {+path} value of %2e%2e/ repeated", () => endpoint("GET /x/{+path}", { path: "%2e%2e/".repeat(N / 7) })],
  ["a query value of 100,000 characters", () => endpoint("GET /x", { a: "&=?".repeat(N / 3) })],
  ["a q of 100,000 plus signs", () => endpoint("GET /search", { q: "+".repeat(N) })],
  ["100,000 query parameters", () => endpoint("GET /x", Object.fromEntries(Array.from({ length: N }, (_, i) => [`k${i}`, i])))],
  ["100,000 body parameters", () => endpoint("POST /x", Object.fromEntries(Array.from({ length: N }, (_, i) => [`k${i}`, i])))],
  ["an array of 100,000 query values", () => endpoint("GET /x", { labels: Array.from({ length: N }, (_, i) => i) })],
  ["a prefix on a 100,000-character value", () => new Rfc6570TemplateExpander().expand("{v:9999}", { v: "😀".repeat(N) })],
  ["a builder given 100,000 parameters", () => new EndpointBuilder().route("POST /x").params(Object.fromEntries(Array.from({ length: N }, (_, i) => [`k${i}`, i]))).build()],
  ["a baseUrl of 100,000 characters", () => endpoint("GET /", { baseUrl: "https://a.example/" + "a".repeat(N) })],
];

describe("linear time on crafted 100,000-character inputs", () => {
  for (const [name, action] of CRAFTED) {
    it(`handles or refuses ${name} within ${BOUND_MS} ms`, () => {
      expect(timed(action)).to.be.below(BOUND_MS);
    });
  }
});
