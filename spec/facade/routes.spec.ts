import { expect } from "chai";
import { endpoint, InvalidOptionsError, UnsupportedMethodError } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

describe("route strings and methods", () => {
  it("splits a route into method and url", () => {
    const options = endpoint("POST /user/repos", { name: "x" });
    expect(options.method).to.equal("post");
    expect(options.url).to.equal("https://api.github.com/user/repos");
  });

  it("accepts any whitespace between method and url", () => {
    expect(endpoint("get  /user").url).to.equal("https://api.github.com/user");
    expect(endpoint("GET\t/user").url).to.equal("https://api.github.com/user");
    expect(endpoint("  GET /user  ").url).to.equal("https://api.github.com/user");
  });

  it("defaults the method to GET for a url alone", () => {
    expect(endpoint("/user").method).to.equal("get");
    expect(endpoint.merge("/user").method).to.equal("GET");
  });

  it("sets the method alone for a route that is only a verb", () => {
    const merged = endpoint.merge("POST", { url: "/user/repos" });
    expect(merged.method).to.equal("POST");
    expect(merged.url).to.equal("/user/repos");
  });

  it("refuses a verb joined to its URL, which would be read as a URL: a GET with the body's values in the query", () => {
    for (const route of ["POST/user/keys", "post/user/keys", "DELETE/repos/o/r", "POST\u00a0/user/keys", "PUT\u2003/x", "GET\u3000/x"]) {
      expectEndpointError(
        () => endpoint(route as "GET /x", { key: "ssh-ed25519 AAAA" }),
        InvalidOptionsError,
        "ERR_INVALID_OPTIONS",
        "a space between",
      );
      expectEndpointError(() => endpoint.merge(route as "GET /x"), InvalidOptionsError, "ERR_INVALID_OPTIONS", "a space between");
    }
    // A URL whose first word only looks like a verb is still a URL.
    expect(endpoint("/post/user").url).to.equal("https://api.github.com/post/user");
    expect(endpoint("https://posts.example/x").url).to.equal("https://posts.example/x");
    expect(endpoint("postings/x").url).to.equal(endpoint("GET postings/x").url);
  });

  it("lets options override the route, as the peer does", () => {
    expect(endpoint("GET /a", { url: "/b" }).url).to.equal("https://api.github.com/b");
    expect(endpoint("GET /a", { method: "DELETE" }).method).to.equal("delete");
  });

  it("takes options with method and url and no route", () => {
    const options = endpoint({ method: "PATCH", url: "/user", name: "Mona" });
    expect(options.method).to.equal("patch");
    expect(options.body).to.deep.equal({ name: "Mona" });
  });

  for (const verb of ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]) {
    it(`supports ${verb} in any letter case, lowercase in results and uppercase in merge()`, () => {
      const mixed = verb[0] + verb.slice(1).toLowerCase();
      expect(endpoint(`${mixed} /x`).method).to.equal(verb.toLowerCase());
      expect(endpoint.merge(`${verb.toLowerCase()} /x`).method).to.equal(verb);
      expect(endpoint({ method: mixed, url: "/x" }).method).to.equal(verb.toLowerCase());
    });
  }

  it("refuses other verbs with UnsupportedMethodError naming the verb", () => {
    // @ts-expect-error a verb that does not exist is a compile error too
    expectEndpointError(() => endpoint("FETCH /x"), UnsupportedMethodError, "ERR_UNSUPPORTED_METHOD", '"FETCH"');
    expectEndpointError(() => endpoint({ method: "CONNECT", url: "/x" }), UnsupportedMethodError, "ERR_UNSUPPORTED_METHOD", "CONNECT");
    // @ts-expect-error TRACE is not supported
    expectEndpointError(() => endpoint("TRACE /x"), UnsupportedMethodError, "ERR_UNSUPPORTED_METHOD");
  });

  // Written here, not read from the verb table: a verb added or removed must change this spec too.
  it("the message of an unsupported verb names every supported verb, in a route and in the method option", () => {
    const supported = "GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE";
    // @ts-expect-error TRACE is not supported
    const inRoute = expectEndpointError(() => endpoint("TRACE /x"), UnsupportedMethodError, "ERR_UNSUPPORTED_METHOD");
    expect(inRoute.message).to.equal(`Unsupported HTTP method "TRACE" in route "TRACE /x": use one of ${supported}.`);
    const inOption = expectEndpointError(
      () => endpoint({ method: "CONNECT", url: "/x" }),
      UnsupportedMethodError,
      "ERR_UNSUPPORTED_METHOD",
    );
    expect(inOption.message).to.equal(`Unsupported HTTP method "CONNECT": use one of ${supported}.`);
  });

  it("refuses Unicode look-alikes that uppercase to a verb", () => {
    // "ſ".toUpperCase() is "S": "poſt" must not pass as POST.
    expectEndpointError(() => endpoint({ method: "po\u017ft", url: "/x" }), UnsupportedMethodError, "ERR_UNSUPPORTED_METHOD");
  });

  it("refuses a non-string method and a route with more than two parts", () => {
    expectEndpointError(() => endpoint({ method: 1 as unknown as string, url: "/x" }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
    expectEndpointError(() => endpoint("GET /a /b"), InvalidOptionsError, "ERR_INVALID_OPTIONS", `"GET /a…" has more`);
    expectEndpointError(() => endpoint("   "), InvalidOptionsError, "ERR_INVALID_OPTIONS");
  });
});
