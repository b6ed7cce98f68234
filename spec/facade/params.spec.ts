import { expect } from "chai";
import { createEndpoint, endpoint, EndpointBuilder, InvalidParameterError } from "../../lib";
import { endpoint as octokitEndpoint } from "../../lib/octokit";
import { expectEndpointError } from "../helpers/expect-error";

describe("parameters", () => {
  describe("R2: query string for GET, HEAD and OPTIONS", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      it(`sends ${method} parameters as a query string, with no body`, () => {
        const options = endpoint(`${method} /orgs/{org}/repos`, { org: "o", type: "private", per_page: 2 });
        expect(options.url).to.equal("https://api.github.com/orgs/o/repos?type=private&per_page=2");
        expect(options).not.to.have.property("body");
      });
    }

    it("encodes names and values as encodeURIComponent does", () => {
      const options = endpoint("GET /x", { "a&b=c": "d&e=f g", emoji: "😀" });
      expect(options.url).to.equal("https://api.github.com/x?a%26b%3Dc=d%26e%3Df%20g&emoji=%F0%9F%98%80");
    });

    it("writes numbers, booleans and bigints as their text", () => {
      expect(endpoint("GET /x", { a: 1.5, b: true, c: false, d: 10n }).url).to.equal("https://api.github.com/x?a=1.5&b=true&c=false&d=10");
    });

    it("joins arrays with commas by default, each element encoded", () => {
      expect(endpoint("GET /x", { labels: ["bug", "ui,ux"] }).url).to.equal("https://api.github.com/x?labels=bug,ui%2Cux");
    });

    it("encodes q as every other value: a + is %2B, so any server reads the text given", () => {
      expect(endpoint("GET /search", { q: "C++ dogs" }).url).to.equal("https://api.github.com/search?q=C%2B%2B%20dogs");
      expect(endpoint("GET /search/issues", { q: "repo:o/r+is:open", qq: "a+b" }).url).to.equal(
        "https://api.github.com/search/issues?q=repo%3Ao%2Fr%2Bis%3Aopen&qq=a%2Bb",
      );
      expect(endpoint.parse(endpoint.merge("GET /search", { q: "a+b" })).url).to.equal("https://api.github.com/search?q=a%2Bb");
      expect(createEndpoint()("GET /search", { q: "C++" }).url).to.equal("https://api.github.com/search?q=C%2B%2B");
      expect(new EndpointBuilder().route("GET /search").param("q", "C++").build().url).to.equal("https://api.github.com/search?q=C%2B%2B");
    });

    it("keeps + literal in q in the octokit entry, each part between them encoded, as the peer does", () => {
      expect(octokitEndpoint("GET /search/issues", { q: "repo:o/r+is:open+label:a b" }).url).to.equal(
        "https://api.github.com/search/issues?q=repo%3Ao%2Fr+is%3Aopen+label%3Aa%20b",
      );
      expect(octokitEndpoint("GET /search", { q: "%2B+", qq: "a+b" }).url).to.equal("https://api.github.com/search?q=%252B+&qq=a%2Bb");
    });

    it("counts null as undefined in the query: no per_page=null", () => {
      expect(endpoint("GET /x", { per_page: null, page: 2 }).url).to.equal("https://api.github.com/x?page=2");
    });

    it("appends with & to a URL that already has a query", () => {
      expect(endpoint("GET /x?a=1", { b: 2 }).url).to.equal("https://api.github.com/x?a=1&b=2");
    });

    it("refuses an object in the query string instead of sending [object Object]", () => {
      expectEndpointError(() => endpoint("GET /x", { filter: { a: 1 } }), InvalidParameterError, "ERR_INVALID_PARAMETER", '"filter"');
      expectEndpointError(() => endpoint("GET /x", { d: new Date(0) }), InvalidParameterError, "ERR_INVALID_PARAMETER");
      expectEndpointError(() => endpoint("GET /x", { list: [[1]] }), InvalidParameterError, "ERR_INVALID_PARAMETER");
    });
  });

  describe("R3: JSON body for POST, PUT, PATCH and DELETE", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      it(`sends ${method} parameters as a JSON body with a JSON content-type`, () => {
        const options = endpoint(`${method} /x/{id}`, { id: 1, b: 2, a: 1 });
        expect(options.url).to.equal("https://api.github.com/x/1");
        expect(options.body).to.deep.equal({ b: 2, a: 1 });
        expect(Object.keys(options.body as object)).to.deep.equal(["b", "a"]);
        expect(options.headers["content-type"]).to.equal("application/json; charset=utf-8");
      });
    }

    it("keeps null in a JSON body: it means clear this field", () => {
      expect(endpoint("PATCH /x", { milestone: null }).body).to.deep.equal({ milestone: null });
    });

    it("keeps a caller's content-type", () => {
      expect(endpoint("POST /x", { a: 1, headers: { "content-type": "application/vnd.api+json" } }).headers["content-type"]).to.equal(
        "application/vnd.api+json",
      );
    });

    it("gives PUT and PATCH without a body an empty string body and no content-type", () => {
      for (const method of ["PUT", "PATCH"]) {
        const options = endpoint(`${method} /user/starred/{owner}/{repo}`, { owner: "o", repo: "r" });
        expect(options.body).to.equal("");
        expect(options.headers).not.to.have.property("content-type");
      }
    });

    it("gives POST and DELETE without parameters no body key at all", () => {
      for (const method of ["POST", "DELETE"]) {
        const options = endpoint(`${method} /x`);
        expect(options).not.to.have.property("body");
        expect(options.headers).not.to.have.property("content-type");
      }
    });

    it("refuses a function, symbol or bigint that JSON cannot carry", () => {
      expectEndpointError(() => endpoint("POST /x", { f: () => 1 }), InvalidParameterError, "ERR_INVALID_PARAMETER", '"f"');
      expectEndpointError(() => endpoint("POST /x", { n: 1n }), InvalidParameterError, "ERR_INVALID_PARAMETER");
      // As data, the whole body: fetch would have sent it empty.
      for (const data of [() => 1, Symbol("s"), 1n]) {
        expectEndpointError(() => endpoint("POST /x", { data }), InvalidParameterError, "ERR_INVALID_PARAMETER", "The body (data) is");
      }
    });
  });

  describe("data", () => {
    it("is the body as given, by reference", () => {
      const data = { raw: [1, 2] };
      const options = endpoint("POST /markdown/raw", { data, headers: { "content-type": "text/plain" } });
      expect(options.body).to.equal(data);
      expect(options.headers["content-type"]).to.equal("text/plain");
    });

    it("gets a JSON content-type when none is set", () => {
      expect(endpoint("POST /x", { data: "text" }).headers["content-type"]).to.equal("application/json; charset=utf-8");
    });

    it("R4: body plus query, through a query template and data", () => {
      const options = endpoint("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", {
        owner: "o",
        repo: "r",
        release_id: 1,
        name: "example.zip",
        label: "an example",
        headers: { "content-type": "application/zip", "content-length": 14 },
        data: "Hello, world!",
      });
      expect(options).to.deep.equal({
        method: "post",
        url: "https://uploads.github.com/repos/o/r/releases/1/assets?name=example.zip&label=an%20example",
        headers: {
          accept: "application/vnd.github.v3+json",
          "user-agent": options.headers["user-agent"],
          "content-type": "application/zip",
          "content-length": 14,
        },
        body: "Hello, world!",
      });
    });

    it("refuses parameters left beside data instead of dropping them", () => {
      expectEndpointError(() => endpoint("POST /x", { data: "d", name: "n" }), InvalidParameterError, "ERR_INVALID_PARAMETER", '"name"');
      // One name or several, said as such.
      expectEndpointError(
        () => endpoint("POST /x", { data: "d", name: "n" }),
        InvalidParameterError,
        "ERR_INVALID_PARAMETER",
        'The parameter "name" cannot be sent beside "data": put it in',
      );
      expectEndpointError(
        () => endpoint("POST /x", { data: "d", name: "n", tag: "t" }),
        InvalidParameterError,
        "ERR_INVALID_PARAMETER",
        "The parameters",
      );
    });

    it("is an ordinary query parameter for GET, as in the peer", () => {
      expect(endpoint("GET /x", { data: "d" }).url).to.equal("https://api.github.com/x?data=d");
    });

    // R1 first: a placeholder named data takes the value, and the body is made of the others.
    it("taken by a placeholder, is a URL value, and the other parameters make the body, as in the peer", () => {
      const options = endpoint("POST /x/{data}", { data: "d", title: "t" });
      expect(options.url).to.equal("https://api.github.com/x/d");
      expect(options.body).to.deep.equal({ title: "t" });
      expect(endpoint.merge("POST /x/{data}", { data: "d", title: "t" })).to.include({ data: "d", title: "t" });
    });
  });

  describe("request", () => {
    it("is returned as given, objects inside by reference", () => {
      const agent = { keepAlive: true };
      const options = endpoint("GET /x", { request: { agent, timeout: 5 } });
      expect(options.request).to.deep.equal({ agent, timeout: 5 });
      expect((options.request as { agent: unknown }).agent).to.equal(agent);
    });

    it("is absent when not given", () => {
      expect(endpoint("GET /x")).not.to.have.property("request");
    });
  });

  describe("undefined", () => {
    it("is not set: dropped from query and body", () => {
      expect(endpoint("GET /x", { a: undefined, b: 1 }).url).to.equal("https://api.github.com/x?b=1");
      expect(endpoint("POST /x", { a: undefined, b: 1 }).body).to.deep.equal({ b: 1 });
      expect(endpoint.merge("GET /x", { a: undefined })).not.to.have.property("a");
    });

    it("unsets a parameter or header the defaults set", () => {
      const paged = endpoint.defaults({ per_page: 100, headers: { authorization: "token t" } });
      const options = paged("GET /x", { per_page: undefined, headers: { authorization: undefined } });
      expect(options.url).to.equal("https://api.github.com/x");
      expect(options.headers).not.to.have.property("authorization");
      expect(paged("GET /x").url).to.equal("https://api.github.com/x?per_page=100");
    });
  });
});
