import { expect } from "chai";
import { createEndpoint, endpoint, InvalidUrlError } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

describe("URLs that change the host or the scheme", () => {
  const pathsOnly = createEndpoint({ allowAbsoluteUrls: false, defaults: { headers: { authorization: "token secret" } } });

  it("allowAbsoluteUrls: false refuses a full URL in the route (token sent to a host the route chose)", () => {
    expectEndpointError(() => pathsOnly("GET https://evil.example/steal"), InvalidUrlError, "ERR_INVALID_URL");
    expectEndpointError(() => pathsOnly({ url: "HTTP://evil.example/" }), InvalidUrlError, "ERR_INVALID_URL");
  });

  it("allowAbsoluteUrls: false refuses a full URL produced by a {+var} placeholder", () => {
    expectEndpointError(() => pathsOnly("GET {+target}", { target: "https://evil.example/steal" }), InvalidUrlError, "ERR_INVALID_URL");
    expectEndpointError(() => pathsOnly("GET {+scheme}://evil.example/", { scheme: "https" }), InvalidUrlError, "ERR_INVALID_URL");
  });

  it("allowAbsoluteUrls: false keeps protocol-relative and backslash paths on the base host", () => {
    expect(pathsOnly("GET //evil.example/x").url).to.equal("https://api.github.com/evil.example/x");
    expect(pathsOnly("GET {+p}", { p: "//evil.example/x" }).url).to.equal("https://api.github.com/evil.example/x");
    expect(pathsOnly("GET /{p}", { p: "\\\\evil.example" }).url).to.equal("https://api.github.com/%5C%5Cevil.example");
  });

  it("refuses dangerous schemes, also produced by a value", () => {
    for (const url of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "file:///etc/passwd", "data:text/html,x", "vbscript:x"]) {
      expectEndpointError(() => endpoint({ url }), InvalidUrlError, "ERR_INVALID_URL");
    }
    expectEndpointError(() => endpoint("GET {+u}", { u: "javascript:alert(1)" }), InvalidUrlError, "ERR_INVALID_URL");
  });

  it("refuses a full URL that does not parse, instead of handing it on", () => {
    expectEndpointError(() => endpoint("GET {+u}", { u: "http://[" }), InvalidUrlError, "ERR_INVALID_URL");
    expectEndpointError(() => endpoint("GET {+u}", { u: "https:/x" }), InvalidUrlError, "ERR_INVALID_URL");
  });

  it("refuses a baseUrl with credentials, tabs or newlines a URL parser would drop", () => {
    for (const baseUrl of ["https://user:pass@api.example", "https://api.exa\tmple", "https://api.example\n", "https://api.example/{x}"]) {
      expectEndpointError(() => endpoint.defaults({ baseUrl }), InvalidUrlError, "ERR_INVALID_URL");
    }
  });
});
