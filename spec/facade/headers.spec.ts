import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createEndpoint, endpoint, EndpointBuilder, InvalidHeaderError, InvalidOptionsError, toCurl, toFetch } from "../../lib";
import { endpoint as octokitEndpoint } from "../../lib/octokit";
import { expectEndpointError } from "../helpers/expect-error";

const pkg = JSON.parse(readFileSync(join(__dirname, "../../package.json"), "utf8")) as { name: string; version: string };

describe("headers and media types", () => {
  it("sends the default accept and a user-agent made from package.json", () => {
    const { headers } = endpoint("GET /");
    expect(pkg.name).to.equal("request-options-builder");
    expect(headers).to.deep.equal({ accept: "application/vnd.github.v3+json", "user-agent": `${pkg.name}/${pkg.version}` });
  });

  it("lowercases names and merges caller headers over the defaults", () => {
    const { headers } = endpoint("GET /", { headers: { Authorization: "token <ACCESS_TOKEN>", "X-Trace": 7 } });
    expect(headers).to.deep.equal({
      accept: "application/vnd.github.v3+json",
      "user-agent": `${pkg.name}/${pkg.version}`,
      authorization: "token <ACCESS_TOKEN>",
      "x-trace": 7,
    });
  });

  it("uses a caller's accept as given", () => {
    const { headers } = endpoint("POST /markdown/raw", { data: "x", headers: { Accept: "text/html", "Content-Type": "text/plain" } });
    expect(headers.accept).to.equal("text/html");
    expect(headers["content-type"]).to.equal("text/plain");
  });

  it("keeps a numeric content-length a number", () => {
    expect(endpoint("POST /x", { data: "abc", headers: { "content-length": 3 } }).headers["content-length"]).to.equal(3);
  });

  it("removes a header given as null", () => {
    expect(endpoint("GET /", { headers: { "user-agent": null } }).headers).not.to.have.property("user-agent");
  });

  it("mediaType.format amends the vendor accept entries", () => {
    expect(endpoint("GET /x", { mediaType: { format: "raw" } }).headers.accept).to.equal("application/vnd.github.v3.raw");
    expect(
      endpoint("GET /x", { mediaType: { format: "diff" }, headers: { accept: "application/vnd.github.v3+json, text/plain" } }).headers
        .accept,
    ).to.equal("application/vnd.github.v3.diff, text/plain");
    expect(
      endpoint("GET /x", { mediaType: { format: "text+json" }, headers: { accept: "application/vnd.github.v3.raw" } }).headers.accept,
    ).to.equal("application/vnd.github.v3.text+json");
    // Not of the vendor form (a "-" in the subtype): left as it is.
    expect(
      endpoint("GET /x", { mediaType: { format: "raw" }, headers: { accept: "application/vnd.github.squirrel-girl-preview+json" } }).headers
        .accept,
    ).to.equal("application/vnd.github.squirrel-girl-preview+json");
    expect(
      endpoint("GET /x", { mediaType: { format: "raw" }, headers: { accept: "application/vnd.github+json" } }).headers.accept,
    ).to.equal("application/vnd.github.raw");
  });

  it("mediaType.previews replace accept, for every URL, with the format or +json", () => {
    expect(endpoint("GET /repos/o/r/topics", { mediaType: { previews: ["mercy"] } }).headers.accept).to.equal(
      "application/vnd.github.mercy-preview+json",
    );
    expect(
      endpoint("POST /graphql", { query: "q", mediaType: { previews: ["jean-grey-preview", "symmetra"], format: "raw" } }).headers.accept,
    ).to.equal("application/vnd.github.jean-grey-preview.raw,application/vnd.github.symmetra-preview.raw");
  });

  it("keeps previews named in accept first, without duplicates", () => {
    const options = endpoint("GET /x", {
      headers: { accept: "application/vnd.github.foo-preview+json,application/vnd.github.bar-preview+json" },
      mediaType: { previews: ["bar", "baz"] },
    });
    expect(options.headers.accept).to.equal(
      "application/vnd.github.foo-preview+json,application/vnd.github.bar-preview+json,application/vnd.github.baz-preview+json",
    );
  });

  it("never changes an accept that names application/octet-stream", () => {
    const options = endpoint("GET /x", {
      headers: { accept: "application/octet-stream" },
      mediaType: { format: "raw", previews: ["mercy"] },
    });
    expect(options.headers.accept).to.equal("application/octet-stream");
  });

  it("refuses bad header names and values with InvalidHeaderError", () => {
    expectEndpointError(
      () => endpoint("GET /", { headers: { "bad name": "x" } }),
      InvalidHeaderError,
      "ERR_INVALID_HEADER",
      '"bad…" holds U+0020 at character 4 of 8',
    );
    expectEndpointError(() => endpoint("GET /", { headers: { "x-a": "a\r\nInjected: 1" } }), InvalidHeaderError, "ERR_INVALID_HEADER");
    expectEndpointError(() => endpoint("GET /", { headers: { "x-a": "a\u0000" } }), InvalidHeaderError, "ERR_INVALID_HEADER");
    expectEndpointError(() => endpoint("GET /", { headers: { "x-a": { a: 1 } as never } }), InvalidHeaderError, "ERR_INVALID_HEADER");
    expectEndpointError(() => endpoint("GET /", { headers: { "x-a": Number.NaN } }), InvalidHeaderError, "ERR_INVALID_HEADER");
    expectEndpointError(() => endpoint("GET /", { headers: "accept: x" as never }), InvalidHeaderError, "ERR_INVALID_HEADER");
  });

  it("refuses mediaType of the wrong shape with InvalidOptionsError", () => {
    expectEndpointError(() => endpoint("GET /", { mediaType: "raw" as never }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
    expectEndpointError(
      () => endpoint("GET /", { mediaType: { previews: "mercy" as never } }),
      InvalidOptionsError,
      "ERR_INVALID_OPTIONS",
      "previews",
    );
    expectEndpointError(() => endpoint("GET /", { mediaType: { previews: [1 as never] } }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
    expectEndpointError(() => endpoint("GET /", { mediaType: { format: "raw, text/html" } }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
  });
});

describe("one headers object that names a header twice, in two letter cases", () => {
  const twice = () => ({ Authorization: "token SECRET-A", authorization: "token SECRET-B" });
  const refused = (call: () => unknown, what: string) => {
    const error = expectEndpointError(call, InvalidHeaderError, "ERR_INVALID_HEADER", "name the same header");
    expect(error.message, what).to.include('"Authorization" and "authorization"');
    expect(error.message, what).not.to.match(/SECRET/);
  };

  it("is refused in the main entry: endpoint(), defaults(), merge(), parse(), createEndpoint() and the builder", () => {
    refused(() => endpoint("GET /user", { headers: twice() }), "endpoint(route, options)");
    refused(() => endpoint({ method: "GET", url: "/user", headers: twice() }), "endpoint(options)");
    refused(() => endpoint.defaults({ headers: twice() }), "defaults()");
    refused(() => endpoint.merge("GET /user", { headers: twice() }), "merge()");
    refused(() => endpoint.parse({ ...endpoint.merge("GET /user"), headers: twice() }), "parse()");
    refused(() => createEndpoint({ defaults: { headers: twice() } }), "createEndpoint()");
    refused(() => createEndpoint({ allowAbsoluteUrls: false })("GET /user", { headers: twice() }), "createEndpoint()'s endpoint");
    refused(() => new EndpointBuilder().route("GET /user").headers(twice()), "the builder's headers()");
    refused(() => toFetch({ method: "GET", url: "https://api.github.com/user", headers: twice() }), "toFetch");
    refused(() => toCurl({ method: "GET", url: "https://api.github.com/user", headers: twice() }), "toCurl");
    // Two mixed-case names, in any order, and a name that is only lowercase elsewhere.
    expectEndpointError(
      () => endpoint("GET /user", { headers: { "X-Trace": "1", a: "2", "x-TRACE": "3" } }),
      InvalidHeaderError,
      "ERR_INVALID_HEADER",
      '"X-Trace" and "x-TRACE"',
    );
    expectEndpointError(
      () => endpoint("GET /user", { headers: { authorization: "x", AUTHORIZATION: "y" } }),
      InvalidHeaderError,
      "ERR_INVALID_HEADER",
      '"authorization" and "AUTHORIZATION"',
    );
  });

  it("is found among many names, in any letter case and order", () => {
    for (const count of [3, 20, 200]) {
      const names = Array.from({ length: count }, (_, i) => (i % 2 === 0 ? `X-Name-${i}` : `x-name-${i}`));
      const headers = Object.fromEntries(names.map((name) => [name, "v"]));
      expect(Object.keys(endpoint("GET /user", { headers }).headers)).to.have.length(count + 2);
      for (const twice of [`x-NAME-${count - 1}`, `X-NAME-0`, "x-name-0"]) {
        expectEndpointError(
          () => endpoint("GET /user", { headers: { ...headers, [twice]: "w" } }),
          InvalidHeaderError,
          "ERR_INVALID_HEADER",
        );
      }
    }
  });

  it("is not a header named in two objects: a call's value wins over a default's, a later builder call over an earlier", () => {
    const bound = endpoint.defaults({ headers: { authorization: "token a" } });
    expect(bound("GET /user", { headers: { Authorization: "token b" } }).headers.authorization).to.equal("token b");
    const built = new EndpointBuilder().route("GET /user").header("Authorization", "token a").headers({ authorization: "token b" }).build();
    expect(built.headers.authorization).to.equal("token b");
    expect(endpoint("GET /user", { headers: { "X-A": "1", "x-b": "2" } }).headers).to.include({ "x-a": "1", "x-b": "2" });
  });

  it("keeps the last in the octokit entry, as the peer does", () => {
    expect(octokitEndpoint("GET /user", { headers: twice() }).headers.authorization).to.equal("token SECRET-B");
    expect(octokitEndpoint.defaults({ headers: twice() }).DEFAULTS.headers.authorization).to.equal("token SECRET-B");
    expect(octokitEndpoint.merge("GET /user", { headers: twice() }).headers.authorization).to.equal("token SECRET-B");
  });
});
