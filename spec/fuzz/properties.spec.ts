import { expect } from "chai";
import fc from "fast-check";
import { validateHeaderName, validateHeaderValue } from "node:http";
import {
  createContainer,
  createEndpoint,
  DefaultHeaderMerger,
  DefaultParamRouter,
  endpoint,
  EndpointBuilder,
  HeaderMerger,
  ParamRouter,
  Rfc6570TemplateExpander,
  TemplateExpander,
  type Endpoint,
  type EndpointOptions,
  type RequestOptions,
} from "../../lib";
import { deepFreeze } from "../helpers/deep-freeze";
import { outcome } from "../helpers/outcome";
import { builderSteps, endpointOptions, nastyString, route, RUNS, type BuilderStep } from "./arbitraries";

function call(target: Endpoint, routeString: string | undefined, options: EndpointOptions): RequestOptions {
  return routeString === undefined ? target(options) : target(routeString, options);
}

function expectSendable(result: RequestOptions): void {
  expect(() => new URL(result.url), result.url).not.to.throw();
  for (const [name, value] of Object.entries(result.headers)) {
    validateHeaderName(name);
    validateHeaderValue(name, String(value));
  }
}

// Defaults chains: up to three defaults() calls, each with generated options.
const defaultsChain = fc.array(endpointOptions, { maxLength: 3 });

// Two endpoints derived through the same chain of defaults() calls, which must agree at every
// step (the same bound defaults, or the same error); undefined once a step throws.
function derivedAlike(own: Endpoint, other: Endpoint, chain: readonly EndpointOptions[]): [Endpoint, Endpoint] | undefined {
  for (const defaults of chain) {
    const ownDerived = outcome(() => own.defaults(defaults));
    const otherDerived = outcome(() => other.defaults(defaults));
    if (!("result" in ownDerived) || !("result" in otherDerived)) {
      expect(otherDerived).to.deep.equal(ownDerived);
      return undefined;
    }
    expect(otherDerived.result.DEFAULTS).to.deep.equal(ownDerived.result.DEFAULTS);
    own = ownDerived.result;
    other = otherDerived.result;
  }
  return [own, other];
}

