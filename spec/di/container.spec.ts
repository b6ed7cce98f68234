import "reflect-metadata";
import { expect } from "chai";
import { container as rootContainer, injectable } from "tsyringe";
import {
  createContainer,
  createEndpoint,
  DefaultHeaderMerger,
  DefaultParamRouter,
  endpoint,
  EndpointBuilder,
  HeaderMerger,
  InvalidOptionsError,
  ParamRouter,
  RequestPipeline,
  Rfc6570TemplateExpander,
  TemplateExpander,
  type Headers,
} from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

let constructed = 0;

@injectable()
class CountingHeaderMerger extends DefaultHeaderMerger {
  constructor() {
    super();
    constructed++;
  }
  override merge(base: Readonly<Headers>, overrides: unknown): Headers {
    return { ...super.merge(base, overrides), "x-merged-by": "counting" };
  }
}

class UppercaseExpander extends TemplateExpander {
  private readonly inner = new Rfc6570TemplateExpander();
  override expand(template: string, variables: Readonly<Record<string, unknown>>): string {
    return this.inner.expand(template, variables).toUpperCase();
  }
  override variableNames(template: string): readonly string[] {
    return this.inner.variableNames(template);
  }
}

describe("dependency injection", () => {
  it("createContainer() registers the default strategies in a new child container", () => {
    const container = createContainer();
    expect(container.resolve(TemplateExpander)).to.be.instanceOf(Rfc6570TemplateExpander);
    expect(container.resolve(HeaderMerger)).to.be.instanceOf(DefaultHeaderMerger);
    expect(container.resolve(ParamRouter)).to.be.instanceOf(DefaultParamRouter);
    expect(createContainer()).not.to.equal(container);
  });

  it("never registers anything in tsyringe's root container", () => {
    createEndpoint({ container: createContainer() })("GET /");
    EndpointBuilder.from(endpoint.defaults({ a: 1 }))
      .url("/")
      .build();
    createContainer().resolve(EndpointBuilder).url("/").build();
    expect(rootContainer.isRegistered(TemplateExpander, true)).to.equal(false);
    expect(rootContainer.isRegistered(HeaderMerger, true)).to.equal(false);
    expect(rootContainer.isRegistered(ParamRouter, true)).to.equal(false);
  });

  it("uses a strategy registered on the container", () => {
    const container = createContainer();
    container.register(HeaderMerger, { useClass: CountingHeaderMerger });
    const custom = createEndpoint({ container });
    expect(custom("GET /").headers["x-merged-by"]).to.equal("counting");
    // The default endpoint is untouched.
    expect(endpoint("GET /").headers).not.to.have.property("x-merged-by");
  });

  it("resolves the strategies once per facade, never per call or per defaults()", () => {
    const container = createContainer();
    container.register(HeaderMerger, { useClass: CountingHeaderMerger });
    const before = constructed;
    const custom = createEndpoint({ container });
    const derived = custom.defaults({ per_page: 1 });
    for (let i = 0; i < 10; i++) {
      custom("GET /x");
      derived("GET /x");
      derived.merge("GET /x");
    }
    expect(constructed - before).to.equal(1);
  });

  it("a builder resolved from a container uses that container's strategies", () => {
    const container = createContainer();
    container.register(TemplateExpander, { useValue: new UppercaseExpander() });
    const built = container.resolve(EndpointBuilder).route("GET /repos/{owner}").param("owner", "octokit").build();
    expect(built.url).to.equal("https://api.github.com/REPOS/OCTOKIT");
    expect(EndpointBuilder.from(endpoint).route("GET /repos/{owner}").param("owner", "octokit").build().url).to.equal(
      "https://api.github.com/repos/octokit",
    );
  });

  // A container the application made itself has no registration for them: tsyringe would build
  // them without the strategies ("TypeInfo not known", or settings of undefined).
  it("EndpointBuilder or RequestPipeline from an application's own container: an InvalidOptionsError that says what to do", () => {
    const own = rootContainer.createChildContainer();
    own.register(TemplateExpander, { useValue: new UppercaseExpander() });
    for (const type of [EndpointBuilder, RequestPipeline]) {
      expectEndpointError(
        () => own.resolve(type as never),
        InvalidOptionsError,
        "ERR_INVALID_OPTIONS",
        `${type.name} is resolved from a container made by createContainer()`,
      );
      expectEndpointError(
        () => rootContainer.resolve(type as never),
        InvalidOptionsError,
        "ERR_INVALID_OPTIONS",
        "createContainer(yourContainer)",
      );
    }
    // What the message says to do works.
    const derived = createContainer(own);
    derived.register(TemplateExpander, { useValue: new UppercaseExpander() });
    const built = derived.resolve(EndpointBuilder).route("GET /repos/{owner}").param("owner", "octokit").build();
    expect(built.url).to.equal("https://api.github.com/REPOS/OCTOKIT");
    own.register(EndpointBuilder, { useFactory: () => new EndpointBuilder() });
    expect(own.resolve(EndpointBuilder).route("GET /user").build().url).to.equal("https://api.github.com/user");
    expect(new EndpointBuilder().route("GET /user").build().url).to.equal("https://api.github.com/user");
  });

  it("EndpointBuilder.from(facade) binds the facade's defaults and strategies", () => {
    const container = createContainer();
    container.register(TemplateExpander, { useValue: new UppercaseExpander() });
    const custom = createEndpoint({ container, defaults: { owner: "octokit" } });
    expect(EndpointBuilder.from(custom).route("GET /repos/{owner}").build().url).to.equal("https://api.github.com/REPOS/OCTOKIT");
  });
});
