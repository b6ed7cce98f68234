import { expect } from "chai";
import { endpoint, GLOBAL_DEFAULTS, InvalidOptionsError, NAMED_OPTION_KEYS, TemplateSyntaxError } from "../../lib";
import { endpoint as octokit } from "../../lib/octokit/index";
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

  // Shared by every endpoint, the builder and the CLI: a change by one application would change
  // what all of them read as an option.
  it("NAMED_OPTION_KEYS is frozen, as GLOBAL_DEFAULTS is: a push throws and changes nothing", () => {
    const keys = ["method", "url", "baseUrl", "headers", "mediaType", "request", "data"];
    expect(Object.isFrozen(NAMED_OPTION_KEYS)).to.equal(true);
    expect(() => (NAMED_OPTION_KEYS as unknown as string[]).push("owner")).to.throw(TypeError);
    expect(() => ((NAMED_OPTION_KEYS as unknown as string[])[0] = "owner")).to.throw(TypeError);
    // @ts-expect-error its type is readonly too
    expect(() => NAMED_OPTION_KEYS.pop()).to.throw(TypeError);
    expect(NAMED_OPTION_KEYS).to.deep.equal(keys);
    expect(endpoint("GET /x/{owner}", { owner: "o", method: "POST" }).method).to.equal("post");
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

  it("a call's mediaType format or previews of undefined unsets the defaults' (undefined is not set), in both entries", () => {
    // The two entries' types differ; what is read here is the same in both.
    for (const base of [endpoint, octokit as unknown as typeof endpoint]) {
      const raw = base.defaults({ mediaType: { format: "raw", previews: ["mercy"] } });
      const unset = raw("POST https://api.github.com/graphql", { mediaType: { format: undefined, previews: undefined } });
      expect(unset.headers.accept).to.equal("application/vnd.github.v3+json");
      expect(raw.merge("GET /x", { mediaType: { format: undefined } }).mediaType).to.deep.equal({ format: "", previews: ["mercy"] });
      expect(raw.merge("GET /x", { mediaType: { previews: undefined } }).mediaType).to.deep.equal({ format: "raw" });
      // Not given, the defaults' stay.
      expect(raw.merge("GET /x", { mediaType: {} }).mediaType).to.deep.equal({ format: "raw", previews: ["mercy"] });
    }
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

  // The comparison table of docs/octokit.md: "method, baseUrl, url, headers, mediaType, request, then the
  // parameters", in both entries, whichever order the defaults and the call give them in.
  // (Each entry typed alike: the two entries' overloads make no union that can be called.)
  type Merging = { merge(...args: readonly unknown[]): object; defaults(options: object): Merging };
  for (const [entry, bound] of Object.entries({ main: endpoint, octokit }) as [string, unknown][]) {
    const api = bound as Merging;
    it(`merge() results put the named options first, request last of them, then the parameters (${entry} entry)`, () => {
      const paged = api.defaults({ per_page: 10, request: { timeout: 5 } });
      const merged = paged.merge("GET /x", { q: "a", request: { retries: 1 }, baseUrl: "https://ghe.example/api/v3" });
      expect(Object.keys(merged)).to.deep.equal(["method", "baseUrl", "url", "headers", "mediaType", "request", "per_page", "q"]);
      const given = api.merge({ q: "a", request: { timeout: 1 }, url: "/x", method: "POST" });
      expect(Object.keys(given)).to.deep.equal(["method", "baseUrl", "url", "headers", "mediaType", "request", "q"]);
    });
  }

  it("parse() is stateless: it ignores the endpoint's defaults", () => {
    const merged = endpoint.merge("GET /x", { a: 1 });
    expect(endpoint.defaults({ b: 2 }).parse(merged)).to.deep.equal(endpoint.parse(merged));
  });

  it("defaults() refuses options of the wrong type", () => {
    expectEndpointError(() => endpoint.defaults("x" as never), InvalidOptionsError, "ERR_INVALID_OPTIONS");
  });
});
