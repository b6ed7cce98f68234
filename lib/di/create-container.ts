import { describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { typedError } from "../errors/typed-error";
import type { DependencyContainer } from "tsyringe";
import { EndpointBuilder } from "../builder/endpoint-builder";
import { HeaderMerger } from "../core/contracts/header-merger";
import { ParamRouter } from "../core/contracts/param-router";
import { TemplateExpander } from "../core/contracts/template-expander";
import { GLOBAL_DEFAULTS } from "../core/merge/global-defaults";
import { resolveFromContainer } from "../facade/from-container";
import { RequestPipeline } from "../facade/request-pipeline";
import { DEFAULT_SETTINGS, ENDPOINT_DEFAULTS, ENDPOINT_SETTINGS } from "../facade/tokens";
import { DefaultHeaderMerger } from "../strategies/default-header-merger";
import { DefaultParamRouter } from "../strategies/default-param-router";
import { Rfc6570TemplateExpander } from "../strategies/rfc6570-template-expander";
import { loadTsyringe } from "./load-tsyringe";

/**
 * A new tsyringe child container with the default strategies, settings and defaults registered.
 * Register other strategies on it, then pass it to {@link createEndpoint} or resolve an
 * {@link EndpointBuilder} from it. Nothing is ever registered in tsyringe's root container, so an
 * application's own container stays clean. The first call loads tsyringe and `reflect-metadata`
 * (peer dependencies: the application's own copies).
 *
 * @category Dependency injection
 *
 * @param parent - the container to derive from (tsyringe's root by default); its registrations
 * stay visible unless overridden.
 *
 * @example
 * ```ts
 * const container = createContainer();
 * container.register(TemplateExpander, { useClass: UriTemplatesExpander });
 * const viaUriTemplates = createEndpoint({ container });
 * const builder = container.resolve(EndpointBuilder);
 * ```
 */
export function createContainer(parent?: DependencyContainer): DependencyContainer {
  try {
    if (parent !== undefined && typeof (parent as { createChildContainer?: unknown } | null)?.createChildContainer !== "function") {
      throw new InvalidOptionsError(
        `createContainer() takes a tsyringe container to derive from, or nothing; got ${describeValue(parent)}.`,
      );
    }
    const { container: rootContainer, Lifecycle } = loadTsyringe();
    const child = (parent ?? rootContainer).createChildContainer();
    // Container-scoped: every endpoint of this container shares one compiled-template cache.
    const scoped = { lifecycle: Lifecycle.ContainerScoped };
    child.register(TemplateExpander, { useClass: Rfc6570TemplateExpander }, scoped);
    child.register(HeaderMerger, { useClass: DefaultHeaderMerger }, scoped);
    child.register(ParamRouter, { useClass: DefaultParamRouter }, scoped);
    child.register(ENDPOINT_SETTINGS, { useValue: DEFAULT_SETTINGS });
    child.register(ENDPOINT_DEFAULTS, { useValue: GLOBAL_DEFAULTS });
    // Factories, not injection metadata: built from whatever the resolving container registers.
    child.register(RequestPipeline, { useFactory: (scope) => resolveFromContainer(scope).pipeline });
    child.register(EndpointBuilder, {
      useFactory: (scope) => {
        const { pipeline, defaults } = resolveFromContainer(scope);
        return new EndpointBuilder(pipeline, defaults);
      },
    });
    return child;
  } catch (error) {
    throw typedError(error);
  }
}