describe(`fuzzed options (${RUNS} runs per property; FAST_CHECK_RUNS raises it)`, () => {
  it("endpoint(o) deep-equals parse(merge(o)), results and errors", () => {
    fc.assert(
      fc.property(route, endpointOptions, (routeString, options) => {
        const direct = outcome(() => call(endpoint, routeString, options));
        const viaParse = outcome(() =>
          endpoint.parse(routeString === undefined ? endpoint.merge(options) : endpoint.merge(routeString, options)),
        );
        expect(viaParse).to.deep.equal(direct);
      }),
      { numRuns: RUNS },
    );
  });

  it("the core builds with the package's strategies as it does through their interfaces (a subclass that overrides nothing)", () => {
    // For its own strategies the core reads the expander's facts and applies the router's rules
    // directly; a subclass is not trusted, so it goes through expand(), route() and every exit check.
    class SameExpander extends Rfc6570TemplateExpander {}
    class SameMerger extends DefaultHeaderMerger {}
    class SameRouter extends DefaultParamRouter {}
    const container = createContainer();
    container.register(TemplateExpander, { useValue: new SameExpander() });
    container.register(HeaderMerger, { useValue: new SameMerger() });
    container.register(ParamRouter, { useValue: new SameRouter() });
    const throughInterfaces = createEndpoint({ container });
    fc.assert(
      fc.property(defaultsChain, route, endpointOptions, (chain, routeString, options) => {
        const derived = derivedAlike(endpoint, throughInterfaces, chain);
        if (derived === undefined) return;
        const [own, other] = derived;
        expect(outcome(() => call(other, routeString, options))).to.deep.equal(outcome(() => call(own, routeString, options)));
      }),
      { numRuns: RUNS },
    );
  });

  it("a call on a route planned before (written from its walk) is what the core builds through the interfaces, in key order", () => {
    // endpoint() writes a call from its walk once the route's plan is made, with the package's own
    // strategies only: a subclass that overrides nothing takes the draft, buildRequest and the exit checks.
    class SameMerger extends DefaultHeaderMerger {}
    const container = createContainer();
    container.register(HeaderMerger, { useValue: new SameMerger() });
    const throughInterfaces = createEndpoint({ container });
    fc.assert(
      fc.property(defaultsChain, route, endpointOptions, (chain, routeString, options) => {
        const derived = derivedAlike(endpoint, throughInterfaces, chain);
        if (derived === undefined) return;
        const [own, other] = derived;
        // The route planned by a call of its own, whatever that call gives.
        outcome(() => call(own, routeString, {}));
        const walked = outcome(() => call(own, routeString, options));
        expect(JSON.stringify(walked)).to.equal(JSON.stringify(outcome(() => call(other, routeString, options))));
        expect(JSON.stringify(outcome(() => call(own, routeString, options)))).to.equal(JSON.stringify(walked));
      }),
      { numRuns: RUNS },
    );
  });

  it("a builder's toOptions() is its build(): endpoint(b.toOptions()) deep-equals b.build(), or both refuse alike", () => {
    const endpoints: readonly Endpoint[] = [
      endpoint,
      endpoint.defaults({ org: "octo", hook_id: 1 }),
      endpoint.defaults({ method: "PATCH", url: "/app/hook/config" }),
      createEndpoint({ profile: "octokit" }),
      createEndpoint({ profile: "octokit" }).defaults({
        method: "POST",
        url: "/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
        baseUrl: "https://uploads.github.com",
      }),
    ];
    fc.assert(
      fc.property(fc.nat(endpoints.length - 1), builderSteps, fc.boolean(), (which, steps, builtBefore) => {
        const target = endpoints[which];
        let builder = EndpointBuilder.from(target);
        for (const [name, ...args] of steps as readonly BuilderStep[]) {
          const made = outcome(() => (builder as unknown as Record<string, (...a: unknown[]) => typeof builder>)[name](...args));
          if ("error" in made) return;
          builder = made.result;
        }
        // Built once before, a builder builds again over its prepared merge.
        if (builtBefore) outcome(() => builder.build());
        const built = outcome(() => builder.build());
        const fromOptions = outcome(() => target(builder.toOptions()));
        // Defaults that name a url: a route replaces it freely, but in options the route's URL is a
        // call's url, which the rule for a url that replaces another refuses (the safe way to differ).
        const routeReplacedDefaultUrl =
          "url" in target.DEFAULTS && "error" in fromOptions && /^The url .* (it replaces|replaces the URL)/.test(fromOptions.message);
        if (!routeReplacedDefaultUrl) expect(fromOptions).to.deep.equal(built);
      }),
      { numRuns: RUNS },
    );
  });

  it("through defaults chains: only EndpointErrors, and every result is sendable", () => {
    fc.assert(
      fc.property(defaultsChain, route, endpointOptions, (chain, routeString, options) => {
        let target: Endpoint = endpoint;
        for (const defaults of chain) {
          const next = outcome(() => {
            target = target.defaults(defaults);
            return {} as RequestOptions;
          });
          if ("error" in next) return;
        }
        const result = outcome(() => call(target, routeString, options));
        if ("result" in result) expectSendable(result.result);
        const viaParse = outcome(() =>
          target.parse(routeString === undefined ? target.merge(options) : target.merge(routeString, options)),
        );
        expect(viaParse).to.deep.equal(result);
      }),
      { numRuns: RUNS },
    );
  });

  it("never writes into the caller's options (deeply frozen inputs work, and stay as they were)", () => {
    fc.assert(
      fc.property(route, endpointOptions, (routeString, options) => {
        const snapshot = fc.stringify(options);
        deepFreeze(options);
        outcome(() => call(endpoint, routeString, options));
        outcome(() => endpoint.defaults(options)("GET /"));
        expect(fc.stringify(options)).to.equal(snapshot);
      }),
      { numRuns: RUNS },
    );
  });

  it("every produced URL parses with WHATWG URL, and its query decodes back to the parameters sent", () => {
    const queryValue = fc.oneof(nastyString, fc.integer(), fc.boolean(), fc.array(fc.oneof(nastyString, fc.integer()), { maxLength: 3 }));
    const queryParameters = fc.dictionary(
      fc
        .string({ minLength: 1, maxLength: 8 })
        .filter((name) => !["method", "url", "baseUrl", "headers", "mediaType", "request", "data"].includes(name)),
      queryValue,
      { maxKeys: 5 },
    );
    fc.assert(
      fc.property(queryParameters, (parameters) => {
        const result = outcome(() => endpoint("GET /search", parameters));
        if ("error" in result) {
          // Only lone surrogates, which have no UTF-8 form, are refused here.
          expect(result.error).to.equal("InvalidParameterError");
          return;
        }
        const url = new URL(result.result.url);
        expect(url.origin + url.pathname).to.equal("https://api.github.com/search");
        for (const [name, value] of Object.entries(parameters)) {
          const sent = Array.isArray(value) ? value.join(",") : String(value);
          expect(url.searchParams.get(name), name).to.equal(sent);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("every produced header is one Node's HTTP client accepts", () => {
    fc.assert(
      fc.property(route, endpointOptions, (routeString, options) => {
        const result = outcome(() => call(endpoint, routeString, options));
        if ("result" in result) expectSendable(result.result);
      }),
      { numRuns: RUNS },
    );
  });
});
