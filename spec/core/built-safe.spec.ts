import { expect } from "chai";
import {
  DefaultHeaderMerger,
  DefaultParamRouter,
  GLOBAL_DEFAULTS,
  InvalidHeaderError,
  InvalidUrlError,
  RequestPipeline,
  Rfc6570TemplateExpander,
  type Headers,
  type MediaType,
  type RoutedRequest,
  type RouteInput,
} from "../../lib";

// The core skips the exit check only for what the package's own strategies built; these are the
// ways a strategy can differ from them while looking like them.
describe("exit checks skipped only for what the package built safe", () => {
  const pipelineWith = (router: DefaultParamRouter, merger = new DefaultHeaderMerger()) =>
    new RequestPipeline(new Rfc6570TemplateExpander(), merger, router, {});

  it("the default strategies build the request (no check needed, none failing)", () => {
    const result = pipelineWith(new DefaultParamRouter()).endpoint(GLOBAL_DEFAULTS, "GET /a/{b}", { b: "c", q: "a b" });
    expect(result.url).to.equal("https://api.github.com/a/c?q=a%20b");
  });

  it("a subclass that overrides route() has its query and headers checked", () => {
    class EvilRouter extends DefaultParamRouter {
      override route(input: RouteInput): RoutedRequest {
        return { ...super.route(input), query: "a=b c" };
      }
    }
    expect(() => pipelineWith(new EvilRouter()).endpoint(GLOBAL_DEFAULTS, "GET /a", {})).to.throw(InvalidUrlError);
  });

  it("a default router whose route() is replaced after the pipeline is made is checked", () => {
    const router = new DefaultParamRouter();
    const pipeline = pipelineWith(router);
    router.route = (input) => ({ headers: { ...input.headers, "x-evil": "a\r\nb" } });
    expect(() => pipeline.endpoint(GLOBAL_DEFAULTS, "GET /a", {})).to.throw(InvalidHeaderError);
  });

  it("a subclass that overrides nothing is checked in full too (it may change state the methods read)", () => {
    class PoisonedMerger extends DefaultHeaderMerger {
      constructor() {
        super();
        const state = this as unknown as Record<string, unknown>;
        expect(state).to.have.property("amendedAccepts"); // the cache applyMediaType reads
        state.amendedAccepts = { getOrCompute: () => "text/plain\r\nx-evil: 1" };
      }
    }
    const pipeline = pipelineWith(new DefaultParamRouter(), new PoisonedMerger());
    expect(() => pipeline.endpoint(GLOBAL_DEFAULTS, "GET /a", { mediaType: { format: "raw" } })).to.throw(InvalidHeaderError);
  });

  // A getter that shows the package's method to one read and calls another on the next (found by
  // an outside review): what is trusted must be what ran.
  function twoFaced<T extends object>(strategy: T, name: string, genuine: unknown, evil: unknown, evilRead: number): T {
    let reads = 0;
    Object.defineProperty(strategy, name, { get: () => (++reads === evilRead ? evil : genuine) });
    return strategy;
  }

  it("a method read twice, the package's once and another once, is not trusted for what the other built", () => {
    const realPrepare = Rfc6570TemplateExpander.prototype.prepare;
    const evilTemplate = {
      names: [],
      variableNames: [],
      expand: () => "@evil.example/x",
      expandWithFacts: (_: unknown, facts: Record<string, unknown>) => {
        Object.assign(facts, { pathEnd: 15, fragmentStart: -1, pathLastCode: 120, lastCode: 120, dotSegment: false });
        return "@evil.example/x";
      },
    };
    for (const evilRead of [1, 2]) {
      const expander = twoFaced(new Rfc6570TemplateExpander(), "prepare", realPrepare, () => evilTemplate, evilRead);
      const pipeline = new RequestPipeline(expander, new DefaultHeaderMerger(), new DefaultParamRouter(), {});
      try {
        // Either the package's prepare ran, or what the other built was checked and joined as a path.
        const url = new URL(pipeline.endpoint(GLOBAL_DEFAULTS, "GET /user", {}).url);
        expect([url.host, url.username], `evil on read ${evilRead}`).to.deep.equal(["api.github.com", ""]);
      } catch (error) {
        expect(error, `evil on read ${evilRead}`).to.be.instanceOf(InvalidUrlError);
      }
    }
    const realApply = DefaultHeaderMerger.prototype.applyMediaType;
    const evilApply = function (this: DefaultHeaderMerger, headers: Headers, mediaType: MediaType): Headers {
      return { ...realApply.call(this, headers, mediaType), "x-evil": "a\r\nHost: evil.example" };
    };
    const realMerge = DefaultHeaderMerger.prototype.merge;
    const evilMerge = function (this: DefaultHeaderMerger, base: Headers, overrides: unknown): Headers {
      return { ...realMerge.call(this, base, overrides), "x-evil": "a\r\nHost: evil.example" };
    };
    for (const evilRead of [1, 2, 3]) {
      for (const [name, genuine, evil] of [
        ["applyMediaType", realApply, evilApply],
        ["merge", realMerge, evilMerge],
      ] as const) {
        const merger = twoFaced(new DefaultHeaderMerger(), name, genuine, evil, evilRead);
        const pipeline = pipelineWith(new DefaultParamRouter(), merger);
        for (let call = 0; call < 3; call++) {
          try {
            expect(pipeline.endpoint(GLOBAL_DEFAULTS, "GET /user", {}).headers, `${name}, evil on read ${evilRead}`).not.to.have.property(
              "x-evil",
            );
          } catch (error) {
            expect(error, `${name}, evil on read ${evilRead}`).to.be.instanceOf(InvalidHeaderError);
          }
        }
      }
    }
  });

  // Each method the package registered is trusted only under its own name, on an instance of its
  // own class: another registered method put on the instance under that name is not the one the
  // package vouched for there.
  it("an instance whose own method is another of the package's registered methods has its output checked in full", () => {
    const merger = new DefaultHeaderMerger();
    // applyMediaType under the name merge: it reads the call's headers as a media type, and
    // writes their unchecked "format" into accept.
    merger.merge = DefaultHeaderMerger.prototype.applyMediaType as unknown as DefaultHeaderMerger["merge"];
    const pipeline = pipelineWith(new DefaultParamRouter(), merger);
    // Defaults of this spec's own (checked, as defaults() makes them): that merge writes into the
    // headers it is given, which must not be the global defaults' that other calls read.
    const defaults = pipeline.workingDefaults(pipelineWith(new DefaultParamRouter()).mergeDefaults(GLOBAL_DEFAULTS, {}));
    expect(() => pipeline.endpoint(defaults, "GET /a", { headers: { format: "raw\r\nx-evil: 1" } })).to.throw(
      InvalidHeaderError,
      /^The value of the header "accept" holds U\+000D at character 30 of 40: [^"]*$/,
    );
  });

  it("the methods of the package's compiled templates, which the core trusts, cannot be replaced", () => {
    const prototype = Object.getPrototypeOf(new Rfc6570TemplateExpander().prepare("/x")) as Record<string, unknown>;
    expect(() => {
      prototype.expandWithFacts = () => "@evil.example/x";
    }).to.throw(TypeError);
    expect(pipelineWith(new DefaultParamRouter()).endpoint(GLOBAL_DEFAULTS, "GET /user", {}).url).to.equal("https://api.github.com/user");
  });

  it("defaults bound by a custom merger have their headers checked on each call, even through a default pipeline", () => {
    class LaxMerger extends DefaultHeaderMerger {
      override merge(base: Readonly<Headers>): Headers {
        return { ...base, "x-evil": "a\nb" };
      }
    }
    const defaults = pipelineWith(new DefaultParamRouter(), new LaxMerger()).mergeDefaults(GLOBAL_DEFAULTS, {});
    expect(() => pipelineWith(new DefaultParamRouter()).endpoint(defaults, "GET /a", {})).to.throw(InvalidHeaderError);
  });

  // docs/api.md promises lowercase header names whichever strategy made them: a custom merger's
  // "X-A" beside "x-a" would reach a client as one header with two values.
  it("a custom merger's header names leave lowercase, and two names for one header are refused", () => {
    class CasedMerger extends DefaultHeaderMerger {
      override merge(base: Readonly<Headers>, headers?: unknown): Headers {
        return { ...base, ...(headers as Headers) };
      }
    }
    const pipeline = pipelineWith(new DefaultParamRouter(), new CasedMerger());
    expect(pipeline.endpoint(GLOBAL_DEFAULTS, "GET /a", { headers: { "X-Trace": "1" } }).headers).to.deep.equal({
      accept: "application/vnd.github.v3+json",
      "user-agent": GLOBAL_DEFAULTS.headers["user-agent"],
      "x-trace": "1",
    });
    expect(() => pipeline.endpoint(GLOBAL_DEFAULTS, "GET /a", { headers: { Accept: "text/plain" } })).to.throw(
      InvalidHeaderError,
      /"accept" and "Accept" name the same header/,
    );
  });

  it("a custom router's header names leave lowercase too", () => {
    class CasedRouter extends DefaultParamRouter {
      override route(input: RouteInput): RoutedRequest {
        return { ...super.route(input), headers: { ...input.headers, "X-Routed": "yes" } };
      }
    }
    expect(pipelineWith(new CasedRouter()).endpoint(GLOBAL_DEFAULTS, "GET /a", {}).headers).to.have.property("x-routed", "yes");
  });

  it("defaults given to RequestPipeline.endpoint as they are have their headers checked", () => {
    const defaults = { ...GLOBAL_DEFAULTS, headers: { "x-evil": "a\r\nb" } };
    expect(() => pipelineWith(new DefaultParamRouter()).endpoint(defaults, "GET /a", {})).to.throw(InvalidHeaderError);
  });

  // A build may read the checked defaults' own media type rather than a copy, but only where the
  // merger is the package's, which reads it and nothing more.
  it("a merger that overrides applyMediaType gets a media type of its own: what it changes changes no later call", () => {
    class Meddler extends DefaultHeaderMerger {
      override applyMediaType(headers: Headers, mediaType: Readonly<MediaType>): Headers {
        const amended = super.applyMediaType(headers, mediaType);
        (mediaType as MediaType).format = "diff";
        return amended;
      }
    }
    const pipeline = pipelineWith(new DefaultParamRouter(), new Meddler());
    const defaults = pipeline.workingDefaults(pipeline.mergeDefaults(GLOBAL_DEFAULTS, {}));
    const first = pipeline.endpoint(defaults, "GET /a", {});
    const second = pipeline.endpoint(defaults, "GET /a", {});
    expect(first.headers.accept).to.equal("application/vnd.github.v3+json");
    expect(second.headers.accept).to.equal("application/vnd.github.v3+json");
  });
});
