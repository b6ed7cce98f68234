// tsyringe and reflect-metadata load on first use of a container (lib/di/load-tsyringe.ts), so
// that importing the package stays fast.

export { endpoint } from "./facade/endpoint";
export { createEndpoint, type CreateEndpointOptions } from "./facade/create-endpoint";
export type { Endpoint } from "./facade/endpoint-types";
export type {
  CallParameters,
  CheckedRoute,
  ListValue,
  MapValue,
  NamedOptionKey,
  OtherParametersRefused,
  ParameterName,
  ProvidedParameters,
  RouteOptionsArgument,
  RouteParameters,
  RouteUrl,
  RouteWithoutOptions,
  ScalarValue,
} from "./core/route-types";
export { EndpointBuilder } from "./builder/endpoint-builder";
export { createContainer } from "./di/create-container";
export { ENDPOINT_DEFAULTS, ENDPOINT_SETTINGS, DEFAULT_SETTINGS } from "./facade/tokens";
export { RequestPipeline, PLAN_CACHE_SIZE } from "./core/request-pipeline";
export type { RoutePlan, UrlPlan } from "./core/route-plan";
export { GLOBAL_DEFAULTS, USER_AGENT } from "./core/global-defaults";

export { TemplateExpander, type PreparedTemplate } from "./core/contracts/template-expander";
export { HeaderMerger } from "./core/contracts/header-merger";
export { ParamRouter, type RouteInput, type RoutedRequest } from "./core/contracts/param-router";
export {
  Rfc6570TemplateExpander,
  DEFAULT_TEMPLATE_CACHE_SIZE,
  type Rfc6570TemplateExpanderOptions,
} from "./strategies/rfc6570-template-expander";
export { DefaultHeaderMerger } from "./strategies/default-header-merger";
export { DefaultParamRouter } from "./strategies/default-param-router";

export * from "./errors/index";
export type * from "./core/types";
export type { Profile } from "./core/profiles";
export { UriTemplatesExpander } from "./strategies/uri-templates-expander";
export { toFetch, type FetchArguments, type FetchInit } from "./adapters/to-fetch";
export { toCurl } from "./adapters/to-curl";
