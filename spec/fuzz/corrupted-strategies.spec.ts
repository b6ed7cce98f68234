import { expect } from "chai";
import fc from "fast-check";
import { validateHeaderName, validateHeaderValue } from "node:http";
import {
  createContainer,
  createEndpoint,
  DefaultHeaderMerger,
  DefaultParamRouter,
  EndpointError,
  InvalidOptionsError,
  HeaderMerger,
  ParamRouter,
  Rfc6570TemplateExpander,
  TemplateExpander,
  type Headers,
  type MediaType,
  type RequestOptions,
  type RoutedRequest,
  type RouteInput,
} from "../../lib";
import { nastyString, RUNS } from "./arbitraries";

// How a strategy's output is corrupted: a header added, a URL rewritten, a path replaced.
type Corruption =
  | { kind: "header"; name: string; value: unknown }
  | { kind: "url"; rewrite: string; at: "replace" | "append" | "prefix" }
  | { kind: "query"; query: unknown }
  | { kind: "none" };

const hostileText = fc.oneof(
  nastyString,
  fc.constantFrom(
    "javascript:alert(1)",
    "file:///etc/passwd",
    "//evil.example/x",
    "https://evil.example/x",
    "http://[::1",
    "/../admin",
    "/%2e%2E/x",
    "/..;/x",
    "/.",
    "\\\\evil",
    "/a\r\nHost: evil",
    "/a b",
    "https://api.github.com/../x",
    "HTTPS://api.github.com/ok",
  ),
);
const corruption: fc.Arbitrary<Corruption> = fc.oneof(
  fc.record({
    kind: fc.constant("header" as const),
    name: hostileText,
    value: fc.oneof(hostileText, fc.integer(), fc.constant(NaN), fc.constant({}), fc.constant(null)),
  }),
  fc.record({
    kind: fc.constant("url" as const),
    rewrite: hostileText,
    at: fc.constantFrom("replace" as const, "append" as const, "prefix" as const),
  }),
  fc.record({ kind: fc.constant("query" as const), query: fc.oneof(hostileText, fc.constant(42), fc.constant({})) }),
  fc.constant({ kind: "none" as const }),
);

function rewrite(url: string, change: Corruption): string {
  if (change.kind !== "url") return url;
  return change.at === "replace" ? change.rewrite : change.at === "append" ? url + change.rewrite : change.rewrite + url;
}
function withHeader(headers: Headers, change: Corruption): Headers {
  return change.kind === "header" ? { ...headers, [change.name]: change.value as string } : headers;
}

// Each default strategy, its output corrupted.
class CorruptExpander extends Rfc6570TemplateExpander {
  constructor(private readonly change: Corruption) {
    super();
  }
  override expand(template: string, variables: Readonly<Record<string, unknown>>): string {
    return rewrite(super.expand(template, variables), this.change);
  }
}
class CorruptMerger extends DefaultHeaderMerger {
  constructor(private readonly change: Corruption) {
    super();
  }
  override merge(base: Readonly<Headers>, overrides: unknown): Headers {
    return withHeader(super.merge(base, overrides), this.change);
  }
  override applyMediaType(headers: Headers, mediaType: Readonly<MediaType>): Headers {
    return withHeader(super.applyMediaType(headers, mediaType), this.change);
  }
}
class CorruptRouter extends DefaultParamRouter {
  constructor(private readonly change: Corruption) {
    super();
  }
  override route(input: RouteInput): RoutedRequest {
    const { query, ...routed } = super.route(input);
    const headers = withHeader(routed.headers, this.change);
    if (this.change.kind === "query") return { ...routed, query: this.change.query as string, headers };
    // A router that returns a whole URL: the one it was given, its query appended, then corrupted.
    return { ...routed, url: rewrite(query ? `${input.url}?${query}` : input.url, this.change), headers };
  }
}

const BASE = "https://api.github.com";

