import { expect } from "chai";
import fc from "fast-check";
import {
  createContainer,
  createEndpoint,
  DefaultHeaderMerger,
  DefaultParamRouter,
  endpoint,
  EndpointBuilder,
  EndpointError,
  HeaderMerger,
  ParamRouter,
  Rfc6570TemplateExpander,
  TemplateExpander,
  toCurl,
  toFetch,
} from "../../lib";
import { RUNS } from "./arbitraries";

// Values no caller should pass, and each entry point must answer with a result or an EndpointError.
function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}
function throwingGetters(): object {
  const object: Record<string, unknown> = {};
  for (const key of ["url", "method", "headers", "baseUrl", "mediaType", "data", "request", "body", "owner", "accept"]) {
    Object.defineProperty(object, key, {
      enumerable: true,
      get: () => {
        throw new Error(`getter ${key}`);
      },
    });
  }
  return object;
}
// Made inside the property: fast-check itself cannot look at a revoked Proxy.
const MADE_AT_CALL = { revokedProxy: Symbol("a revoked Proxy"), throwingGetters: Symbol("an object whose getters throw") };
function made(value: unknown): unknown {
  if (value === MADE_AT_CALL.revokedProxy) return revokedProxy();
  if (value === MADE_AT_CALL.throwingGetters) return throwingGetters();
  return value;
}
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(undefined, null, 0, 42, -1, NaN, Infinity, true, "", "GET /x", "/x", "\u0000", 10n, Symbol("s")),
  fc.constantFrom(MADE_AT_CALL.revokedProxy, MADE_AT_CALL.throwingGetters),
  fc.constantFrom(() => 1, [], [1, "a"], new Date(0), new Map(), Object.create(null), new (class Options {})()),
  fc.record({
    url: fc.constantFrom("/x", 42, null),
    method: fc.constantFrom("GET", "PATCH", 1, "TRACE"),
    headers: fc.constantFrom({}, 1, null, []),
  }),
  fc.dictionary(fc.constantFrom("url", "method", "headers", "baseUrl", "data", "a"), fc.constantFrom(1, "x", null, {}, [])),
  fc.string(),
);

// A strategy of the user's that returns values of the wrong types.
const wrongOutput = fc.constantFrom<unknown>(
  42,
  "x",
  null,
  undefined,
  [],
  {},
  { url: 1 },
  { headers: 1 },
  { query: 1 },
  MADE_AT_CALL.revokedProxy,
);

function expectTyped(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    expect(error, `${String(error)}`).to.be.instanceOf(EndpointError);
  }
}

describe("every error an EndpointError: arbitrary values at every public entry point", function () {
  this.timeout(120_000);
  const builder = () => EndpointBuilder.from(endpoint).route("GET /repos/{owner}/{repo}");
  const entryPoints: [string, (value: unknown) => unknown][] = [
    ["endpoint(value)", (value) => (endpoint as (...args: unknown[]) => unknown)(value)],
    ["endpoint(route, value)", (value) => (endpoint as (...args: unknown[]) => unknown)("GET /repos/{owner}/{repo}", value)],
    ["endpoint(value, value)", (value) => (endpoint as (...args: unknown[]) => unknown)(value, value)],
    ["endpoint.merge(value)", (value) => endpoint.merge(value as never)],
    ["endpoint.parse(value)", (value) => endpoint.parse(value as never)],
    ["endpoint.defaults(value)", (value) => endpoint.defaults(value as never)],
    ["createEndpoint(value)", (value) => createEndpoint(value as never)],
    ["createContainer(value)", (value) => createContainer(value as never)],
    ["new EndpointBuilder(value)", (value) => new EndpointBuilder(value as never)],
    ["new EndpointBuilder(pipeline, value)", (value) => new EndpointBuilder(undefined, value as never)],
    ["EndpointBuilder.from(value)", (value) => EndpointBuilder.from(value as never)],
    [
      "builder.route(value)",
      (value) =>
        builder()
          .route(value as never)
          .build(),
    ],
    [
      "builder.method(value)",
      (value) =>
        builder()
          .method(value as never)
          .build(),
    ],
    [
      "builder.url(value)",
      (value) =>
        builder()
          .url(value as never)
          .build(),
    ],
    [
      "builder.baseUrl(value)",
      (value) =>
        builder()
          .baseUrl(value as never)
          .build(),
    ],
    [
      "builder.param(value, value)",
      (value) =>
        builder()
          .param(value as never, value as never)
          .build(),
    ],
    [
      "builder.params(value)",
      (value) =>
        builder()
          .params(value as never)
          .build(),
    ],
    [
      "builder.header(value, value)",
      (value) =>
        builder()
          .header(value as never, value as never)
          .build(),
    ],
    [
      "builder.headers(value)",
      (value) =>
        builder()
          .headers(value as never)
          .build(),
    ],
    ["builder.data(value)", (value) => EndpointBuilder.from(endpoint).route("POST /x").data(value).build()],
    [
      "builder.preview(value)",
      (value) =>
        builder()
          .preview(value as never)
          .build(),
    ],
    [
      "builder.format(value)",
      (value) =>
        builder()
          .format(value as never)
          .build(),
    ],
    [
      "builder.request(value)",
      (value) =>
        builder()
          .request(value as never)
          .build(),
    ],
    [
      "builder.merge()/toOptions() after value",
      (value) => [
        builder()
          .params(value as never)
          .merge(),
        builder()
          .params(value as never)
          .toOptions(),
      ],
    ],
    ["toFetch(value)", (value) => toFetch(value as never)],
    ["toCurl(value)", (value) => toCurl(value as never)],
  ];

  for (const [name, run] of entryPoints) {
    it(name, () => {
      fc.assert(
        fc.property(oddValue, (value) => expectTyped(() => run(made(value)))),
        { numRuns: Math.min(RUNS, 200) },
      );
    });
  }

  it("strategies of the user's that return the wrong types", () => {
    fc.assert(
      fc.property(
        wrongOutput,
        fc.constantFrom("expand", "prepare", "variableNames", "merge", "applyMediaType", "route"),
        (output, method) => {
          const container = createContainer();
          const expander = new Rfc6570TemplateExpander();
          const merger = new DefaultHeaderMerger();
          const router = new DefaultParamRouter();
          const owner = method === "route" ? router : method === "merge" || method === "applyMediaType" ? merger : expander;
          Object.defineProperty(owner, method, { value: () => made(output) });
          container.register(TemplateExpander, { useValue: expander });
          container.register(HeaderMerger, { useValue: merger });
          container.register(ParamRouter, { useValue: router });
          expectTyped(() => createEndpoint({ container })("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", q: 1 }));
        },
      ),
      { numRuns: 100 },
    );
  });
});
