import "reflect-metadata";
import { expect } from "chai";
import { container as rootContainer, inject, injectable } from "tsyringe";
import {
  createContainer,
  createEndpoint,
  DefaultHeaderMerger,
  DefaultParamRouter,
  endpoint,
  ENDPOINT_DEFAULTS,
  ENDPOINT_SETTINGS,
  EndpointBuilder,
  EndpointError,
  HeaderMerger,
  InvalidHeaderError,
  InvalidOptionsError,
  InvalidParameterError,
  InvalidUrlError,
  ParamRouter,
  Rfc6570TemplateExpander,
  TemplateExpander,
  TemplateSyntaxError,
  toCurl,
  toFetch,
  UnsupportedMethodError,
  UriTemplatesExpander,
  type EndpointDefaults,
  type Headers,
  type MediaType,
  type RoutedRequest,
  type RouteInput,
} from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

// Strategies that make an unsafe request: the core's exit check must stop each one.
class InjectingHeaderMerger extends DefaultHeaderMerger {
  constructor(private readonly extra: Headers) {
    super();
  }
  override applyMediaType(headers: Headers, mediaType: Readonly<MediaType>): Headers {
    return { ...super.applyMediaType(headers, mediaType), ...this.extra };
  }
}
class UrlRewritingRouter extends DefaultParamRouter {
  constructor(private readonly rewrite: (url: string) => string) {
    super();
  }
  override route(input: RouteInput): RoutedRequest {
    const { query, ...routed } = super.route(input);
    return { ...routed, url: this.rewrite(query ? `${input.url}?${query}` : input.url) };
  }
}
class HeaderAddingRouter extends DefaultParamRouter {
  override route(input: RouteInput): RoutedRequest {
    const routed = super.route(input);
    return { ...routed, headers: { ...routed.headers, "x-a": "1\r\nInjected: yes" } };
  }
}
class PathExpander extends Rfc6570TemplateExpander {
  constructor(private readonly path: string) {
    super();
  }
  override expand(): string {
    return this.path;
  }
}

function endpointWith(register: (container: ReturnType<typeof createContainer>) => void, allowAbsoluteUrls?: boolean) {
  const container = createContainer();
  register(container);
  return createEndpoint({ container, allowAbsoluteUrls, defaults: { headers: { authorization: "token SECRET" } } });
}