// What "safe" means, judged independently of the library's own scanner: every header passes
// Node's own checks; the URL is http(s), parses, has no whitespace, control or backslash, no
// dot segment in its raw path (as a regular expression sees it), and keeps the pinned origin.
function expectSafe(result: RequestOptions, pinned: boolean): void {
  for (const [name, value] of Object.entries(result.headers)) {
    validateHeaderName(name);
    validateHeaderValue(name, String(value));
    expect(typeof value === "string" || (typeof value === "number" && Number.isFinite(value)), name).to.equal(true);
  }
  const url = result.url;
  expect(url).to.match(/^https?:\/\//i);
  expect(URL.canParse(url), url).to.equal(true);
  expect(url).not.to.match(/[\u0000-\u0020\u007f\\]/);
  const afterAuthority = url.replace(/^https?:\/\/[^/?#]*/i, "");
  const rawPath = afterAuthority.split(/[?#]/)[0];
  expect(rawPath, url).not.to.match(/(^|\/)(\.|%2e){1,2}(;[^/]*)?(\/|$)/i);
  if (pinned) expect(new URL(url).origin).to.equal(new URL(BASE).origin);
}

const call = fc.record({
  route: fc.constantFrom(
    "GET /repos/{owner}/{repo}",
    "POST /repos/{owner}/{repo}/issues",
    "PATCH /x{/rest}",
    "GET /search{?q}",
    "PUT /a/{+path}",
  ),
  owner: nastyString,
  repo: nastyString,
  rest: nastyString,
  q: nastyString,
  path: nastyString,
  title: nastyString,
});

describe(`a default strategy with its output corrupted at random (${RUNS} runs a strategy)`, () => {
  const strategies = [
    [
      "TemplateExpander",
      (change: Corruption) => (c: ReturnType<typeof createContainer>) =>
        c.register(TemplateExpander, { useValue: new CorruptExpander(change) }),
    ],
    [
      "HeaderMerger",
      (change: Corruption) => (c: ReturnType<typeof createContainer>) => c.register(HeaderMerger, { useValue: new CorruptMerger(change) }),
    ],
    [
      "ParamRouter",
      (change: Corruption) => (c: ReturnType<typeof createContainer>) => c.register(ParamRouter, { useValue: new CorruptRouter(change) }),
    ],
  ] as const;

  for (const [name, registration] of strategies) {
    it(`${name}: a typed error or a safe request, never anything else`, () => {
      fc.assert(
        fc.property(corruption, call, fc.boolean(), (change, input, pinned) => {
          const container = createContainer();
          registration(change)(container);
          const api = createEndpoint({ container, allowAbsoluteUrls: !pinned, defaults: { headers: { authorization: "token SECRET" } } });
          const { route, ...parameters } = input;
          let result: RequestOptions;
          try {
            result = api(route, parameters);
          } catch (error) {
            expect(error, String(error)).to.be.instanceOf(EndpointError);
            return;
          }
          expectSafe(result, pinned);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

// A custom strategy whose method returns the wrong shape: told so by name, not by a later check's
// error (a route() that returned 42 or {} was an InvalidHeaderError) nor by the engine's TypeError.
describe(`a custom strategy whose method returns the wrong shape (${RUNS} runs)`, () => {
  const callable = () => "/x";
  const notHeaders = [42, null, undefined, "x", [], true, 7n];
  const wrong: readonly (readonly [string, readonly unknown[], (value: unknown) => (c: ReturnType<typeof createContainer>) => void])[] = [
    [
      "HeaderMerger.merge()",
      notHeaders,
      (value) => (c) =>
        c.register(HeaderMerger, {
          useValue: new (class extends DefaultHeaderMerger {
            override merge(): Headers {
              return value as Headers;
            }
          })(),
        }),
    ],
    [
      "HeaderMerger.applyMediaType()",
      notHeaders,
      (value) => (c) =>
        c.register(HeaderMerger, {
          useValue: new (class extends DefaultHeaderMerger {
            override applyMediaType(): Headers {
              return value as Headers;
            }
          })(),
        }),
    ],
    [
      "ParamRouter.route()",
      [
        ...notHeaders,
        {},
        { headers: 42 },
        { headers: null },
        { headers: {}, query: 42 },
        { headers: {}, query: {} },
        { headers: {}, url: 1 },
      ],
      (value) => (c) =>
        c.register(ParamRouter, {
          useValue: new (class extends ParamRouter {
            override route(): RoutedRequest {
              return value as RoutedRequest;
            }
          })(),
        }),
    ],
    [
      "TemplateExpander.prepare()",
      [
        42,
        null,
        "x",
        {},
        { variableNames: "ab", expand: callable },
        { variableNames: [1], expand: callable },
        { variableNames: [], expand: 1 },
      ],
      (value) => (c) =>
        c.register(TemplateExpander, {
          useValue: new (class extends Rfc6570TemplateExpander {
            override prepare(): never {
              return value as never;
            }
          })(),
        }),
    ],
    [
      "TemplateExpander.variableNames()",
      ["owner", 42, null, [1], {}, [["owner"]]],
      (value) => (c) =>
        c.register(TemplateExpander, {
          useValue: new (class extends TemplateExpander {
            override variableNames(): readonly string[] {
              return value as readonly string[];
            }
            override expand(): string {
              return "/x";
            }
          })(),
        }),
    ],
    [
      "TemplateExpander.expand()",
      [42, null, undefined, {}, [], ["/x"]],
      (value) => (c) =>
        c.register(TemplateExpander, {
          useValue: new (class extends TemplateExpander {
            override variableNames(): readonly string[] {
              return ["owner"];
            }
            override expand(): string {
              return value as string;
            }
          })(),
        }),
    ],
  ];
  const cases = fc.constantFrom(
    ...wrong.flatMap(([method, values, register]) => values.map((value) => [method, value, register] as const)),
  );

  it("is an InvalidOptionsError that names the strategy and the method, for every method of every contract", () => {
    fc.assert(
      fc.property(cases, fc.constantFrom("GET /repos/{owner}", "POST /repos/{owner}/issues"), ([method, value, register], route) => {
        const container = createContainer();
        register(value)(container);
        const api = createEndpoint({ container });
        expect(() => api(route, { owner: "o", title: "t" }), `${method} returning ${String(value)}`)
          .to.throw(InvalidOptionsError)
          .with.property("message")
          .that.satisfies((message: string) => message.startsWith(method) && message.includes(" must return "));
      }),
      { numRuns: RUNS },
    );
  });

  it("keeps the original error as cause when the result's properties cannot be read", () => {
    const original = new Error("no reading this");
    const hostile = new Proxy(
      {},
      {
        get() {
          throw original;
        },
      },
    );
    const container = createContainer();
    container.register(ParamRouter, {
      useValue: new (class extends ParamRouter {
        override route(): RoutedRequest {
          return hostile as RoutedRequest;
        }
      })(),
    });
    const error = (() => {
      try {
        createEndpoint({ container })("GET /x", {});
      } catch (caught) {
        return caught as InvalidOptionsError;
      }
    })();
    expect(error).to.be.instanceOf(InvalidOptionsError);
    expect(error?.message).to.match(/^ParamRouter\.route\(\) /);
    expect(error?.cause).to.equal(original);
  });
});
