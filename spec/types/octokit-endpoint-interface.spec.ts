import { expect } from "chai";
import type {
  EndpointInterface,
  EndpointDefaults as PeerMergedOptions,
  RequestOptions as PeerRequestOptions,
  RequestMethod,
} from "@octokit/types";
import { endpoint } from "../../lib/octokit";

// Code written against @octokit/endpoint, typed with @octokit/types, compiled against the octokit
// entry unchanged (project-types.spec.ts compiles this file with the project).
const asPeer: EndpointInterface = endpoint;
const withBase: EndpointInterface = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" });
const options: PeerRequestOptions = endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
const method: RequestMethod = endpoint({ method: "PATCH", url: "/x" }).method;
const merged: PeerMergedOptions = endpoint.merge("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
const parsed: PeerRequestOptions = endpoint.parse(endpoint.merge({ method: "POST", url: "/x" }));
// A literal route's verb types the method, as the peer types GitHub's routes.
const issues: "GET" = endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r" }).method;
const patched: "PATCH" = endpoint("patch /repos/{owner}/{repo}", { owner: "o", repo: "r" }).method;
const mergedPost: "POST" = endpoint.merge("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" }).method;
// A method in the options replaces the route's: any method then.
// @ts-expect-error the options' method is sent, not the route's
const replaced: "GET" = endpoint("GET /x", { method: "POST" }).method;

describe("the octokit entry's types stand in for @octokit/endpoint's (compiled with @octokit/types)", () => {
  it("an endpoint typed EndpointInterface works as the octokit entry", () => {
    expect(asPeer("PATCH /x").method).to.equal("PATCH");
    expect(withBase("GET /x").url).to.equal("https://ghe.example/api/v3/x");
    expect([options.method, method, merged.method, parsed.method]).to.deep.equal(["GET", "PATCH", "GET", "POST"]);
    expect([issues, patched, mergedPost, replaced]).to.deep.equal(["GET", "PATCH", "POST", "POST"]);
  });
});
