import { expect } from "chai";
import { endpoint, GLOBAL_DEFAULTS, InvalidOptionsError, TemplateSyntaxError } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

describe("defaults, DEFAULTS and merge()", () => {
  it("DEFAULTS holds the global defaults", () => {
    expect(endpoint.DEFAULTS).to.deep.equal({
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": GLOBAL_DEFAULTS.headers["user-agent"] },
      mediaType: { format: "" },
    });
  });

  it("DEFAULTS is deeply frozen", () => {
    const derived = endpoint.defaults({
      labels: ["a"],
      headers: { "x-a": "1" },
      mediaType: { previews: ["p"] },
      request: { retry: { n: 1 } },
    });
    for (const defaults of [endpoint.DEFAULTS, derived.DEFAULTS]) {
      expect(Object.isFrozen(defaults)).to.equal(true);
      expect(Object.isFrozen(defaults.headers)).to.equal(true);
      expect(Object.isFrozen(defaults.mediaType)).to.equal(true);
    }
    expect(Object.isFrozen(derived.DEFAULTS.labels)).to.equal(true);
    expect(Object.isFrozen(derived.DEFAULTS.mediaType.previews)).to.equal(true);
    expect(Object.isFrozen((derived.DEFAULTS.request as { retry: object }).retry)).to.equal(true);
  });

  it("defaults() checks a url template when it is bound, not at the first call (as a builder's url() does)", () => {
    expectEndpointError(() => endpoint.defaults({ url: "/x/{" }), TemplateSyntaxError, "ERR_TEMPLATE_SYNTAX", "never closed");
    expect(endpoint.defaults({ url: "/x/{id}" })({ id: 1 }).url).to.equal("https://api.github.com/x/1");
  });

  it("defaults() returns a callable with the same members", () => {
    const derived = endpoint.defaults({ per_page: 100 });
    expect(derived).to.be.a("function");
    // The peer's members, no more: a builder comes from EndpointBuilder.from(derived).
    expect(Object.keys(derived).sort()).to.deep.equal(["DEFAULTS", "defaults", "merge", "parse"]);
  });

  it("defaults cascade and DEFAULTS reflects the bound defaults", () => {
    const org = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3", org: "octokit" });
    const paged = org.defaults({ per_page: 100, headers: { authorization: "token t" } });
    expect(paged.DEFAULTS).to.include({ baseUrl: "https://ghe.example.com/api/v3", org: "octokit", per_page: 100 });
    expect(paged.DEFAULTS.headers).to.deep.equal({ ...endpoint.DEFAULTS.headers, authorization: "token t" });
    expect(paged("GET /orgs/{org}/repos").url).to.equal("https://ghe.example.com/api/v3/orgs/octokit/repos?per_page=100");
    expect(org.DEFAULTS).not.to.have.property("per_page");
  });

  it("a derived endpoint keeps the global accept unless overridden", () => {
    expect(endpoint.defaults({ headers: { "x-a": "1" } })("GET /").headers.accept).to.equal("application/vnd.github.v3+json");
  });

  it("a call's value overrides a default of the same key", () => {
    expect(endpoint.defaults({ per_page: 100 })("GET /x", { per_page: 1 }).url).to.equal("https://api.github.com/x?per_page=1");
  });

  it("merges previews of the defaults and the call, defaults first, without -preview and duplicates", () => {
    const derived = endpoint.defaults({ mediaType: { previews: ["mercy-preview", "mercy"] } });
    expect(derived.DEFAULTS.mediaType.previews).to.deep.equal(["mercy"]);
    expect(derived.merge("GET /x", { mediaType: { previews: ["symmetra-preview", "mercy"] } }).mediaType.previews).to.deep.equal([
      "mercy",
      "symmetra",
    ]);
    expect(derived("GET /x", { mediaType: { previews: ["symmetra"] } }).headers.accept).to.equal(
      "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
    );
  });

  it("nothing a call passes changes the defaults", () => {
    const derived = endpoint.defaults({ labels: ["a"], headers: { "x-a": "1" } });
    const before = JSON.stringify(derived.DEFAULTS);
    const result = derived("POST /x", { headers: { "x-b": "2" }, mediaType: { previews: ["p"] } });
    (result.body as { labels: string[] }).labels.push("mutated");
    result.headers["x-a"] = "mutated";
    expect(JSON.stringify(derived.DEFAULTS)).to.equal(before);
    expect(derived("POST /x").body).to.deep.equal({ labels: ["a"] });
  });

  it("merge() returns the template, uppercase method, merged headers and every parameter", () => {
    const merged = endpoint
      .defaults({ per_page: 10 })
      .merge("get /repos/{owner}/{repo}", { owner: "o", repo: "r", headers: { "X-A": "1" } });
    expect(merged).to.deep.equal({
      method: "GET",
      baseUrl: "https://api.github.com",
      url: "/repos/{owner}/{repo}",
      headers: { ...endpoint.DEFAULTS.headers, "x-a": "1" },
      mediaType: { format: "" },
      per_page: 10,
      owner: "o",
      repo: "r",
    });
  });

  it("parse() is stateless: it ignores the endpoint's defaults", () => {
    const merged = endpoint.merge("GET /x", { a: 1 });
    expect(endpoint.defaults({ b: 2 }).parse(merged)).to.deep.equal(endpoint.parse(merged));
  });

  it("defaults() refuses options of the wrong type", () => {
    expectEndpointError(() => endpoint.defaults("x" as never), InvalidOptionsError, "ERR_INVALID_OPTIONS");
  });
});
