import { expect } from "chai";
import {
  DEFAULT_SETTINGS,
  DefaultHeaderMerger,
  DefaultParamRouter,
  GLOBAL_DEFAULTS,
  InvalidHeaderError,
  InvalidUrlError,
  RequestPipeline,
  Rfc6570TemplateExpander,
  UnsupportedMethodError,
  endpoint,
  type EndpointDefaults,
} from "../../lib";

// RequestPipeline is public: its endpoint(), merge(), mergeDefaults() and parse() take defaults
// from the caller, who may not have made them with defaults(). Such defaults are checked as
// defaults() checks them; none of them may carry a URL or a method past the core unchecked.
describe("RequestPipeline: defaults given to it directly are checked as defaults() checks them", () => {
  const strategies = [new Rfc6570TemplateExpander(), new DefaultHeaderMerger(), new DefaultParamRouter()] as const;
  const pipeline = new RequestPipeline(...strategies, DEFAULT_SETTINGS);
  const defaultsWith = (extra: Record<string, unknown>) =>
    ({ method: "GET", baseUrl: "https://api.github.com", headers: {}, mediaType: { format: "" }, ...extra }) as unknown as EndpointDefaults;

  const UNSAFE: [string, Record<string, unknown>, new (...args: never[]) => Error][] = [
    ["a baseUrl with credentials", { baseUrl: "https://user:pw@evil.example" }, InvalidUrlError],
    ["a javascript: baseUrl", { baseUrl: "javascript:alert(1)//" }, InvalidUrlError],
    ["a baseUrl ending in a dot segment", { baseUrl: "https://api.github.com/a/.." }, InvalidUrlError],
    ["a baseUrl with a space", { baseUrl: "https://api.github.com/a b" }, InvalidUrlError],
    ["a method the library does not send", { method: "TRACE" }, UnsupportedMethodError],
    ["a header value with CR LF", { headers: { "x-a": "a\r\nb" } }, InvalidHeaderError],
  ];

  for (const [what, extra, errorClass] of UNSAFE) {
    it(`${what}: endpoint(), merge() and mergeDefaults() refuse it`, () => {
      const defaults = defaultsWith(extra);
      expect(() => pipeline.endpoint(defaults, "/x")).to.throw(errorClass);
      expect(() => pipeline.merge(defaults, "/x")).to.throw(errorClass);
      expect(() => pipeline.mergeDefaults(defaults, {})).to.throw(errorClass);
    });
  }

  it("defaults made by defaults(), and valid ones made by hand, give what endpoint() gives", () => {
    const made = pipeline.mergeDefaults(GLOBAL_DEFAULTS, { baseUrl: "https://ghe.example/api/v3" });
    const byHand = defaultsWith({ baseUrl: "https://ghe.example/api/v3", headers: { "user-agent": "x" } });
    const viaFacade = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" });
    expect(pipeline.endpoint(made, "GET /repos/{owner}", { owner: "o" })).to.deep.equal(viaFacade("GET /repos/{owner}", { owner: "o" }));
    expect(pipeline.endpoint(byHand, "PATCH /x", { a: 1 })).to.deep.equal({
      method: "patch",
      url: "https://ghe.example/api/v3/x",
      headers: { "user-agent": "x", "content-type": "application/json; charset=utf-8" },
      body: { a: 1 },
    });
    expect(pipeline.merge(byHand, "/x").method).to.equal("GET");
  });
});
