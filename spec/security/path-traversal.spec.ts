import { expect } from "chai";
import { endpoint, InvalidParameterError } from "../../lib";
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
    expectEndpointError(() => endpoint("GET /repos/{owner}/{repo}", { owner: "..", repo: "x" }), InvalidParameterError, "ERR_INVALID_PARAMETER", '"owner"');
  });

  it("accepts dots inside a segment and in the query", () => {
    expect(endpoint("GET /repos/{owner}/{repo}", { owner: "a..b", repo: ".github" }).url).to.equal("https://api.github.com/repos/a..b/.github");
    expect(endpoint("GET /x", { path: "../.." }).url).to.equal("https://api.github.com/x?path=..%2F..");
    expect(endpoint("GET /x{?path}", { path: ".." }).url).to.equal("https://api.github.com/x?path=..");
    expect(endpoint("GET /x/{file}", { file: "..." }).url).to.equal("https://api.github.com/x/...");
  });

  it("cannot smuggle a segment through an encoded slash", () => {
    // {owner} encodes "/", so "../x" stays one segment "..%2Fx", which fetch does not resolve.
    expect(endpoint("GET /repos/{owner}", { owner: "../x" }).url).to.equal("https://api.github.com/repos/..%2Fx");
  });

  it("allows dot segments the caller wrote in the route itself", () => {
    expect(endpoint("GET /a/../b/{x}", { x: "c" }).url).to.equal("https://api.github.com/a/../b/c");
  });
});
