import { expect } from "chai";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import {
  createContainer,
  createEndpoint,
  DefaultHeaderMerger,
  DefaultParamRouter,
  endpoint,
  HeaderMerger,
  InvalidOptionsError,
  ParamRouter,
  TemplateExpander,
  UriTemplatesExpander,
  type Headers,
  type RoutedRequest,
  type RouteInput,
} from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

class RepeatRouter extends DefaultParamRouter {
  override route(input: RouteInput): RoutedRequest {
    return super.route({ ...input, arrayFormat: "repeat" });
  }
}

class TaggingMerger extends DefaultHeaderMerger {
  override merge(base: Readonly<Headers>, overrides: unknown): Headers {
    return { ...super.merge(base, overrides), "x-merged-by": "tagging" };
  }
}

describe("createEndpoint() with strategy instances, without a container", () => {
  it("uses each strategy given, the defaults for the others, as a container registering them would", () => {
    const route = "GET /search{?q}";
    const parameters = { q: "a b", labels: ["x", "y"] };
    const swapped = createEndpoint({ paramRouter: new RepeatRouter(), headerMerger: new TaggingMerger() })(route, parameters);
    const container = createContainer();
    container.register(ParamRouter, { useValue: new RepeatRouter() });
    container.register(HeaderMerger, { useValue: new TaggingMerger() });
    const viaContainer = createEndpoint({ container })(route, parameters);
    expect(swapped.url).to.equal("https://api.github.com/search?q=a%20b&labels=x&labels=y");
    expect(swapped.url).to.equal(viaContainer.url);
    expect(swapped.headers["x-merged-by"]).to.equal("tagging");
    expect(createEndpoint({ templateExpander: new UriTemplatesExpander() })("GET /{+path}", { path: "a/b" }).url).to.equal(
      "https://api.github.com/a/b",
    );
    // Each optional, with the endpoint's settings and defaults beside them.
    const ghe = createEndpoint({ paramRouter: new RepeatRouter(), defaults: { baseUrl: "https://ghe.example/api" }, arrayFormat: "comma" });
    expect(ghe("GET /x", { a: [1, 2] }).url).to.equal("https://ghe.example/api/x?a=1&a=2");
    expect(ghe.defaults({ b: 1 })("GET /x").url).to.equal("https://ghe.example/api/x?b=1");
    expect(createEndpoint({})("GET /x", { a: [1, 2] })).to.deep.equal(endpoint("GET /x", { a: [1, 2] }));
  });

  it("checks each strategy as a container's registration is checked, naming the option given", () => {
    const tokens = { templateExpander: TemplateExpander, headerMerger: HeaderMerger, paramRouter: ParamRouter };
    for (const [name, value, contract, method] of [
      ["templateExpander", {}, "TemplateExpander", "prepare"],
      ["headerMerger", new DefaultParamRouter(), "HeaderMerger", "merge"],
      ["paramRouter", "router", "ParamRouter", "route"],
    ] as const) {
      const message = `must be a ${contract} (with ${method}()), got `;
      const given = expectEndpointError(() => createEndpoint({ [name]: value }), InvalidOptionsError, "ERR_INVALID_OPTIONS", message);
      const container = createContainer();
      container.register(tokens[name] as typeof ParamRouter, { useValue: value as ParamRouter });
      const registered = expectEndpointError(() => createEndpoint({ container }), InvalidOptionsError, "ERR_INVALID_OPTIONS", message);
      // The option the user passed, not the pipeline's constructor they never called; one message.
      expect(given.message).to.equal(`createEndpoint()'s ${name} ${registered.message.slice(registered.message.indexOf("must be a "))}`);
      expect(given.message).to.not.include("RequestPipeline");
    }
    expectEndpointError(() => createEndpoint({ paramRouter: null as never }), InvalidOptionsError, "ERR_INVALID_OPTIONS", "got null");
    expectEndpointError(
      () => createEndpoint({ container: createContainer(), paramRouter: new RepeatRouter() }),
      InvalidOptionsError,
      "ERR_INVALID_OPTIONS",
      "not both",
    );
  });

  it("reads its options through own properties only", () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.paramRouter = new RepeatRouter();
    const container = createContainer();
    container.register(ParamRouter, { useValue: new RepeatRouter() });
    prototype.container = container;
    prototype.arrayFormat = "repeat";
    try {
      expect(createEndpoint({})("GET /x", { a: [1, 2] }).url).to.equal("https://api.github.com/x?a=1,2");
      expect(createEndpoint({ defaults: {} })("GET /x", { a: [1, 2] }).url).to.equal("https://api.github.com/x?a=1,2");
    } finally {
      delete prototype.paramRouter;
      delete prototype.container;
      delete prototype.arrayFormat;
    }
  });

  it("loads neither tsyringe nor reflect-metadata in a program that swaps a ParamRouter", function () {
    this.timeout(60_000);
    const script = `const lib = require("./lib");
      class Repeat extends lib.DefaultParamRouter { route(input) { return super.route({ ...input, arrayFormat: "repeat" }); } }
      const url = lib.createEndpoint({ paramRouter: new Repeat() })("GET /x", { a: [1, 2] }).url;
      const loaded = Object.keys(require.cache).filter((file) => /[\\\\/](tsyringe|reflect-metadata)[\\\\/]/.test(file));
      console.log(JSON.stringify({ url, loaded, metadata: typeof Reflect.getMetadata }));`;
    const output = execFileSync(process.execPath, ["-r", "ts-node/register/transpile-only", "-e", script], {
      cwd: join(__dirname, "../.."),
    });
    expect(JSON.parse(String(output))).to.deep.equal({ url: "https://api.github.com/x?a=1&a=2", loaded: [], metadata: "undefined" });
  });
});
