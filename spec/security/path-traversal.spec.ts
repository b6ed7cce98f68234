import { expect } from "chai";
import { endpoint, InvalidParameterError, InvalidUrlError, Rfc6570TemplateExpander } from "../../lib";
import { toFetch } from "../../lib/adapters/to-fetch";
import { endpoint as octokitEndpoint } from "../../lib/octokit";
import { expectEndpointError } from "../helpers/expect-error";

describe("path traversal through parameter values", () => {
  const cases: [string, Record<string, unknown>][] = [
    ["GET /repos/{owner}/{repo}", { owner: "..", repo: "x" }],
    ["GET /repos/{owner}/{repo}", { owner: ".", repo: "x" }],
    ["GET /repos/{owner}/{repo}", { owner: "o", repo: ".." }],
    ["GET /repos/:owner/:repo", { owner: "..", repo: "x" }],
    ["GET /repos/{+path}", { path: "../../admin" }],
    ["GET /repos/{+path}", { path: "a/%2e%2e/b" }],
    ["GET /repos/{+path}", { path: "a/%2E%2e/b" }],
    ["GET /repos/{+path}", { path: "a/.%2E/b" }],
    ["GET /repos/{+path}", { path: "a/%2e/b" }],
    ["GET /repos{/path*}", { path: ["a", "..", "b"] }],
    ["GET /repos{/path*}", { path: ["."] }],
    ["GET /repos/{owner}{/rest}", { owner: "o", rest: ".." }],
    ["GET https://uploads.github.com/{+path}", { path: "x/../../y" }],
  ];
  for (const [route, parameters] of cases) {
    it(`refuses ${route} with ${JSON.stringify(parameters)}: it would reach another endpoint`, () => {
      expectEndpointError(() => endpoint(route, parameters), InvalidParameterError, "ERR_INVALID_PARAMETER", "segment");
    });
  }

  it("names the parameter that brought the segment", () => {
    expectEndpointError(
      () => endpoint("GET /repos/{owner}/{repo}", { owner: "..", repo: "x" }),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
      '"owner"',
    );
  });

  it("accepts dots inside a segment and in the query", () => {
    expect(endpoint("GET /repos/{owner}/{repo}", { owner: "a..b", repo: ".github" }).url).to.equal(
      "https://api.github.com/repos/a..b/.github",
    );
    expect(endpoint("GET /x", { path: "../.." }).url).to.equal("https://api.github.com/x?path=..%2F..");
    expect(endpoint("GET /x{?path}", { path: ".." }).url).to.equal("https://api.github.com/x?path=..");
    expect(endpoint("GET /x/{file}", { file: "..." }).url).to.equal("https://api.github.com/x/...");
  });

  it("counts a segment that reads as a dot segment once %2F or %5C is decoded as a separator", () => {
    // fetch does not resolve "..%2f", but a server (or proxy) that decodes %2F or %5C before
    // routing reads "../": an outside review found `{+p}` with "..%2f" sent.
    for (const [route, parameters] of [
      ["GET /repos/{+p}/x", { p: "..%2f" }],
      ["GET /repos/{+p}", { p: "%2e%2e%5C" }],
      ["GET /repos/{+p}/x", { p: "x%2f.." }],
      ["GET /repos/{+p}/x", { p: "a%2F%2E%2e%5cb" }],
      ["GET /repos/{+p}/x", { p: "..;x%5Cy" }],
      ["GET /repos/{+p}/x", { p: "y;z%2F.;a" }],
      ["GET /a/b{+p}", { p: "%2f..%2fadmin" }],
      ["GET /repos/{owner}/{repo}", { owner: "../x", repo: "r" }], // the lean expansion: {owner} writes "..%2Fx"
      ["GET /repos/{owner}/{repo}", { owner: "o", repo: "x/." }],
      ["GET /repos/{owner}{?page}", { owner: "x\\..", page: 1 }], // the general loop: "x%5C.."
      ["GET /repos/{owner}/x{/more}", { owner: "o", more: "../y" }],
      ["GET /repos/{owner}/x", { owner: ["../b", "a"] }], // a list: "..%2Fb,a"
    ] as const) {
      for (const call of [endpoint, octokitEndpoint] as ((route: string, parameters: object) => unknown)[]) {
        expectEndpointError(() => call(route, parameters), InvalidParameterError, "ERR_INVALID_PARAMETER", "segment");
      }
    }
    // An encoded separator that leaves no dot segment on either side is a value like any other.
    expect(endpoint("GET /repos/{owner}", { owner: "a/b" }).url).to.equal("https://api.github.com/repos/a%2Fb");
    expect(endpoint("GET /repos/{+p}", { p: "a%2f...%5Cb.c" }).url).to.equal("https://api.github.com/repos/a%2f...%5Cb.c");
    expect(endpoint("GET /repos/{owner}/x", { owner: "/" }).url).to.equal("https://api.github.com/repos/%2F/x");
    expect(endpoint("GET /x{?q}", { q: "../.." }).url).to.equal("https://api.github.com/x?q=..%2F..");
    expect(endpoint("GET /x/{+a}", { a: "b?c=..%2f" }).url).to.equal("https://api.github.com/x/b?c=..%2f");
    // The template alone, a base URL, and a URL handed to an adapter are the URL's fault.
    for (const route of ["GET /a/..%2fb/{x}", "GET /a/b%5C%2E/{x}", "GET https://h.example/x%2F../{x}"]) {
      expectEndpointError(() => endpoint(route, { x: "c" }), InvalidUrlError, "ERR_INVALID_URL", "segment");
    }
    expectEndpointError(
      () => endpoint.defaults({ baseUrl: "https://h.example/api/..%5cv3" }),
      InvalidUrlError,
      "ERR_INVALID_URL",
      "segment",
    );
    expectEndpointError(
      () => toFetch({ method: "GET", url: "https://h.example/a/..%2Fb", headers: {} }),
      InvalidUrlError,
      "ERR_INVALID_URL",
      "segment",
    );
  });

  it("counts a dot segment whose ';' is percent-encoded: a server decodes it, then strips the parameters", () => {
    for (const p of ["..%3B", "..%3b", ".%3Bx", "%2e%2e%3Bx", "..%3b%3b", "%2E%3bjsessionid=1"]) {
      for (const route of ["GET /a/b/{+p}/c", "GET /a/b/{+p}", "DELETE /repos/{+p}/x?y=1"]) {
        for (const call of [endpoint, octokitEndpoint] as ((route: string, parameters: object) => unknown)[]) {
          expectEndpointError(() => call(route, { p }), InvalidParameterError, "ERR_INVALID_PARAMETER", "segment");
        }
      }
    }
    expectEndpointError(() => endpoint("GET /a/..%3Bx/{x}", { x: "c" }), InvalidUrlError, "ERR_INVALID_URL", "segment");
    expectEndpointError(
      () => toFetch({ method: "GET", url: "https://h.example/a/..%3b/b", headers: {} }),
      InvalidUrlError,
      "ERR_INVALID_URL",
      "segment",
    );
    // Not a dot segment: a ";" first, other text before it, or another triplet after the dots.
    for (const p of ["%3B..", "a..%3B", "..%3Ca"]) {
      expect(endpoint("GET /a/{+p}/c", { p }).url).to.equal(`https://api.github.com/a/${p}/c`);
    }
  });

  it("refuses dot segments the route itself holds, as InvalidUrlError: fetch would resolve them too", () => {
    for (const route of ["GET /a/../b/{x}", "GET /a/./b/{x}", "GET /a/%2E%2e/{x}", "GET https://h.example/a/../{x}", "GET /a/..;x/{x}"]) {
      expectEndpointError(() => endpoint(route, { x: "c" }), InvalidUrlError, "ERR_INVALID_URL", "segment");
    }
  });

  it("locates dot segments in the final path, wherever they came from", () => {
    // "../?" moves the template's own ".." into the query; the value's ".." lands in the path.
    expectEndpointError(() => endpoint("GET /{+a}/..", { a: "../?" }), InvalidUrlError, "ERR_INVALID_URL", "segment");
    expectEndpointError(() => endpoint("GET /x/{+a}", { a: "..;/admin" }), InvalidParameterError, "ERR_INVALID_PARAMETER", '"a"');
    expectEndpointError(
      () => endpoint("GET /x/{+a}", { a: ".;jsessionid=1/admin" }),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
      '"a"',
    );
    // Outside a reserved expansion ";" is encoded, and "..%3Bx" is still ".." once a server decodes it.
    for (const call of [endpoint, octokitEndpoint] as ((route: string, parameters: object) => unknown)[]) {
      expectEndpointError(() => call("GET /x{/a}", { a: "..;x" }), InvalidParameterError, "ERR_INVALID_PARAMETER", '"a"');
    }
    expect(endpoint("GET /x{/a}", { a: "a..;x" }).url).to.equal("https://api.github.com/x/a..%3Bx");
    expectEndpointError(
      () => endpoint("GET {+u}", { u: "https://h.example/a/../b" }),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
      '"u"',
    );
    // A dot segment in the query is data.
    expect(endpoint("GET /x/{+a}", { a: "b?c=/../" }).url).to.equal("https://api.github.com/x/b?c=/../");
  });

  it("refuses a baseUrl whose path holds a dot segment", () => {
    expectEndpointError(() => endpoint.defaults({ baseUrl: "https://h.example/api/../v3" }), InvalidUrlError, "ERR_INVALID_URL", "segment");
  });
});

