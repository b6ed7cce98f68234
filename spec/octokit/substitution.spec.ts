import { expect } from "chai";
import { copyFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { consumerProject, ROOT, sh } from "../helpers/packed-package";

interface Received {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}
interface Report {
  substituted: boolean;
  verbs: Record<string, { status: number; received: Received }>;
  pages: string[];
  pageRequests: { method: string; url: string; authorization: string }[];
  refused: { name: string; code: string; requests: number } | undefined;
  requestsAfterRefusal: number;
}

// The pages' requests: the next links hold "|", "^" and a lone "%", percent-encoded as the peer
// writes them (an outside review found the octokit entry throwing TemplateSyntaxError there).
const PAGE_URLS = [
  "/orgs/o/repos?per_page=2",
  "/orgs/o/repos?per_page=2&q=a%7Cb%5Ec%25&page=2",
  "/orgs/o/repos?per_page=2&q=a%7Cb%5Ec%25&page=3",
];

// What a real server received, for each verb, through the real @octokit/request.
function expectSentAsOctokitMeansIt(report: Report): void {
  expect(report.substituted, "the octokit entry answered the import of @octokit/endpoint").to.equal(true);
  for (const method of ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]) {
    const { status, received } = report.verbs[method];
    expect(status, method).to.equal(200);
    expect(received.method, `${method} goes out uppercase`).to.equal(method);
    expect(received.headers.authorization).to.equal("token SECRET");
    expect(received.headers["x-trace"]).to.equal("1");
    expect(received.headers.accept).to.equal("application/vnd.github.v3+json");
    if (method === "GET" || method === "HEAD") {
      expect(received.url).to.equal("/repos/octo%20cat/hello/issues/7?state=closed&labels=bug,ui");
      expect(received.body).to.equal("");
    } else {
      // OPTIONS sends its parameters as a body, as @octokit/endpoint does.
      expect(received.url).to.equal("/repos/octo%20cat/hello/issues/7");
      expect(received.headers["content-type"]).to.equal("application/json; charset=utf-8");
      expect(received.body).to.equal('{"state":"closed","labels":["bug","ui"]}');
    }
  }
  expect(report.pages).to.deep.equal(["repo-1a", "repo-1b", "repo-2a", "repo-2b", "repo-3a", "repo-3b"]);
  expect(report.pageRequests.map((entry) => entry.url)).to.deep.equal(PAGE_URLS);
  expect(report.pageRequests.every((entry) => entry.method === "GET" && entry.authorization === "token SECRET")).to.equal(true);
  // The safety rules hold inside Octokit: a dot segment is a typed error, and nothing is sent.
  expect(report.refused).to.deep.include({ name: "InvalidParameterError", code: "ERR_INVALID_PARAMETER" });
  expect(report.requestsAfterRefusal).to.equal(report.refused?.requests);
}

describe("the octokit entry inside the real @octokit/request, @octokit/core and paginate plugin", function () {
  this.timeout(240_000);
  let project: string;

  before(() => {
    project = consumerProject("octokit");
    copyFileSync(join(__dirname, "fixtures/octokit-app.mjs"), join(project, "app.mjs"));
  });
  after(() => rmSync(project, { recursive: true, force: true }));

  it("in plain Node, with the resolve hook: node --import request-options-builder/octokit/register", () => {
    const output = sh("node", ["--import", "request-options-builder/octokit/register", "app.mjs"], project);
    expectSentAsOctokitMeansIt(JSON.parse(output) as Report);
  });

  it("bundled by esbuild with an alias for @octokit/endpoint, the output run without any hook", () => {
    const esbuild = join(ROOT, "node_modules/.bin/esbuild");
    sh(
      esbuild,
      [
        "app.mjs",
        "--bundle",
        "--platform=node",
        "--format=esm",
        "--outfile=bundle/app.mjs",
        "--alias:@octokit/endpoint=request-options-builder/octokit",
        "--log-level=warning",
      ],
      project,
    );
    expectSentAsOctokitMeansIt(JSON.parse(sh("node", ["bundle/app.mjs"], project)) as Report);
  });

  it("without the substitution the same app uses the real @octokit/endpoint (the check can fail)", () => {
    const report = JSON.parse(sh("node", ["app.mjs"], project)) as Report;
    expect(report.substituted).to.equal(false);
    expect(report.refused).to.equal(undefined);
    expect(report.pageRequests.map((entry) => entry.url)).to.deep.equal(PAGE_URLS);
  });
});
