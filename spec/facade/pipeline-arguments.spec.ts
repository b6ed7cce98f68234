import "reflect-metadata";
import { expect } from "chai";
import {
  createContainer,
  DEFAULT_SETTINGS,
  DefaultHeaderMerger,
  DefaultParamRouter,
  GLOBAL_DEFAULTS,
  HeaderMerger,
  InvalidOptionsError,
  RequestPipeline,
  Rfc6570TemplateExpander,
} from "../../lib";

// A pipeline given the wrong things says what it takes, at once and typed, rather than failing
// with the engine's TypeError at the first call or naming a method the caller never called.
describe("RequestPipeline: arguments in the wrong place are refused with what it takes", () => {
  const [expander, merger, router] = [new Rfc6570TemplateExpander(), new DefaultHeaderMerger(), new DefaultParamRouter()];

  it("strategies in the wrong order, or a value without its contract's methods", () => {
    const wrongOrder = () => new RequestPipeline(merger as never, expander as never, router, DEFAULT_SETTINGS);
    expect(wrongOrder).to.throw(InvalidOptionsError, "its first argument must be a TemplateExpander (with prepare())");
    const plainValue = () => new RequestPipeline(expander, {} as never, router, DEFAULT_SETTINGS);
    expect(plainValue).to.throw(InvalidOptionsError, "its second argument must be a HeaderMerger (with merge()), got an object");
    expect(new RequestPipeline(expander, merger, router, DEFAULT_SETTINGS).endpoint(GLOBAL_DEFAULTS, "GET /a", {}).method).to.equal("get");
  });

  it("a container registration without the contract's methods", () => {
    const container = createContainer();
    container.register(HeaderMerger, { useValue: {} as HeaderMerger });
    expect(() => container.resolve(RequestPipeline)).to.throw(InvalidOptionsError, "must be a HeaderMerger");
  });

  it("a route where the defaults go names the defaults, not defaults()", () => {
    const pipeline = createContainer().resolve(RequestPipeline);
    const call = () => (pipeline.endpoint as (...args: unknown[]) => unknown)("GET /user");
    expect(call).to.throw(InvalidOptionsError, 'take them first), got "GET /user"');
    expect(call).to.not.throw(/defaults\(\) takes/);
  });
});
