import { expect } from "chai";
import {
  createContainer,
  createEndpoint,
  DefaultParamRouter,
  InvalidHeaderError,
  ParamRouter,
  type RoutedRequest,
  type RouteInput,
} from "../../lib";

// A router whose headers answer the exit check with a safe value, and whoever reads them after it
// with CR/LF: what leaves must be what was checked.
class TwoFacedRouter extends DefaultParamRouter {
  reads = 0;
  override route(input: RouteInput): RoutedRequest {
    const routed = super.route(input);
    const headers = { ...routed.headers };
    Object.defineProperty(headers, "x-trace", {
      enumerable: true,
      get: () => (++this.reads === 1 ? "safe" : "safe\r\nx-injected: 1"),
    });
    return { ...routed, headers };
  }
}

describe("what the exit check reads is what leaves (a strategy's getter or Proxy cannot change it afterwards)", () => {
  function endpointWith(router: ParamRouter) {
    const container = createContainer();
    container.register(ParamRouter, { useValue: router });
    return createEndpoint({ container });
  }

  it("a header getter read once: the result holds the checked value, a plain data property", () => {
    const router = new TwoFacedRouter();
    const result = endpointWith(router)("GET /x");
    expect(result.headers["x-trace"]).to.equal("safe");
    expect(result.headers["x-trace"]).to.equal("safe"); // read again: no getter left
    expect(Object.getOwnPropertyDescriptor(result.headers, "x-trace")).to.include({ value: "safe", writable: true });
    expect(router.reads).to.equal(1);
  });

  it("a Proxy as headers: each value read once, then copied", () => {
    let reads = 0;
    const proxyRouter = new (class extends DefaultParamRouter {
      override route(input: RouteInput): RoutedRequest {
        const routed = super.route(input);
        const headers = new Proxy(
          { ...routed.headers, "x-p": "" },
          { get: (target, key, receiver) => (key === "x-p" ? (reads++ === 0 ? "ok" : "bad\nvalue") : Reflect.get(target, key, receiver)) },
        );
        return { ...routed, headers };
      }
    })();
    const result = endpointWith(proxyRouter)("GET /x");
    expect(result.headers["x-p"]).to.equal("ok");
    expect(() => JSON.stringify(result.headers)).not.to.throw();
    expect(JSON.stringify(result.headers)).not.to.include("bad");
  });

  it("a getter that answers the check with CR/LF is refused", () => {
    const router = new (class extends DefaultParamRouter {
      override route(input: RouteInput): RoutedRequest {
        const routed = super.route(input);
        const headers = { ...routed.headers };
        Object.defineProperty(headers, "x-a", { enumerable: true, get: () => "1\r\nhost: evil" });
        return { ...routed, headers };
      }
    })();
    expect(() => endpointWith(router)("GET /x")).to.throw(InvalidHeaderError);
  });
});
