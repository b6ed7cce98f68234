import { expect } from "chai";
import { endpoint, InvalidParameterError, InvalidUrlError } from "../../lib";
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

  it("cannot smuggle a segment through an encoded slash", () => {
    // {owner} encodes "/", so "../x" stays one segment "..%2Fx", which fetch does not resolve.
    expect(endpoint("GET /repos/{owner}", { owner: "../x" }).url).to.equal("https://api.github.com/repos/..%2Fx");
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
    // Outside a reserved expansion ";" is encoded, so "..%3Bx" is an ordinary segment.
    expect(endpoint("GET /x{/a}", { a: "..;x" }).url).to.equal("https://api.github.com/x/..%3Bx");
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
