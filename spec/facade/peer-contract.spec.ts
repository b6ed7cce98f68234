import { expect } from "chai";
import { endpoint as peer } from "@octokit/endpoint";
import { endpoint, InvalidParameterError, InvalidUrlError, type RequestOptions } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

// Where the peer (@octokit/endpoint 11, the real package) is right, the main entry agrees with
// it byte for byte, but for the method's case and the user-agent.
function sameAsPeer(ours: RequestOptions, theirs: { method: string; url: string; headers: Record<string, unknown>; body?: unknown }): void {
  expect(ours.method).to.equal(theirs.method.toLowerCase());
  expect(ours.url).to.equal(theirs.url);
  expect(JSON.stringify(ours.body)).to.equal(JSON.stringify(theirs.body));
  const { "user-agent": _ours, ...ourHeaders } = ours.headers;
  const { "user-agent": _theirs, ...theirHeaders } = theirs.headers;
  expect(ourHeaders).to.deep.equal(theirHeaders);
}

describe("the peer's contract, where the peer is right (main entry)", () => {
  it("merge() needs no url: with no options or only parameters it returns the merged defaults", () => {
    const { "user-agent": _a, ...peerHeaders } = (peer.merge({ per_page: 100 } as never) as { headers: Record<string, unknown> }).headers;
    const ours = endpoint.merge({ per_page: 100 });
    const { "user-agent": _b, ...ourHeaders } = ours.headers;
    expect(ourHeaders).to.deep.equal(peerHeaders);
    expect(ours).to.include({ method: "GET", baseUrl: "https://api.github.com", per_page: 100 });
    expect(ours).not.to.have.property("url");
    expect(endpoint.merge().mediaType).to.deep.equal({ format: "" });
  });

  it("no previews in merge() results or DEFAULTS when no list was given; an empty list given is kept, as the peer keeps it", () => {
    expect(endpoint.defaults({ mediaType: { format: "raw" } }).DEFAULTS.mediaType).to.deep.equal({ format: "raw" });
    expect(endpoint.DEFAULTS.mediaType).to.deep.equal({ format: "" });
    expect(endpoint.merge("GET /x").mediaType).to.deep.equal({ format: "" });
    const peerMerge = peer.merge as unknown as (route: string, options?: unknown) => { mediaType: unknown };
    expect(peerMerge("GET /x", { mediaType: { previews: [] } }).mediaType).to.deep.equal({ format: "", previews: [] });
    expect(endpoint.merge("GET /x", { mediaType: { previews: [] } }).mediaType).to.deep.equal({ format: "", previews: [] });
    // @octokit/core's defaults: every hook then reads previews.length
    const core = endpoint.defaults({ mediaType: { previews: [], format: "" } });
    expect(core.DEFAULTS.mediaType).to.deep.equal({ format: "", previews: [] });
    expect(core.merge("GET /x").mediaType).to.deep.equal({ format: "", previews: [] });
    expect(core.merge("GET /x", { mediaType: { format: "raw" } }).mediaType).to.deep.equal({ format: "raw", previews: [] });
    expect(core("GET /x").headers.accept).to.equal("application/vnd.github.v3+json");
    expect(endpoint.defaults({ mediaType: { previews: ["mercy-preview"] } }).merge("GET /x").mediaType).to.deep.equal({
      format: "",
      previews: ["mercy"],
    });
  });

  it("keeps the peer's key order: the defaults' keys first, an override in the default's place, then the call's new keys", () => {
    const listed = endpoint.defaults({ per_page: 5, sort: "created" });
    const peerListed = peer.defaults({ per_page: 5, sort: "created" } as never);
    const options = { state: "open", sort: "updated", direction: "desc" };
    const ours = listed("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", ...options });
    expect(ours.url).to.equal("https://api.github.com/repos/o/r/issues?per_page=5&sort=updated&state=open&direction=desc");
    sameAsPeer(ours, peerListed("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", ...options } as never));
    const body = listed("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", sort: "x" });
    expect(JSON.stringify(body.body)).to.equal('{"per_page":5,"sort":"x","title":"t"}');
    sameAsPeer(body, peerListed("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", sort: "x" } as never));
    expect(Object.keys(listed.merge("GET /x", { a: 1, sort: "s", per_page: 1 })).slice(-3)).to.deep.equal(["per_page", "sort", "a"]);
  });

  it("drops the defaults' parameters beside data, as the peer does; refuses the call's own", () => {
    const paged = endpoint.defaults({ per_page: 100 });
    const markdown = paged("POST /markdown/raw", { data: "Hello **world**", headers: { "content-type": "text/plain; charset=utf-8" } });
    expect(markdown.body).to.equal("Hello **world**");
    sameAsPeer(
      markdown,
      peer.defaults({ per_page: 100 } as never)("POST /markdown/raw", {
        data: "Hello **world**",
        headers: { "content-type": "text/plain; charset=utf-8" },
      } as never),
    );
    expect(paged.defaults({ org: "o" })("PUT /x/{org}", { data: "d" }).body).to.equal("d");
    expectEndpointError(
      () => paged("POST /markdown/raw", { data: "d", mode: "gfm" }),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
      '"mode"',
    );
    // A placeholder's parameter is no leftover.
    expect(paged("POST /x/{org}", { org: "o", data: "d" }).url).to.equal("https://api.github.com/x/o");
  });

  it("`:name` placeholders follow the peer's name rule and live only in the path", () => {
    const cases: [string, string][] = [
      ["GET http://[::ffff:c0a8:1]/x", "http://[::ffff:c0a8:1]/x"],
      ["GET http://[2001:db8::1]:8080/x", "http://[2001:db8::1]:8080/x"],
      ["GET /wiki/Special:Search", "https://api.github.com/wiki/Special:Search"],
      ["GET /x/urn:ISBN:123", "https://api.github.com/x/urn:ISBN:123"],
      ["GET /search?q=is:open", "https://api.github.com/search?q=is:open"],
      ["GET /x#a:bc", "https://api.github.com/x#a:bc"],
      ["GET /a/:b", "https://api.github.com/a/:b"], // one character is no name
    ];
    for (const [route, url] of cases) expect(endpoint(route).url, route).to.equal(url);
    // ":8080" in the authority is a port, not a placeholder; credentials there are refused (fetch and curl read them differently).
    expect(endpoint("GET https://h.example:8080/x/:id", { id: 1 }).url).to.equal("https://h.example:8080/x/1");
    expect(() => endpoint("GET https://user:pw@h.example/x/:id", { id: 1 })).to.throw(InvalidUrlError, "credentials");
    expect(endpoint("GET /repos/:owner/:repo_name", { owner: "o", repo_name: "r" }).url).to.equal("https://api.github.com/repos/o/r");
    expect(peer("GET /repos/:owner/:repo_name", { owner: "o", repo_name: "r" } as never).url).to.equal("https://api.github.com/repos/o/r");
  });

  it("takes ' as a template literal, as the community RFC 6570 suite expects", () => {
    expect(endpoint("GET /x/'{var}'", { var: "value" }).url).to.equal("https://api.github.com/x/'value'");
  });
});
