import { DEFAULT_SETTINGS } from "../core/options/settings";
import { RequestPipeline } from "../core/request-pipeline";
import { DefaultHeaderMerger } from "./default-header-merger";
import { DefaultParamRouter } from "./default-param-router";
import { Rfc6570TemplateExpander } from "./rfc6570-template-expander";

// One instance, so that `endpoint` and the builders share one template cache. Made without a
// container, so that importing the package loads no tsyringe.
const DEFAULT_PIPELINE = /* @__PURE__ */ new RequestPipeline(
  new Rfc6570TemplateExpander(),
  new DefaultHeaderMerger(),
  new DefaultParamRouter(),
  DEFAULT_SETTINGS,
);

/**
 * The pipeline of the exported `endpoint` and of `new EndpointBuilder()`: the default strategies
 * (the classes `createContainer()` registers).
 */
export function defaultPipeline(): RequestPipeline {
  return DEFAULT_PIPELINE;
}
