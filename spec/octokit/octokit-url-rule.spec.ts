import { expect } from "chai";
import { copyFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { consumerProject, sh } from "../helpers/packed-package";

interface Received {
  method: string;
  url: string;
  authorization: string | null;
  contentType: string | null;
  body: string;
}

interface UrlRuleReport {
  upload: string;
  paginate: number[];
  withJson: Record<string, string>;
  ghes: Received[];
  evil: Received[];
}

// A call's url may move a request only to an origin the endpoint's configuration named: through
// Octokit, the instance's baseUrl too (a GitHub Enterprise upload_url), never a host only the
// call names (an application's JSON spread into a webhook-config method).
describe("the url rule in a real @octokit/rest application on GitHub Enterprise Server (loopback servers)", function () {
  this.timeout(240_000);
  let project: string;

  before(() => {
    project = consumerProject("octokit-url-rule");
    copyFileSync(join(__dirname, "fixtures", "url-rule.mjs"), join(project, "url-rule.mjs"));
  });
  after(() => rmSync(project, { recursive: true, force: true }));

  const report = (args: readonly string[]): UrlRuleReport =>
    JSON.parse(sh("node", [...args, "url-rule.mjs"], project).replace(/127\.0\.0\.([12]):\d+/g, "HOST$1")) as UrlRuleReport;
  const upload: Received = {
    method: "POST",
    url: "/api/uploads/repos/octo/hello/releases/3/assets?name=a.zip",
    authorization: "token secret-token",
    contentType: "application/zip",
    body: "zip bytes",
  };
  const list = (query: string): Received => ({
    method: "GET",
    url: `/api/v3/orgs/octo/repos${query}`,
    authorization: "token secret-token",
    contentType: null,
    body: "",
  });

  it("uploads to a GHES upload_url and follows next links as the peer does; the webhook JSON's url reaches no other host", () => {
    const ours = report(["--import", "request-options-builder/octokit/register"]);
    const refused = "thrown: ERR_INVALID_PARAMETER";
    expect(ours.upload).to.equal("resolved: 200");
    expect(ours.paginate).to.deep.equal([1, 2]);
    expect(ours.withJson).to.deep.equal({ app: refused, org: refused, repo: refused });
    expect(ours.evil).to.deep.equal([]);
    expect(ours.ghes).to.deep.equal([upload, list(""), list("?page=2")]);
    // The peer uploads and lists alike, and sends each webhook call, token and all, to the other host.
    const peer = report([]);
    expect(peer.upload).to.equal("resolved: 200");
    expect(peer.ghes).to.deep.equal([upload, list(""), list("?page=2")]);
    expect(peer.evil.map(({ method, url, authorization }) => [method, url, authorization])).to.deep.equal(
      Array(3).fill(["PATCH", "/evil", "token secret-token"]),
    );
  });
});
