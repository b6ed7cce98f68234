import type { HeaderMerger } from "../core/contracts/header-merger";
import type { ParamRouter } from "../core/contracts/param-router";
import type { TemplateExpander } from "../core/contracts/template-expander";
import { EXTENSIONS } from "../core/build/extensions";
import { RequestPipeline as PipelineCore } from "../core/request-pipeline";
import type { EndpointSettings } from "../core/options/types";
import { registeredOnly } from "./registered-only";

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
  // The core's pipeline given what other settings and swapped strategies need: `endpoint`'s is
  // made without, so a bundle of `endpoint` alone holds none of it.
  constructor(expander: TemplateExpander, headerMerger: HeaderMerger, router: ParamRouter, settings: Partial<EndpointSettings>) {
    super(expander, headerMerger, router, settings, EXTENSIONS);
  }

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
