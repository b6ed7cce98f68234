import { expect } from "chai";
import { buildSync } from "esbuild";
import { join } from "node:path";
import {
  DEFAULT_SETTINGS,
  DefaultHeaderMerger,
  DefaultParamRouter,
  endpoint,
  GLOBAL_DEFAULTS,
  InvalidOptionsError,
  Rfc6570TemplateExpander,
} from "../../lib";
import { installedExtensions, registerExtensions } from "../../lib/core/extensions";
import { RequestPipeline as PipelineCore } from "../../lib/core/request-pipeline";

const LIB = join(__dirname, "../../lib/index.ts");

// What only other settings or a swapped strategy run is reached through core/extensions.ts, and
// installed by the modules through which those can reach a pipeline.
describe("extensions: what the default endpoint never runs, installed by the modules that need it", () => {
  describe("fail closed: a pipeline that needs them and finds them not installed throws", () => {
    const installed = installedExtensions();
    beforeEach(() => registerExtensions(undefined));
    afterEach(() => registerExtensions(installed));

    it("the default endpoint needs none", () => {
      expect(endpoint("GET /repos/{owner}", { owner: "o" }).url).to.equal("https://api.github.com/repos/o");
    });

    it("settings other than DEFAULT_SETTINGS are refused, not taken unchecked", () => {
      const make = () => new PipelineCore(new Rfc6570TemplateExpander(), new DefaultHeaderMerger(), new DefaultParamRouter(), {});
      expect(make).to.throw(Error, "was not loaded");
    });

    it("a router replaced after the pipeline was made is never called without its exit check", () => {
      const router = new DefaultParamRouter();
      const pipeline = new PipelineCore(new Rfc6570TemplateExpander(), new DefaultHeaderMerger(), router, DEFAULT_SETTINGS);
      let called = false;
      router.route = (input) => {
        called = true;
        return { headers: { ...input.headers, "x-evil": "a\r\nb" } };
      };
      expect(() => pipeline.endpoint(GLOBAL_DEFAULTS, "GET /a", {})).to.throw(InvalidOptionsError, "was not loaded");
      expect(called).to.equal(false);
    });
  });

  describe("a bundle holds them exactly when it holds a module through which they are needed", function () {
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
      "function routeThroughStrategy(",
      "function checkSettings(",
      "function checkOrigin(",
      "function encodeLiteralCharacters(",
      "function previewsForGraphqlOnly(",
      "function mergedNested(",
      "function refuseFullUrl(",
      "function checkBaseUrlOrigin(",
      'trailingSlash: "expansion-end"',
    ];

    it("endpoint alone: none of them", () => {
      const code = bundle("endpoint");
      for (const text of EXTENSION_CODE) expect(code, text).not.to.include(text);
    });

    for (const door of [
      "RequestPipeline",
      "DefaultParamRouter",
      "DefaultHeaderMerger",
      "Rfc6570TemplateExpander",
      "createEndpoint",
      "createContainer",
    ]) {
      it(`${door}: all of them`, () => {
        const code = bundle(door);
        for (const text of EXTENSION_CODE) expect(code, text).to.include(text);
        expect(code).to.include("installExtensions();");
      });
    }
  });
});
