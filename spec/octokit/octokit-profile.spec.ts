import { expect } from "chai";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { endpoint as peer } from "@octokit/endpoint";
import {
  createEndpoint,
  DefaultHeaderMerger,
  DefaultParamRouter,
  EndpointBuilder,
  InvalidHeaderError,
  InvalidParameterError,
  InvalidUrlError,
  RequestPipeline,
  Rfc6570TemplateExpander,
  TemplateSyntaxError,
  type RequestOptions,
} from "../../lib";
import { endpoint as octokit } from "../../lib/octokit/index";
import { expectEndpointError } from "../helpers/expect-error";

type PeerResult = { method: string; url: string; headers: Record<string, unknown>; body?: unknown; request?: unknown };
const peerCall = peer as unknown as (route: string, options?: Record<string, unknown>) => PeerResult;
const ours = octokit as unknown as (route: string, options?: Record<string, unknown>) => RequestOptions;

// The octokit entry and the real peer agree byte for byte, the user-agent aside.
function expectSameAsPeer(route: string, options: Record<string, unknown> = {}): RequestOptions {
  const result = ours(route, options);
  const expected = peerCall(route, options);
  const strip = ({ "user-agent": _agent, ...rest }: Record<string, unknown>) => rest;
  expect({ ...result, headers: strip(result.headers), body: JSON.stringify(result.body) }, route).to.deep.equal({
    ...expected,
    headers: strip(expected.headers),
    body: JSON.stringify(expected.body),
  });
  return result;
}

