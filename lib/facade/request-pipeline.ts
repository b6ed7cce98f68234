import { installExtensions } from "../core/install-extensions";
import { RequestPipeline as PipelineCore } from "../core/request-pipeline";
import type { EndpointSettings } from "../core/types";
import { registeredOnly } from "./registered-only";

// What a pipeline runs only for other settings or a swapped strategy is installed by the modules
// through which those can reach one (see core/extensions.ts). This is the module of the exported
// RequestPipeline and of the exported default strategies (whose prototypes an application could
// replace a method on): a bundle that holds any of them holds the extensions; one of `endpoint`
// alone does not, since `endpoint`'s pipeline is made from the core's class directly.
installExtensions();

/**
 * The core: merge (options over defaults) and build (merged options to request options), with
 * the three strategies injected once. The facade and the builder both call into it, so
 * `endpoint(o)` and `parse(merge(o))` run the same code.
 *
 * A call looks up one plan, for its route: what the route and its URL template say, read once
 * (see {@link RoutePlan}). The merge then sends each parameter where it goes in one walk, and the
 * build expands, routes and checks what leaves.
 *
 * @category Strategies and contracts
 *
 * @example
 * ```ts
 * const pipeline = new RequestPipeline(new Rfc6570TemplateExpander(), new DefaultHeaderMerger(), new DefaultParamRouter(), {
 *   arrayFormat: "repeat",
 * });
 * const defaults = pipeline.mergeDefaults(GLOBAL_DEFAULTS, { baseUrl: "https://ghe.example/api/v3" });
 * pipeline.endpoint(defaults, "GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", labels: ["bug", "ui"] }).url;
 * // => "https://ghe.example/api/v3/repos/o/r/issues?labels=bug&labels=ui"
 * ```
 */
export class RequestPipeline extends PipelineCore {
  /** A pipeline over the same strategies (and plans, which settings do not change) with other settings. */
  override withSettings(settings: Partial<EndpointSettings>): RequestPipeline {
    return this.sharingPlans(new RequestPipeline(this.expander, this.headerMerger, this.router, settings));
  }
}
registeredOnly(RequestPipeline);

export { DefaultHeaderMerger } from "../strategies/default-header-merger";
export { DefaultParamRouter } from "../strategies/default-param-router";
export {
  Rfc6570TemplateExpander,
  DEFAULT_TEMPLATE_CACHE_SIZE,
  type Rfc6570TemplateExpanderOptions,
} from "../strategies/rfc6570-template-expander";