describe("safety at the edges", () => {
  describe("no strategy gets an unsafe request past the core", () => {
    const unsafeHeaders: [string, Headers, new (message: string) => EndpointError][] = [
      ["a CR LF in a value", { "x-a": "1\r\nInjected: yes" }, InvalidHeaderError],
      ["a space in a name", { "x a": "1" }, InvalidHeaderError],
      ["an empty name", { "": "1" }, InvalidHeaderError],
      ["a NUL in a value", { "x-a": "a\u0000b" }, InvalidHeaderError],
    ];
    for (const [name, extra, errorClass] of unsafeHeaders) {
      it(`a HeaderMerger that adds ${name}`, () => {
        const api = endpointWith((c) => c.register(HeaderMerger, { useValue: new InjectingHeaderMerger(extra) }));
        expectEndpointError(() => api("GET /x"), errorClass, "ERR_INVALID_HEADER");
      });
    }

    it("a ParamRouter whose query holds a CR LF, a space or a backslash, or is no string", () => {
      class QueryRouter extends DefaultParamRouter {
        constructor(private readonly query: unknown) {
          super();
        }
        override route(input: RouteInput): RoutedRequest {
          return { ...super.route(input), query: this.query as string };
        }
      }
      for (const query of ["a=1\r\nHost: evil", "a=b c", "a=\\"]) {
        const api = endpointWith((c) => c.register(ParamRouter, { useValue: new QueryRouter(query) }));
        expectEndpointError(() => api("GET /x"), InvalidUrlError, "ERR_INVALID_URL");
      }
      // No string: the router returned the wrong shape, and is told so by name.
      const api = endpointWith((c) => c.register(ParamRouter, { useValue: new QueryRouter(42) }));
      expectEndpointError(() => api("GET /x"), InvalidOptionsError, "ERR_INVALID_OPTIONS", "ParamRouter.route() must return");
    });

    it("a ParamRouter that adds a header with CR LF", () => {
      const api = endpointWith((c) => c.register(ParamRouter, { useClass: HeaderAddingRouter }));
      expectEndpointError(() => api("GET /x"), InvalidHeaderError, "ERR_INVALID_HEADER");
    });

    const unsafeUrls: [string, (url: string) => string][] = [
      ["a javascript: URL", () => "javascript:alert(1)//"],
      ["a file: URL", () => "file:///etc/passwd"],
      ["a dot segment", (url) => url.replace("/x", "/../admin")],
      ["an encoded dot segment", (url) => url.replace("/x", "/%2e%2E/admin")],
      ["a path parameter dot segment", (url) => url.replace("/x", "/..;/admin")],
      ["a CR LF", (url) => url + "\r\nHost: evil"],
      ["a backslash", (url) => url.replace("/x", "\\\\evil.example/x")],
      ["a URL that does not parse", () => "http://[::1/x"],
    ];
    for (const [name, rewrite] of unsafeUrls) {
      it(`a ParamRouter that returns ${name}`, () => {
        const api = endpointWith((c) => c.register(ParamRouter, { useValue: new UrlRewritingRouter(rewrite) }));
        let thrown: unknown;
        try {
          api("GET /x");
        } catch (error) {
          thrown = error;
        }
        expect(thrown, name).to.be.instanceOf(EndpointError);
        expect((thrown as EndpointError).code).to.be.oneOf(["ERR_INVALID_URL", "ERR_INVALID_PARAMETER"]);
      });
    }

    it("a ParamRouter that moves a paths-only endpoint to another host", () => {
      const api = endpointWith((c) => c.register(ParamRouter, { useValue: new UrlRewritingRouter(() => "https://evil.example/x") }), false);
      expectEndpointError(() => api("GET /x"), InvalidUrlError, "ERR_INVALID_URL", "evil.example");
    });

    it("a TemplateExpander that returns a javascript: URL, a dot segment or another host", () => {
      for (const path of ["javascript:alert(1)", "/../admin"]) {
        const api = endpointWith((c) => c.register(TemplateExpander, { useValue: new PathExpander(path) }));
        expect(() => api("GET /{x}", { x: 1 }), path).to.throw(EndpointError);
      }
      const pinned = endpointWith((c) => c.register(TemplateExpander, { useValue: new PathExpander("https://evil.example/x") }), false);
      expectEndpointError(() => pinned("GET /{x}", { x: 1 }), InvalidUrlError, "ERR_INVALID_URL");
    });
  });

  describe("container registrations are checked as defaults() and createEndpoint() check theirs", () => {
    const badDefaults: [string, unknown, string][] = [
      ["a javascript: baseUrl", { baseUrl: "javascript:alert(1)//" }, "ERR_INVALID_URL"],
      ["a header with CR LF", { headers: { "x-a": "a\r\nb" } }, "ERR_INVALID_HEADER"],
      ["method BREW", { method: "BREW" }, "ERR_UNSUPPORTED_METHOD"],
      ["a baseUrl with a backslash", { baseUrl: "http://localhost:18081\\@127.0.0.1:18082" }, "ERR_INVALID_URL"],
    ];
    for (const [name, value, code] of badDefaults) {
      it(`refuses defaults with ${name}, for endpoints and builders`, () => {
        const container = createContainer();
        container.register(ENDPOINT_DEFAULTS, { useValue: value as EndpointDefaults });
        expect(() => createEndpoint({ container }))
          .to.throw(EndpointError)
          .with.property("code", code);
        expect(() => container.resolve(EndpointBuilder))
          .to.throw(EndpointError)
          .with.property("code", code);
      });
    }

    it("refuses settings of the wrong type", () => {
      for (const settings of [{ allowAbsoluteUrls: "no" }, { arrayFormat: "pipes" }, { profile: "github" }]) {
        const container = createContainer();
        container.register(ENDPOINT_SETTINGS, { useValue: settings as never });
        expectEndpointError(() => createEndpoint({ container }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
      }
    });

    // Found by an outside review: both were accepted, and an authorization went to evil.example.
    it("refuses settings with a key it does not know: a misspelt allowAbsoluteUrls would leave full URLs allowed", () => {
      const container = createContainer();
      container.register(ENDPOINT_SETTINGS, { useValue: { allowAbsoluteURLs: false } as never });
      expectEndpointError(() => createEndpoint({ container }), InvalidOptionsError, "ERR_INVALID_OPTIONS", '"allowAbsoluteURLs"');
      expectEndpointError(() => container.resolve(EndpointBuilder), InvalidOptionsError, "ERR_INVALID_OPTIONS", '"allowAbsoluteURLs"');
    });

    it("an endpoint that allows paths only, over registered defaults without a baseUrl, takes no call's baseUrl", () => {
      const container = createContainer();
      container.register(ENDPOINT_DEFAULTS, { useValue: { headers: { authorization: "token secret" } } as never });
      const api = createEndpoint({ container, allowAbsoluteUrls: false });
      expectEndpointError(() => api("GET /user", { baseUrl: "https://evil.example" }), InvalidUrlError, "ERR_INVALID_URL", "no baseUrl");
      expectEndpointError(
        () => EndpointBuilder.from(api).route("GET /user").baseUrl("https://evil.example").build(),
        InvalidUrlError,
        "ERR_INVALID_URL",
        "no baseUrl",
      );
    });

    it("takes registered defaults that are valid, normalised as defaults() would", () => {
      const container = createContainer();
      container.register(ENDPOINT_DEFAULTS, {
        useValue: {
          method: "post",
          baseUrl: "https://ghe.example/api",
          headers: { Accept: "text/plain" },
          mediaType: { format: "" },
        } as never,
      });
      expect(createEndpoint({ container })("/x", { a: 1 })).to.deep.include({
        method: "post",
        url: "https://ghe.example/api/x",
        body: { a: 1 },
      });
      expect(createEndpoint({ container }).DEFAULTS.headers).to.deep.equal({ accept: "text/plain" });
    });
  });

  it("refuses backslashes, whitespace and controls in baseUrl", () => {
    for (const baseUrl of [
      "http://localhost:18081\\@127.0.0.1:18082",
      "https://a.example\\b",
      "https://a.example/ x",
      "https://a.example/\tx",
    ]) {
      expectEndpointError(() => endpoint("GET /x", { baseUrl }), InvalidUrlError, "ERR_INVALID_URL");
      expectEndpointError(() => createEndpoint({ defaults: { baseUrl } }), InvalidUrlError, "ERR_INVALID_URL");
    }
  });

  it("pins the origin of an endpoint that allows paths only, in calls and builders", () => {
    const home = createEndpoint({ allowAbsoluteUrls: false, defaults: { headers: { authorization: "token SECRET" } } });
    expectEndpointError(() => home("GET /user", { baseUrl: "https://evil.example" }), InvalidUrlError, "ERR_INVALID_URL", "evil.example");
    expectEndpointError(
      () => EndpointBuilder.from(home).baseUrl("https://evil.example").route("GET /user").build(),
      InvalidUrlError,
      "ERR_INVALID_URL",
    );
    expectEndpointError(
      () => home.parse({ ...home.merge("GET /user"), baseUrl: "https://evil.example" }),
      InvalidUrlError,
      "ERR_INVALID_URL",
    );
    // The same origin with another path is fine; so is configuration through defaults().
    expect(home("GET /user", { baseUrl: "https://API.github.com/v3" }).url).to.equal("https://API.github.com/v3/user");
    expect(home.defaults({ baseUrl: "https://ghe.example/api" })("GET /user").url).to.equal("https://ghe.example/api/user");
  });

  describe("UriTemplatesExpander stays linear", () => {
    it("refuses a template of more expressions than it takes, before the package sees it", () => {
      const container = createContainer();
      container.register(TemplateExpander, { useClass: UriTemplatesExpander });
      const api = createEndpoint({ container });
      const huge = "/x" + "{a}".repeat(64_000);
      expectEndpointError(() => api("GET " + huge, { a: "b" }), TemplateSyntaxError, "ERR_TEMPLATE_SYNTAX", "256");
      expect(api("GET /x" + "{a}".repeat(256), { a: "b" }).url).to.equal("https://api.github.com/x" + "b".repeat(256));
    });
  });

  describe("only EndpointErrors, whatever the entry point", () => {
    it("toFetch and toCurl on a cyclic, BigInt or very deep body", () => {
      const cyclic: Record<string, unknown> = { a: 1 };
      cyclic.self = cyclic;
      let deep: unknown = 1;
      for (let i = 0; i < 20_000; i++) deep = [deep];
      for (const data of [cyclic, { n: 10n }, deep]) {
        const options = { method: "post" as const, url: "https://x.example/", headers: {}, body: data };
        expectEndpointError(() => toFetch(options), InvalidParameterError, "ERR_INVALID_PARAMETER");
        expectEndpointError(() => toCurl(options), InvalidParameterError, "ERR_INVALID_PARAMETER");
      }
    });

    it("createEndpoint with something that is not a container", () => {
      for (const container of [{}, { resolve: 1 }, "container", 42]) {
        expectEndpointError(() => createEndpoint({ container: container as never }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
      }
      const broken = {
        resolve: () => {
          throw new Error("TypeInfo not known for Internal\n  at somewhere");
        },
        isRegistered: () => true,
      };
      const error = expectEndpointError(() => createEndpoint({ container: broken as never }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
      expect(error.message).not.to.include("\n");
    });

    it("an application's own tsyringe container, with a strategy that has a constructor argument", () => {
      const PREFIX = Symbol("prefix");
      @injectable()
      class PrefixingExpander extends Rfc6570TemplateExpander {
        constructor(@inject(PREFIX) private readonly prefix: string) {
          super();
        }
        override expand(template: string, variables: Readonly<Record<string, unknown>>): string {
          return this.prefix + super.expand(template, variables);
        }
      }
      const own = rootContainer.createChildContainer();
      own.register(PREFIX, { useValue: "/v2" });
      own.register(TemplateExpander, { useClass: PrefixingExpander });
      expect(createEndpoint({ container: own })("GET /users/{u}", { u: "mona" }).url).to.equal("https://api.github.com/v2/users/mona");
    });

    it("a strategy that forgets to implement a method", () => {
      class Forgetful extends ParamRouter {}
      const api = endpointWith((c) => c.register(ParamRouter, { useClass: Forgetful }));
      expectEndpointError(() => api("GET /x"), InvalidOptionsError, "ERR_INVALID_OPTIONS", "route()");
    });
  });

  describe("error messages are one line of bounded length", () => {
    it("a name with CR LF is escaped, not written into the message", () => {
      const error = expectEndpointError(
        () => endpoint("GET /x", { "a\r\nInjected: yes": {} }),
        InvalidParameterError,
        "ERR_INVALID_PARAMETER",
      );
      expect(error.message).not.to.match(/[\r\n\u2028\u2029]/);
      expect(error.message).to.include("\\r\\n");
    });

    it("100,000 leftover names make a short message that says how many more", () => {
      const options: Record<string, unknown> = { data: "d" };
      for (let i = 0; i < 100_000; i++) options[`p${i}`] = i;
      const error = expectEndpointError(() => endpoint("POST /x", options), InvalidParameterError, "ERR_INVALID_PARAMETER");
      expect(error.message.length).to.be.below(1000);
      expect(error.message).to.include("and 99995 more");
    });

    it("writes each control and line separator as its \\u escape, in a value or in the message", () => {
      expect(new UnsupportedMethodError("a\u0007b\u2028c\u0085d\u007f").message).to.equal("a\\u0007b\\u2028c\\u0085d\\u007f");
      const error = expectEndpointError(() => endpoint("GET /x", { "a\u2029b": {} }), InvalidParameterError, "ERR_INVALID_PARAMETER");
      expect(error.message).to.include('"a\\u2029b"');
    });

    it("every message is bounded, whatever a subclass is given", () => {
      const error = new UnsupportedMethodError("x".repeat(100_000) + "\n\u2028");
      expect(error.message.length).to.be.below(1100);
      expect(error.message).not.to.match(/[\n\u2028]/);
    });
  });

  it("NaN and ±Infinity are refused in a query, a placeholder and an array, never sent as text", () => {
    for (const value of [NaN, Infinity, -Infinity]) {
      expectEndpointError(() => endpoint("GET /x", { x: value }), InvalidParameterError, "ERR_INVALID_PARAMETER");
      expectEndpointError(() => endpoint("GET /s/{x}", { x: value }), InvalidParameterError, "ERR_INVALID_PARAMETER");
      expectEndpointError(() => endpoint("GET /x", { x: [1, value] }), InvalidParameterError, "ERR_INVALID_PARAMETER");
      expectEndpointError(() => endpoint("GET /x{?x*}", { x: { a: value } }), InvalidParameterError, "ERR_INVALID_PARAMETER");
    }
  });

  it("a polluted Object.prototype changes no request", () => {
    const clean = [
      endpoint("GET /x", { a: 1 }),
      endpoint("POST /x", { a: 1 }),
      endpoint.merge("GET /x"),
      endpoint.defaults({ b: 2 })("PUT /y"),
    ];
    const keys = [
      "format",
      "previews",
      "url",
      "request",
      "data",
      "baseUrl",
      "method",
      "headers",
      "mediaType",
      "accept",
      "content-type",
      "body",
    ];
    const prototype = Object.prototype as Record<string, unknown>;
    try {
      for (const key of keys) prototype[key] = key === "previews" ? ["polluted"] : "polluted";
      const polluted = [
        endpoint("GET /x", { a: 1 }),
        endpoint("POST /x", { a: 1 }),
        endpoint.merge("GET /x"),
        endpoint.defaults({ b: 2 })("PUT /y"),
      ];
      expect(JSON.stringify(polluted)).to.equal(JSON.stringify(clean));
    } finally {
      for (const key of keys) delete prototype[key];
    }
  });
});
