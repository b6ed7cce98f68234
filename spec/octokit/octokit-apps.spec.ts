import { expect } from "chai";
import { copyFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { consumerProject, sh } from "../helpers/packed-package";

interface AppsReport {
  answeredBy: string;
  rest: { status: number }[];
  app: { status: number }[];
  errors: string[];
  requests: { method: string; url: string; scheme: string | undefined; body: string }[];
}

interface WebhooksReport {
  withUrl: Record<string, string>;
  withData: Record<string, string>;
  upload: string;
  github: { method: string; url: string; authorization: string | null; contentType: string | null; body: string }[];
  uploads: string[];
  hooks: { url: string; authorization: string | null }[];
}

// The requests an application with a token (@octokit/rest) and a GitHub App (octokit's App, with
// plugin-retry and plugin-throttling) make: every one authenticated, the retried one twice.
const EXPECTED_REQUESTS = [
  { method: "GET", url: "/repos/octo/hello", scheme: "token", body: "" },
  { method: "PATCH", url: "/repos/octo/hello/issues/1", scheme: "token", body: '{"state":"closed"}' },
  { method: "GET", url: "/app", scheme: "bearer", body: "" },
  { method: "POST", url: "/app/installations/7/access_tokens", scheme: "bearer", body: "" },
  { method: "GET", url: "/flaky", scheme: "token", body: "" },
  { method: "GET", url: "/flaky", scheme: "token", body: "" },
];

function run(project: string, args: readonly string[]): AppsReport {
  return JSON.parse(sh("node", args, project)) as AppsReport;
}

describe("the octokit entry in real Octokit applications (@octokit/rest with a token, octokit's App)", function () {
  this.timeout(240_000);
  let project: string;

  before(() => {
    project = consumerProject("octokit-apps");
    for (const file of ["octokit-apps.cjs", "apps.mjs", "apps.cjs", "refused.mjs", "webhooks.mjs"])
      copyFileSync(join(__dirname, "fixtures", file), join(project, file));
  });
  after(() => rmSync(project, { recursive: true, force: true }));

  for (const [kind, file] of [
    ["an ES module application", "apps.mjs"],
    ["a CommonJS application (require() of Octokit's ES modules)", "apps.cjs"],
  ] as const) {
    it(`${kind} with node --import request-options-builder/octokit/register: every request is sent, authenticated`, () => {
      const report = run(project, ["--import", "request-options-builder/octokit/register", file]);
      expect(report.errors).to.deep.equal([]);
      expect(report.answeredBy, "which @octokit/endpoint answered inside @octokit/request").to.equal("request-options-builder");
      expect(report.rest).to.deep.equal([{ status: 200 }, { status: 200 }]);
      expect(report.app).to.deep.equal([{ status: 200 }, { status: 200 }]);
      expect(report.requests).to.deep.equal(EXPECTED_REQUESTS);
    });

    it(`${kind} without the register entry uses the real @octokit/endpoint (the check can fail)`, () => {
      const report = run(project, [file]);
      expect(report.answeredBy).to.equal("@octokit/endpoint");
      expect(report.requests).to.deep.equal(EXPECTED_REQUESTS);
    });
  }

  // GitHub's webhook-config routes take url as a body property: the peer sends such a call, token
  // and all, to that url. A release's upload_url is on the origin its route's defaults name.
  it("@octokit/rest with url: webhook calls reach no other host (thrown at the call), with data they are sent; upload_url uploads", () => {
    const report = (args: readonly string[]): WebhooksReport =>
      JSON.parse(sh("node", [...args, "webhooks.mjs"], project).replace(/127\.0\.0\.1:\d+/g, "HOOK")) as WebhooksReport;
    const body = '{"url":"http://HOOK/receiver","content_type":"json","secret":"s"}';
    const patch = (url: string) => ({
      method: "PATCH",
      url,
      authorization: "token secret-token",
      contentType: "application/json; charset=utf-8",
      body,
    });
    const upload = () => ({
      method: "POST",
      url: "/repos/octo/hello/releases/3/assets?name=a.zip",
      authorization: "token secret-token",
      contentType: "application/zip",
      body: "zip bytes",
    });
    const sent = [patch("/app/hook/config"), patch("/orgs/octo/hooks/1/config"), patch("/repos/octo/hello/hooks/2/config")];
    const ours = report(["--import", "request-options-builder/octokit/register"]);
    const refused = "thrown: ERR_INVALID_PARAMETER";
    expect(ours.withUrl).to.deep.equal({ app: refused, org: refused, repo: refused, request: refused });
    expect(ours.withData).to.deep.equal({ app: "resolved: 200", org: "resolved: 200", repo: "resolved: 200" });
    expect(ours.upload).to.equal("resolved: 200");
    expect(ours.hooks).to.deep.equal([]);
    expect(ours.github).to.deep.equal([...sent, upload()]);
    expect(ours.uploads).to.deep.equal(["https://uploads.github.com/repos/octo/hello/releases/3/assets?name=a.zip"]);
    // The peer sends the same bodies and the same upload (with a trailing "&" before 11.0.6), and the url calls to the hook.
    const peer = report([]);
    expect(peer.github).to.deep.equal([...sent, upload()]);
    expect(peer.hooks.map((entry) => [entry.url, entry.authorization])).to.deep.equal(Array(4).fill(["/receiver", "token secret-token"]));
  });

  // As the table of docs/octokit.md says: refused input is never sent; @octokit/request builds the request
  // before its promise starts, so a standalone request() throws, and Octokit's hooks reject.
  it("refused input: a standalone @octokit/request throws at once, @octokit/core rejects, nothing is sent", () => {
    expect(JSON.parse(sh("node", ["--import", "request-options-builder/octokit/register", "refused.mjs"], project))).to.deep.equal({
      request: "thrown: ERR_INVALID_PARAMETER",
      core: "rejected: ERR_INVALID_PARAMETER",
      sent: 0,
    });
    // Without the entry, the peer sends both (the check can fail).
    expect(JSON.parse(sh("node", ["refused.mjs"], project))).to.deep.equal({ request: "resolved", core: "resolved", sent: 2 });
  });
});
