import { expect } from "chai";
import {
  createEndpoint,
  DefaultHeaderMerger,
  DefaultParamRouter,
  endpoint,
  EndpointBuilder,
  EndpointError,
  InvalidOptionsError,
  InvalidParameterError,
  MissingUrlError,
  Rfc6570TemplateExpander,
  UriTemplatesExpander,
} from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

describe("typed errors for options of the wrong type (no TypeError from deep inside)", () => {
  const call = endpoint as unknown as (...args: unknown[]) => unknown;

  it("refuses a number, boolean, array, function or class instance as options", () => {
    for (const options of [42, true, [], () => 1, new Date(), new (class Options {})()]) {
      expectEndpointError(() => call(options), InvalidOptionsError, "ERR_INVALID_OPTIONS");
      expectEndpointError(() => call("GET /", options), InvalidOptionsError, "ERR_INVALID_OPTIONS");
      expectEndpointError(() => endpoint.merge(options as never), InvalidOptionsError, "ERR_INVALID_OPTIONS");
      expectEndpointError(() => endpoint.parse(options as never), InvalidOptionsError, "ERR_INVALID_OPTIONS");
      expectEndpointError(() => endpoint.defaults(options as never), InvalidOptionsError, "ERR_INVALID_OPTIONS");
    }
  });

  it("refuses options after options (the second argument needs a route first)", () => {
    expectEndpointError(() => call({ url: "/" }, { a: 1 }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
  });

  it("refuses named options of the wrong type", () => {
    const bad: Record<string, unknown>[] = [
      { url: 42 },
      { url: ["/x"] },
      { method: null, url: "/" },
      { method: {}, url: "/" },
      { baseUrl: 1, url: "/" },
      { mediaType: "raw", url: "/" },
      { mediaType: { previews: "mercy" }, url: "/" },
      { mediaType: { previews: [{}] }, url: "/" },
      { mediaType: { format: 1 }, url: "/" },
      { mediaType: null, url: "/" },
      { request: "r", url: "/" },
      { request: [], url: "/" },
      { request: null, url: "/" },
    ];
    for (const options of bad) expectEndpointError(() => call(options), InvalidOptionsError, "ERR_INVALID_OPTIONS");
  });

  it("refuses a value that nests too deeply to copy, instead of overflowing the stack", () => {
    let deep: unknown = "leaf";
    for (let i = 0; i < 5000; i++) deep = [deep];
    expectEndpointError(() => endpoint.defaults({ deep }), InvalidOptionsError, "ERR_INVALID_OPTIONS", "deeper");
    expectEndpointError(() => new EndpointBuilder().param("deep", deep), InvalidOptionsError, "ERR_INVALID_OPTIONS");
  });

  it("copies cyclic defaults instead of looping", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    const derived = endpoint.defaults({ cyclic });
    const copy = derived.DEFAULTS.cyclic as Record<string, unknown>;
    expect(copy.self).to.equal(copy);
  });

  it("the package's strategies called directly refuse bad arguments with InvalidOptionsError, not a TypeError or RangeError", () => {
    const loose = <T>(value: T) => value as unknown as never;
    const calls: (() => unknown)[] = [
      () => new Rfc6570TemplateExpander({ cacheSize: -1 }),
      () => new Rfc6570TemplateExpander(loose(null)),
      () => new Rfc6570TemplateExpander().expand(loose(42), {}),
      () => new Rfc6570TemplateExpander().expand("/{a}", loose(null)),
      () => new Rfc6570TemplateExpander().variableNames(loose(42)),
      () => new Rfc6570TemplateExpander().prepare(loose(null)),
      () => new UriTemplatesExpander().expand(loose(42), {}),
      () => new DefaultHeaderMerger().applyMediaType({}, loose(null)),
      () => new DefaultParamRouter().route(loose(null)),
      () => new DefaultParamRouter().route(loose({ method: "GET", url: "/x", parameters: null, headers: {}, target: "query" })),
    ];
    for (const call of calls) expectEndpointError(call, InvalidOptionsError, "ERR_INVALID_OPTIONS");
  });

  it("refuses createEndpoint settings of the wrong type", () => {
    expectEndpointError(() => createEndpoint({ allowAbsoluteUrls: "no" as never }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
    expectEndpointError(() => createEndpoint({ arrayFormat: "semicolon" as never }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
    expectEndpointError(() => createEndpoint(5 as never), InvalidOptionsError, "ERR_INVALID_OPTIONS");
    // Inherited settings would be ignored (allowAbsoluteUrls: false among them): the message says why it is refused.
    const inherited = Object.create({ allowAbsoluteUrls: false }) as never;
    expectEndpointError(() => createEndpoint(inherited), InvalidOptionsError, "ERR_INVALID_OPTIONS", "plain options object");
    expectEndpointError(() => endpoint.defaults(inherited), InvalidOptionsError, "ERR_INVALID_OPTIONS", "plain options object");
  });

  it("every thrown error is an EndpointError, whatever the value type", () => {
    const values: unknown[] = [Symbol("s"), () => 1, 1n, NaN, new Map(), new Uint8Array(2), Object.create(null), "\ud800", -0, [undefined]];
    for (const value of values) {
      for (const route of ["GET /x/{v}", "GET /x", "POST /x", "GET /x{?v*}", "GET {+v}"]) {
        try {
          endpoint(route, { v: value });
        } catch (error) {
          expect(error, `${route} with ${String(typeof value)}`).to.be.instanceOf(EndpointError);
        }
      }
    }
    expectEndpointError(() => endpoint("GET /x", { v: Symbol("s") }), InvalidParameterError, "ERR_INVALID_PARAMETER");
    expectEndpointError(() => call(), MissingUrlError, "ERR_MISSING_URL");
  });
});