describe("the octokit entry: @octokit/endpoint 11 wherever it is right", () => {
  it("carries the method uppercase in endpoint() and parse() results, as fetch must send it", () => {
    for (const method of ["get", "HEAD", "options", "Post", "PUT", "patch", "DELETE"]) {
      const result = expectSameAsPeer(`${method} /repos/{owner}/{repo}`, { owner: "o", repo: "r", state: "open" });
      expect(result.method).to.equal(method.toUpperCase());
      expect(octokit.parse(octokit.merge(`${method} /x`)).method).to.equal(method.toUpperCase());
    }
  });

  it("amends accept with previews only for URLs ending in /graphql; a format everywhere", () => {
    expect(
      expectSameAsPeer("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", mediaType: { previews: ["mercy"] } }).headers.accept,
    ).to.equal("application/vnd.github.v3+json");
    expect(expectSameAsPeer("POST /graphql", { query: "{}", mediaType: { previews: ["mercy", "symmetra"] } }).headers.accept).to.equal(
      "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
    );
    expectSameAsPeer("POST https://ghe.example/api/graphql", { query: "{}", mediaType: { previews: ["mercy"], format: "raw" } });
    expect(expectSameAsPeer("GET /repos/o/r/pulls/1", { mediaType: { format: "diff" } }).headers.accept).to.equal(
      "application/vnd.github.v3.diff",
    );
  });

  // Every route Octokit's REST methods are made of, each placeholder filled (the generated table
  // with its defaults and values of every kind: rest-endpoint-methods.spec.ts). GitHub names one
  // parameter with "-" ({enterprise-team}), which RFC 6570's variable names do not allow (the
  // official suite refuses {default-graph-uri}): the octokit entry takes it as the peer does, the
  // main entry refuses it, naming the position, whichever entry planned the route first.
  it("builds every route of @octokit/plugin-rest-endpoint-methods as the peer does, those with a '-' in a name too", () => {
    const source = readFileSync(join(dirname(require.resolve("@octokit/plugin-rest-endpoint-methods")), "generated/endpoints.js"), "utf8");
    const routes = [...new Set([...source.matchAll(/"((?:GET|POST|PUT|PATCH|DELETE) \/[^"]*)"/g)].map((match) => match[1]))];
    expect(routes.length).to.be.greaterThan(900);
    const hyphenated = routes.filter((route) => route.includes("{enterprise-team}"));
    expect(hyphenated).not.to.deep.equal([]);
    const standard = createEndpoint() as unknown as typeof ours & { merge: typeof ours; parse(merged: unknown): RequestOptions };
    const built = new EndpointBuilder(
      new RequestPipeline(new Rfc6570TemplateExpander(), new DefaultHeaderMerger(), new DefaultParamRouter(), { profile: "octokit" }),
    );
    for (const route of routes) {
      const options: Record<string, unknown> = {};
      for (const [, expression] of route.matchAll(/\{([^}]+)\}/g)) {
        for (const name of expression.replace(/^[+#./;?&]/, "").split(",")) options[name] = `${name}-value`;
      }
      const result = expectSameAsPeer(route, options);
      if (!hyphenated.includes(route)) continue;
      expect(built.route(route).params(options).build().url).to.equal(result.url);
      expect(octokit.parse(octokit.merge(route, options as never)).url).to.equal(result.url);
      const position = route.indexOf("{enterprise-team}") + "{enterprise".length - route.indexOf("/");
      for (const refused of [() => standard(route, options), () => standard.parse(standard.merge(route, options))]) {
        expectEndpointError(refused, TemplateSyntaxError, "ERR_TEMPLATE_SYNTAX", `position ${position}.`);
      }
    }
  });

  it("percent-encodes the literal characters a template refuses, as the peer does (a server's pagination link holds them)", () => {
    for (const url of ["https://api.github.com/items?filter=a|b&page=2", '/a b/c\\d?q=<x>^`"%&r=%41']) {
      expectSameAsPeer(`GET ${url.replace(" ", "%20")}`);
      const ours = octokit({ method: "GET", url } as never);
      expect(ours.url).to.equal((peer as unknown as (o: unknown) => PeerResult)({ method: "GET", url }).url);
    }
    // The standard entry refuses them.
    expect(() => createEndpoint()({ method: "GET", url: "/a|b" } as never)).to.throw(/Malformed URI template/);
  });

  // Found by an outside review: request.defaults() and octokit.request.defaults() threw.
  it("defaults() without options gives the same defaults, as the peer does", () => {
    const same = octokit.defaults(undefined as never);
    expect(same.DEFAULTS).to.deep.equal(octokit.DEFAULTS);
    expect(same("GET /x").url).to.equal(peerCall("GET /x").url);
  });

  it("drops a call's own parameters beside data, as the peer does", () => {
    const result = expectSameAsPeer("POST /markdown/raw", { data: "Hello", mode: "gfm", headers: { "content-type": "text/plain" } });
    expect(result.body).to.equal("Hello");
  });

  it("parse() without a url goes to the root", () => {
    const merged = octokit.merge({ method: "GET" });
    expect(merged).not.to.have.property("url");
    expect(octokit.parse(merged).url).to.equal("https://api.github.com/");
    expect((peer.parse as (o: unknown) => PeerResult)(peer.merge({ method: "GET" } as never)).url).to.equal("https://api.github.com/");
  });

  it("sends OPTIONS parameters as a JSON body, as the peer does", () => {
    expect(expectSameAsPeer("OPTIONS /x", { a: 1 }).body).to.deep.equal({ a: 1 });
  });

  it("expands an unfilled whole-segment placeholder to nothing", () => {
    expect(expectSameAsPeer("GET /repos/{owner}/{repo}/branches/{branch}", { owner: "o", repo: "r" }).url).to.equal(
      "https://api.github.com/repos/o/r/branches",
    );
  });

  it('keeps "" in a whole-segment placeholder, as the peer does: contents/{path} with path "" lists the root', () => {
    const route = "GET /repos/{owner}/{repo}/contents/{path}";
    expect(expectSameAsPeer(route, { owner: "o", repo: "r", path: "" }).url).to.equal("https://api.github.com/repos/o/r/contents");
    expect(expectSameAsPeer("DELETE /users/{id}", { id: "" }).url).to.equal("https://api.github.com/users");
    expect(expectSameAsPeer("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "" }).url).to.equal(
      "https://api.github.com/repos/o//issues", // an empty middle segment, as the peer writes it
    );
    // Whatever the value's shape, an empty expansion is the peer's too: the main entry refuses these.
    const built = new EndpointBuilder(
      new RequestPipeline(new Rfc6570TemplateExpander(), new DefaultHeaderMerger(), new DefaultParamRouter(), {
        profile: "octokit",
      }),
    );
    const empties: [string, Record<string, unknown>, string][] = [
      ["DELETE /users/{id}", { id: [""] }, "https://api.github.com/users"],
      ["DELETE /users/{id}", { id: ["", null] }, "https://api.github.com/users"],
      ["DELETE /users/{id*}", { id: [""] }, "https://api.github.com/users"],
      ["DELETE /repos/{owner}/{name}{suffix}", { owner: "o", name: "", suffix: "" }, "https://api.github.com/repos/o"],
      ["DELETE /users/{id}/keys", { id: [""] }, "https://api.github.com/users//keys"],
      ["GET /repos/{owner}/{repo}", { owner: "o", repo: [""] }, "https://api.github.com/repos/o"],
    ];
    for (const [route, parameters, url] of empties) {
      expect(expectSameAsPeer(route, parameters).url).to.equal(url);
      expect(octokit.parse(octokit.merge(route, parameters)).url).to.equal(url);
      expect(built.route(route).params(parameters).build().url).to.equal(url);
    }
    // An unset name's nothing is left out, as RFC 6570 says (the peer joined it with a comma, "/x/,", before 11.0.6).
    expect(expectSameAsPeer("DELETE /x/{a,b}", { a: "" }).url).to.equal("https://api.github.com/x");
    expect(built.route("DELETE /x/{a,b}").param("a", "").build().url).to.equal("https://api.github.com/x");
  });

  // The peer left "?&", ".", ";" or "#" before 11.0.6; it now writes what RFC 6570 says, as the entry did.
  it("expands an expression without values to nothing, as RFC 6570 says and the peer does", () => {
    const cases: [string, string][] = [
      ["POST https://uploads.example/assets{?name,label}", "https://uploads.example/assets"],
      ["GET /e{.ext}", "https://api.github.com/e"],
      ["GET /m{;p}", "https://api.github.com/m"],
      ["GET /w{#frag}", "https://api.github.com/w"],
    ];
    for (const [route, url] of cases) expect(expectSameAsPeer(route, {}).url, route).to.equal(url);
  });

  it("removes one trailing slash after expansion, as the peer does", () => {
    expect(expectSameAsPeer("GET /repos/{owner}/{repo}").url).to.equal("https://api.github.com/repos/");
    expect(expectSameAsPeer("GET /z/{id}/").url).to.equal("https://api.github.com/z/");
    expect(expectSameAsPeer("GET /z//").url).to.equal("https://api.github.com/z/");
    expect(expectSameAsPeer("GET /z/{id}/", { id: 1, a: 2 }).url).to.equal("https://api.github.com/z/1?a=2");
    expectSameAsPeer("GET /");
    expectSameAsPeer("GET https://example.com/a/");
  });

  it("keeps a trailing slash that a query or fragment follows, as the peer does (the server sees the path as written)", () => {
    expect(expectSameAsPeer("GET /x/?a=1", { b: 2 }).url).to.equal("https://api.github.com/x/?a=1&b=2");
    expect(expectSameAsPeer("GET /x/{?a}", { a: 1 }).url).to.equal("https://api.github.com/x/?a=1");
    expect(ours("GET /x/#f").url).to.equal("https://api.github.com/x/#f");
    // The main entry removes the path's trailing slash wherever the path ends.
    expect(createEndpoint()("GET /x/{?a}", { a: 1 }).url).to.equal("https://api.github.com/x?a=1");
  });

  it("merges a call's plain-object parameter into the defaults' one, key by key, as the peer does", () => {
    const defaults = { owner: "o", repo: "r", config: { url: "https://hooks.example", content_type: "json", nested: { a: 1 } } };
    const call = { config: { secret: "s", nested: { b: 2 } }, events: ["push"] };
    const ourDerived = octokit.defaults(defaults) as unknown as typeof ours;
    const peerDerived = peer.defaults(defaults as never) as unknown as typeof peerCall;
    const result = ourDerived("POST /repos/{owner}/{repo}/hooks", call);
    expect(result.body).to.deep.equal(peerDerived("POST /repos/{owner}/{repo}/hooks", call).body);
    expect(result.body).to.deep.equal({
      config: { url: "https://hooks.example", content_type: "json", nested: { a: 1, b: 2 }, secret: "s" },
      events: ["push"],
    });
    // Defaults cascade the same way, and the defaults' own objects stay as they were.
    const twice = octokit.defaults(defaults).defaults({ config: { insecure_ssl: "0" } });
    expect(twice.DEFAULTS).to.deep.include({
      config: { url: "https://hooks.example", content_type: "json", nested: { a: 1 }, insecure_ssl: "0" },
    });
    expect(ourDerived("POST /repos/{owner}/{repo}/hooks").body).to.deep.equal({ config: defaults.config });
    // A value that is not a plain object on either side replaces; the main entry always replaces.
    expect(ourDerived("POST /repos/{owner}/{repo}/hooks", { config: "x" }).body).to.deep.equal({ config: "x" });
    expect(createEndpoint().defaults(defaults)("POST /repos/{owner}/{repo}/hooks", call).body).to.deep.equal(call);
  });

  it("keeps key order and query encoding byte-identical to the peer's", () => {
    const paged = octokit.defaults({ per_page: 5, sort: "created" });
    const peerPaged = peer.defaults({ per_page: 5, sort: "created" } as never) as unknown as typeof peerCall;
    const options = { owner: "o", repo: "r", state: "open", sort: "updated", since: "2026-01-01T00:00:00Z", q: "is:open label:bug+x" };
    expect((paged as unknown as typeof ours)("GET /repos/{owner}/{repo}/issues", options).url).to.equal(
      peerPaged("GET /repos/{owner}/{repo}/issues", options).url,
    );
    // Lists: the peer percent-encodes the joining comma, this library keeps it; servers read both alike.
    expect(ours("GET /x", { labels: ["a b", "c"] }).url).to.equal("https://api.github.com/x?labels=a%20b,c");
    expect(peerCall("GET /x", { labels: ["a b", "c"] }).url).to.equal("https://api.github.com/x?labels=a%20b%2Cc");
  });

  it("ignores a second argument after an options object in endpoint() and merge(), as Octokit's auth hooks pass one", () => {
    // @octokit/auth-token calls request.endpoint.merge(route, parameters); when a plugin wraps
    // request and calls request(options), that is merge(options, options).
    const options = octokit.merge("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", headers: { authorization: "token x" } });
    const peerMerge = peer.merge as unknown as (route: unknown, options?: unknown) => Record<string, unknown>;
    const { headers: ourHeaders, ...ourMerged } = octokit.merge(options as never, options as never) as unknown as Record<string, unknown>;
    const { headers: theirHeaders, ...theirMerged } = peerMerge(options, options);
    expect(ourMerged).to.deep.equal(theirMerged);
    expect({ ...(ourHeaders as object), "user-agent": "" }).to.deep.equal({ ...(theirHeaders as object), "user-agent": "" });
    expect(octokit.merge(options as never, { owner: "other" } as never)).to.deep.equal(options);
    const peerEndpoint = peer as unknown as (route: unknown, options?: unknown) => PeerResult;
    const result = (octokit as unknown as (route: unknown, options?: unknown) => RequestOptions)(options, { repo: "other" });
    expect(result.url)
      .to.equal(peerEndpoint(options, { repo: "other" }).url)
      .and.equal("https://api.github.com/repos/o/r");
    // What is ignored is not checked either, as the peer does not read it.
    expect(octokit.merge({ url: "/x" } as never, 42 as never)).to.include({ url: "/x" });
  });

  it("keeps an explicitly given empty previews list in merge() results and DEFAULTS, as @octokit/core's hooks read its length", () => {
    const core = octokit.defaults({ mediaType: { previews: [], format: "" } });
    const peerCore = peer.defaults({ mediaType: { previews: [], format: "" } } as never);
    expect(core.DEFAULTS.mediaType)
      .to.deep.equal((peerCore.DEFAULTS as { mediaType: unknown }).mediaType)
      .and.deep.equal({ format: "", previews: [] });
    for (const route of ["GET /x", "POST /graphql"]) {
      const peerMerged = (peerCore.merge as unknown as (route: string, o?: unknown) => { mediaType: unknown })(route, { mediaType: {} });
      expect(core.merge(route, { mediaType: {} }).mediaType, route).to.deep.equal(peerMerged.mediaType);
      expect(octokit.merge(route, { mediaType: { previews: [] } }).mediaType.previews, route).to.deep.equal([]);
    }
  });

  it("is the octokit profile of the same core, reachable from createEndpoint()", () => {
    const profiled = createEndpoint({ profile: "octokit" }) as unknown as typeof ours;
    expect(profiled("PATCH /user", { name: "Mona" })).to.deep.equal(ours("PATCH /user", { name: "Mona" }));
  });

  describe("and still keeps every safety rule, where the peer is insecure or wrong", () => {
    it("refuses a dot segment from a value (the peer sends /repos/../admin)", () => {
      expect(peerCall("GET /repos/{owner}/{repo}", { owner: "..", repo: "admin" }).url).to.equal("https://api.github.com/repos/../admin");
      expectEndpointError(
        () => ours("GET /repos/{owner}/{repo}", { owner: "..", repo: "admin" }),
        InvalidParameterError,
        "ERR_INVALID_PARAMETER",
      );
    });

    it("refuses header injection, other schemes and a polluted-prototype header", () => {
      expectEndpointError(() => ours("GET /x", { headers: { "x-a": "1\r\nInjected: yes" } }), InvalidHeaderError, "ERR_INVALID_HEADER");
      expectEndpointError(() => ours("GET javascript:alert(1)"), InvalidUrlError, "ERR_INVALID_URL");
      const withProto = ours("GET /", { headers: JSON.parse('{"__proto__": "x", "x-a": "1"}') });
      expect(withProto.headers).to.include({ accept: "application/vnd.github.v3+json", "x-a": "1" });
    });

    it("lets undefined unset a default, where the peer ignores it and sends the default", () => {
      const paged = octokit.defaults({ per_page: 100, headers: { "x-team": "a" } }) as unknown as typeof ours;
      const peerPaged = peer.defaults({ per_page: 100, headers: { "x-team": "a" } } as never) as unknown as typeof peerCall;
      const unset = { per_page: undefined, headers: { "x-team": undefined } };
      const theirs = peerPaged("GET /x", unset);
      expect(theirs.url).to.equal("https://api.github.com/x?per_page=100");
      expect(theirs.headers).to.have.property("x-team", "a");
      const result = paged("GET /x", unset);
      expect(result.url).to.equal("https://api.github.com/x");
      expect(result.headers).not.to.have.property("x-team");
    });

    it("sends a preview the defaults and the call both name once (the peer sends it twice)", () => {
      const withMercy = { mediaType: { previews: ["mercy"] } };
      const call = { query: "{}", mediaType: { previews: ["mercy-preview", "symmetra"] } };
      const theirs = (peer.defaults(withMercy as never) as unknown as typeof peerCall)("POST /graphql", call);
      expect(theirs.headers.accept).to.equal(
        "application/vnd.github.mercy-preview+json,application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
      );
      expect((octokit.defaults(withMercy) as unknown as typeof ours)("POST /graphql", call).headers.accept).to.equal(
        "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
      );
    });

    it("reads a route that is only a verb as the method (the peer reads it as the URL)", () => {
      const theirs = peerCall("POST", { url: "/x" });
      expect([theirs.method, theirs.url]).to.deep.equal(["GET", "https://api.github.com/x"]);
      const result = ours("POST", { url: "/x" });
      expect([result.method, result.url]).to.deep.equal(["POST", "https://api.github.com/x"]);
    });

    it("sends no null in a query (the peer sends x=null)", () => {
      expect(peerCall("GET /x", { a: null, b: 1 }).url).to.equal("https://api.github.com/x?a=null&b=1");
      expect(ours("GET /x", { a: null, b: 1 }).url).to.equal("https://api.github.com/x?b=1");
    });

    it("keeps a colon inside a path segment as text: only one that starts a segment is a :name placeholder (the peer reads any)", () => {
      // A server's pagination link, as @octokit/plugin-paginate-rest hands it on: the peer asks for
      // another comparison (octocat...monalisa) on page 2 and merges it into the results.
      const next = "https://api.github.com/repos/octocat/hello/compare/octocat:main...monalisa:feature?per_page=1&page=2";
      const link = { method: "GET", url: next, headers: {} };
      expect((peer as unknown as (o: unknown) => PeerResult)(link).url).to.equal(
        "https://api.github.com/repos/octocat/hello/compare/octocat...monalisa?per_page=1&page=2",
      );
      expect(octokit(link as never).url).to.equal(next);
      // A custom method of an OpenAPI description: the peer sends POST /v1/operations/op1.
      expect(peerCall("POST /v1/operations/{operation}:cancel", { operation: "op1" }).url).to.equal(
        "https://api.github.com/v1/operations/op1",
      );
      expect(ours("POST /v1/operations/{operation}:cancel", { operation: "op1" }).url).to.equal(
        "https://api.github.com/v1/operations/op1:cancel",
      );
      expectSameAsPeer("GET /repos/:owner/:repo/compare/:basehead", { owner: "o", repo: "r", basehead: "a...b" });
    });

    it("joins paths to the base URL with one slash (the peer sends //)", () => {
      const ghe = { baseUrl: "https://ghe.example/api/v3/" };
      expect(peerCall("GET /user", ghe).url).to.equal("https://ghe.example/api/v3//user");
      expect(ours("GET /user", ghe).url).to.equal("https://ghe.example/api/v3/user");
    });
  });
});
