import { expect } from "chai";
import { buildSync } from "esbuild";
import { join } from "node:path";
import {
  DEFAULT_SETTINGS,
  DefaultHeaderMerger,
  DefaultParamRouter,
  createEndpoint,
  endpoint,
  EndpointBuilder,
  GLOBAL_DEFAULTS,
  InvalidHeaderError,
  InvalidOptionsError,
  InvalidUrlError,
  Rfc6570TemplateExpander,
  UriTemplatesExpander,
} from "../../lib";
import { EXTENSIONS } from "../../lib/core/build/extensions";
import { RequestPipeline as PipelineCore } from "../../lib/core/request-pipeline";

const LIB = join(__dirname, "../../lib/index.ts");

// What only other settings or a swapped strategy run is an object given to the core's pipeline
// (core/build/extensions.ts): `endpoint`'s pipeline is made without it.
describe("extensions: what the default endpoint never runs, given to the pipelines that need it", () => {
  const core = (settings: object, extensions: typeof EXTENSIONS | undefined, router = new DefaultParamRouter()) =>
    new PipelineCore(new Rfc6570TemplateExpander(), new DefaultHeaderMerger(), router, settings, extensions);

  describe("fail closed: a pipeline made without them that needs them throws", () => {
    it("the default endpoint needs none", () => {
      expect(endpoint("GET /repos/{owner}", { owner: "o" }).url).to.equal("https://api.github.com/repos/o");
    });

    it("settings other than DEFAULT_SETTINGS are refused, not taken unchecked", () => {
      expect(() => core({}, undefined)).to.throw(InvalidOptionsError, "make it with createEndpoint(), a container or a RequestPipeline");
      expect(() => core(DEFAULT_SETTINGS, undefined).withSettings({ profile: "octokit" })).to.throw(
        InvalidOptionsError,
        "make it with createEndpoint(), a container or a RequestPipeline",
      );
    });

    it("a router replaced after the pipeline was made is never called without its exit check", () => {
      const router = new DefaultParamRouter();
      const pipeline = core(DEFAULT_SETTINGS, undefined, router);
      let called = false;
      router.route = (input) => {
        called = true;
        return { headers: { ...input.headers, "x-evil": "a\r\nb" } };
      };
      expect(() => pipeline.endpoint(GLOBAL_DEFAULTS, "GET /a", {})).to.throw(
        InvalidOptionsError,
        "make it with createEndpoint(), a container or a RequestPipeline",
      );
      expect(called).to.equal(false);
    });

    it("an expander the package did not build safe is never trusted unchecked", () => {
      const pipeline = new PipelineCore(new UriTemplatesExpander(), new DefaultHeaderMerger(), new DefaultParamRouter(), DEFAULT_SETTINGS);
      expect(() => pipeline.endpoint(GLOBAL_DEFAULTS, "GET /a", {})).to.throw(
        InvalidOptionsError,
        "make it with createEndpoint(), a container or a RequestPipeline",
      );
    });
    it("a default strategy's method replaced on its prototype: refused by endpoint, checked by createEndpoint()", () => {
      const original = DefaultHeaderMerger.prototype.merge;
      let extra: Record<string, string> = { "x-patched": "1" };
      DefaultHeaderMerger.prototype.merge = function (base, overrides) {
        return { ...original.call(this, base, overrides), ...extra };
      };
      try {
        expect(() => endpoint("GET /user")).to.throw(InvalidOptionsError, "make it with createEndpoint()");
        expect(() => new EndpointBuilder().route("GET /user").build()).to.throw(InvalidOptionsError, "createEndpoint()");
        expect(createEndpoint()("GET /user").headers["x-patched"]).to.equal("1");
        extra = { "x-evil": "a\r\nb" };
        expect(() => createEndpoint()("GET /user")).to.throw(InvalidHeaderError);
      } finally {
        DefaultHeaderMerger.prototype.merge = original;
      }
      expect(endpoint("GET /user").headers).to.not.have.property("x-patched");
    });
  });

  describe("given them, the core's pipeline runs other settings and swapped strategies", () => {
    it("the octokit profile's rules", () => {
      const pipeline = core({ profile: "octokit" }, EXTENSIONS);
      const defaults = GLOBAL_DEFAULTS;
      expect(pipeline.endpoint(defaults, "GET /a|b", {}).method).to.equal("GET");
      expect(pipeline.endpoint(defaults, "GET /a|b", {}).url).to.equal("https://api.github.com/a%7Cb");
      const nested = pipeline.mergeDefaults(GLOBAL_DEFAULTS, { config: { url: "u" } });
      expect(pipeline.merge(nested, "GET /a", { config: { secret: "s" } })).to.deep.include({ config: { url: "u", secret: "s" } });
      const previews = { mediaType: { previews: ["x"] } };
      expect(pipeline.endpoint(defaults, "GET /a", previews).headers.accept).to.equal("application/vnd.github.v3+json");
      expect(pipeline.endpoint(defaults, "POST /graphql", previews).headers.accept).to.equal("application/vnd.github.x-preview+json");
    });

    it("paths only: a full URL refused, the origin pinned", () => {
      const pipeline = core({ allowAbsoluteUrls: false }, EXTENSIONS);
      expect(() => pipeline.endpoint(GLOBAL_DEFAULTS, "GET https://evil.example/a", {})).to.throw(InvalidUrlError);
      expect(() => pipeline.endpoint(GLOBAL_DEFAULTS, "GET /a", { baseUrl: "https://evil.example" })).to.throw(InvalidUrlError);
    });

    it("a swapped router is called, and what it returns is checked", () => {
      const router = new DefaultParamRouter();
      router.route = (input) => ({ headers: { ...input.headers, "x-evil": "a\r\nb" } });
      expect(() => core(DEFAULT_SETTINGS, EXTENSIONS, router).endpoint(GLOBAL_DEFAULTS, "GET /a", {})).to.throw(InvalidHeaderError);
    });

    it("a swapped expander", () => {
      const pipeline = new PipelineCore(new UriTemplatesExpander(), new DefaultHeaderMerger(), new DefaultParamRouter(), {}, EXTENSIONS);
      expect(pipeline.endpoint(GLOBAL_DEFAULTS, "GET /repos/{owner}", { owner: "o" }).url).to.equal("https://api.github.com/repos/o");
    });
  });

  describe("a bundle holds them exactly when it holds a module that gives them to a pipeline", function () {
    this.timeout(30_000);
    // Unminified, so the functions keep their names.
    const bundle = (imported: string) =>
      buildSync({
        stdin: { contents: `import { ${imported} } from ${JSON.stringify(LIB)}; console.log(${imported});`, resolveDir: __dirname },
        bundle: true,
        format: "esm",
        platform: "browser",
        write: false,
        logLevel: "silent",
        external: ["tsyringe", "reflect-metadata", "uri-templates"],
      }).outputFiles[0].text;
    const EXTENSION_CODE = [
      "var routeThroughStrategy = (",
      "function checkSettings(",
      "function checkOrigin(",
      "function encodeLiteralCharacters(",
      "function isGraphqlUrl(",
      "function mergedNested(",
      "function refuseFullUrl(",
      "function checkBaseUrlOrigin(",
      "function checkedHeadersOf(",
      "function checkedPrepared(",
      "function checkedExpansion(",
      'trailingSlash: "expansion-end"',
    ];

    it("endpoint alone: none of them", () => {
      const code = bundle("endpoint");
      for (const text of EXTENSION_CODE) expect(code, text).not.to.include(text);
    });

    for (const door of ["RequestPipeline", "createEndpoint", "createContainer"]) {
      it(`${door}: all of them`, () => {
        const code = bundle(door);
        for (const text of EXTENSION_CODE) expect(code, text).to.include(text);
      });
    }
  });
});