describe("a reserved value that ends the path before the route does", () => {
  // {+name} passes "?" and "#" as they are: a value holding one ends the path there, and the
  // rest of the route would go into the query or the fragment (a fragment is never sent).
  const cases: [string, Record<string, unknown>, string][] = [
    ["DELETE /repos/{+full_name}/subscription", { full_name: "o/r#" }, "#"],
    ["DELETE /repos/{+full_name}/subscription", { full_name: "o/r?" }, "?"],
    ["GET /x/{+p}{?y}", { p: "a#c", y: 2 }, "#"],
    ["GET /x/{+p}{?y}", { p: "a?b", y: 2 }, "?"],
    ["GET /x/{+p}?z=1", { p: "a?b" }, "?"],
    ["GET /x/{+p}{/q}", { p: "a#b", q: "c" }, "#"],
    ["GET /x{+p,q}/y", { p: "/a?b", q: "c" }, "?"],
    ["GET /x/{+list}/y", { list: ["a", "b#"] }, "#"],
  ];
  for (const [route, parameters, character] of cases) {
    it(`refuses ${route} with ${JSON.stringify(parameters)}: the rest of the route would leave the path`, () => {
      for (const call of [() => endpoint(route, parameters), () => octokitEndpoint(route, parameters)]) {
        expectEndpointError(call, InvalidParameterError, "ERR_INVALID_PARAMETER", `holds "${character}"`);
      }
    });
  }

  it("accepts such a value where nothing of the route follows it, or only what expands to nothing", () => {
    expect(endpoint("GET /x/{+p}", { p: "a?b=1#c" }).url).to.equal("https://api.github.com/x/a?b=1#c");
    expect(endpoint("GET /x/{+p}{?y}", { p: "a?b=1" }).url).to.equal("https://api.github.com/x/a?b=1");
    expect(endpoint("GET /x/{+p}{/q}", { p: "a#b" }).url).to.equal("https://api.github.com/x/a#b");
  });

  it("accepts them after the path: in the query and in the fragment", () => {
    expect(endpoint("GET /x{?y}{+p}", { y: 1, p: "&z=2" }).url).to.equal("https://api.github.com/x?y=1&z=2");
    expect(endpoint("GET /x?y={+p}&z=1", { p: "a?b" }).url).to.equal("https://api.github.com/x?y=a?b&z=1");
    expect(endpoint("GET /x{#p}", { p: "a?b#c" }).url).to.equal("https://api.github.com/x#a?b#c");
  });
});

describe("the expander alone, outside a request", () => {
  it("expands {+name} as RFC 6570 does: a value may end the path there", () => {
    expect(new Rfc6570TemplateExpander().expand("/repos/{+full_name}/subscription", { full_name: "o/r#" })).to.equal(
      "/repos/o/r#/subscription",
    );
  });
});
