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

  it("defaults bound by a custom merger have their headers checked on each call, even through a default pipeline", () => {
    class LaxMerger extends DefaultHeaderMerger {
      override merge(base: Readonly<Headers>): Headers {
        return { ...base, "x-evil": "a\nb" };
      }
    }
    const defaults = pipelineWith(new DefaultParamRouter(), new LaxMerger()).mergeDefaults(GLOBAL_DEFAULTS, {});
    expect(() => pipelineWith(new DefaultParamRouter()).endpoint(defaults, "GET /a", {})).to.throw(InvalidHeaderError);
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
