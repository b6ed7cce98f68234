import type { DependencyContainer } from "tsyringe";
import { GLOBAL_DEFAULTS } from "../core/global-defaults";
import { DefaultHeaderMerger } from "../strategies/default-header-merger";
import { DefaultParamRouter } from "../strategies/default-param-router";
import { HeaderMerger } from "../strategies/header-merger";
import { ParamRouter } from "../strategies/param-router";
import { Rfc6570TemplateExpander } from "../strategies/rfc6570-template-expander";
import { TemplateExpander } from "../strategies/template-expander";
import { DEFAULT_SETTINGS, ENDPOINT_DEFAULTS, ENDPOINT_SETTINGS } from "./tokens";
import { tsyringe } from "./tsyringe";

/**
 * A new tsyringe child container with the default strategies, settings and defaults registered.
 * Register other strategies on it, then pass it to {@link createEndpoint} or resolve an
 * {@link EndpointBuilder} from it. Nothing is ever registered in tsyringe's root container, so an
 * application's own container stays clean. The first call loads tsyringe and `reflect-metadata`.
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
  const { container: rootContainer, Lifecycle } = tsyringe();
  const child = (parent ?? rootContainer).createChildContainer();
  // Container-scoped: every endpoint of this container shares one compiled-template cache.
  const scoped = { lifecycle: Lifecycle.ContainerScoped };
  child.register(TemplateExpander, { useClass: Rfc6570TemplateExpander }, scoped);
  child.register(HeaderMerger, { useClass: DefaultHeaderMerger }, scoped);
  child.register(ParamRouter, { useClass: DefaultParamRouter }, scoped);
  child.register(ENDPOINT_SETTINGS, { useValue: DEFAULT_SETTINGS });
  child.register(ENDPOINT_DEFAULTS, { useValue: GLOBAL_DEFAULTS });
  return child;
}
