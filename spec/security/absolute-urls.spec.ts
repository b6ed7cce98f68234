import { expect } from "chai";
import {
  createContainer,
  createEndpoint,
  DefaultHeaderMerger,
  DefaultParamRouter,
  EndpointBuilder,
  endpoint,
  InvalidUrlError,
  RequestPipeline,
  Rfc6570TemplateExpander,
  TemplateExpander,
} from "../../lib";

// A custom expander whose output does not begin with the template's literal start.
class RedirectingExpander extends TemplateExpander {
  private readonly inner = new Rfc6570TemplateExpander();
  override expand(template: string, variables: Readonly<Record<string, unknown>>): string {
    return "https://elsewhere.example" + this.inner.expand(template, variables);
  }
  override variableNames(template: string): readonly string[] {
    return this.inner.variableNames(template);
  }
}
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

  // An origin is scheme, host and port: a token bound for one port must not reach another port
  // of the same host, nor the same host over plain http.
  for (const [bound, origin, others] of [
    [undefined, "https://api.github.com", ["https://api.github.com:8443", "http://api.github.com"]],
    [
      "https://ghe.example:8443/api/v3",
      "https://ghe.example:8443",
      ["https://ghe.example/api/v3", "https://ghe.example:8444/api/v3", "http://ghe.example:8443/api/v3"],
    ],
    ["http://ghe.example/api/v3", "http://ghe.example", ["http://ghe.example:8080/api/v3", "https://ghe.example/api/v3"]],
  ] as const) {
    it(`allowAbsoluteUrls: false pins the port and the scheme too (${bound === undefined ? "no bound baseUrl" : `bound ${bound}`})`, () => {
      const defaults = { headers: { authorization: "token secret" }, ...(bound === undefined ? {} : { baseUrl: bound }) };
      const pinned = createEndpoint({ allowAbsoluteUrls: false, defaults });
      for (const baseUrl of others) {
        const leaves = `"${baseUrl}" leaves the origin "${origin}"`;
        expectEndpointError(() => pinned("GET /user", { baseUrl }), InvalidUrlError, "ERR_INVALID_URL", leaves);
        expectEndpointError(
          () => EndpointBuilder.from(pinned).baseUrl(baseUrl).route("GET /user").build(),
          InvalidUrlError,
          "ERR_INVALID_URL",
          leaves,
        );
        expectEndpointError(() => pinned.parse({ ...pinned.merge("GET /user"), baseUrl }), InvalidUrlError, "ERR_INVALID_URL", leaves);
        expectEndpointError(() => pinned(`GET ${baseUrl}/user`), InvalidUrlError, "ERR_INVALID_URL", "full URL");
      }
      // The pinned origin itself, on another path, is still taken.
      expect(pinned("GET /user", { baseUrl: `${origin}/other` }).url).to.equal(`${origin}/other/user`);
    });
  }

  it("a RequestPipeline made with allowAbsoluteUrls: false pins parse() without defaults to the global origin, as the facade", () => {
    const pipeline = new RequestPipeline(new Rfc6570TemplateExpander(), new DefaultHeaderMerger(), new DefaultParamRouter(), {
      allowAbsoluteUrls: false,
    });
    const merged = {
      method: "GET" as const,
      baseUrl: "https://elsewhere.example",
      url: "/user",
      headers: { authorization: "token secret" },
      mediaType: { format: "" },
    };
    const leaves = '"https://elsewhere.example" leaves the origin "https://api.github.com"';
    expectEndpointError(() => pipeline.parse(merged), InvalidUrlError, "ERR_INVALID_URL", leaves);
    expectEndpointError(() => createEndpoint({ allowAbsoluteUrls: false }).parse(merged), InvalidUrlError, "ERR_INVALID_URL", leaves);
    expect(pipeline.parse({ ...merged, baseUrl: "https://api.github.com/v3" }).url).to.equal("https://api.github.com/v3/user");
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

  it("checks what a custom expander made, not what the template promised", () => {
    const container = createContainer();
    container.register(TemplateExpander, { useValue: new RedirectingExpander() });
    const redirected = createEndpoint({ container, allowAbsoluteUrls: false });
    expectEndpointError(() => redirected("GET /user"), InvalidUrlError, "ERR_INVALID_URL", "elsewhere.example");
    expect(createEndpoint({ container })("GET /user").url).to.equal("https://elsewhere.example/user");
  });

  it("a literal origin that does not parse is refused on every call", () => {
    for (let i = 0; i < 2; i++) {
      expectEndpointError(() => endpoint("GET https://[::1/x{/p}", { p: "a" }), InvalidUrlError, "ERR_INVALID_URL");
    }
  });

  it("a literal origin settles the URL; a placeholder in the host is checked on each call", () => {
    expect(endpoint("GET https://uploads.github.com/{+path}", { path: "a/[b]" }).url).to.equal("https://uploads.github.com/a/[b]");
    expect(endpoint("GET http://host{+rest}", { rest: ".example/x" }).url).to.equal("http://host.example/x");
    expectEndpointError(() => endpoint("GET http://host{+rest}", { rest: "[/x" }), InvalidUrlError, "ERR_INVALID_URL");
    expectEndpointError(
      () => createEndpoint({ allowAbsoluteUrls: false })("GET {+u}/x", { u: "https://evil.example" }),
      InvalidUrlError,
      "ERR_INVALID_URL",
    );
  });

  it("refuses a baseUrl with credentials, tabs or newlines a URL parser would drop", () => {
    for (const baseUrl of ["https://user:pass@api.example", "https://api.exa\tmple", "https://api.example\n", "https://api.example/{x}"]) {
      expectEndpointError(() => endpoint.defaults({ baseUrl }), InvalidUrlError, "ERR_INVALID_URL");
    }
  });
});
