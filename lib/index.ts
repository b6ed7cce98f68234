/**
 * The main entry: the `endpoint` function and `createEndpoint`, the fluent `EndpointBuilder`,
 * the typed errors, the strategies and the contracts they implement, dependency injection with
 * tsyringe, and the adapters that hand request options to `fetch` or curl.
 *
 * @categoryDescription Endpoint and facade
 * The `endpoint` function (with `defaults()`, `DEFAULTS`, `merge()` and `parse()`), `createEndpoint`
 * for an endpoint with settings of its own, and the global defaults every endpoint starts from.
 *
 * @categoryDescription Builder
 * The immutable fluent builder over the same core as `endpoint`.
 *
 * @categoryDescription OpenAPI descriptions
 * Routes typed by an OpenAPI description: `createEndpoint<paths>()` with the `paths` type that
 * `openapi-typescript` generates (GitHub's is `@octokit/openapi-types`' `paths`) returns an
 * `OpenApiEndpoint`, the same function at run time. Routes complete in an editor and an undescribed
 * one is a compile error; path, query and body parameters are typed as described; `ResponseOf`
 * and `StatusOf` type what the application's client gets back. Types only: nothing is added to
 * the bundle.
 *
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const github = createEndpoint<paths>();
 * github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "endpoint.js", state: "open" });
 * EndpointBuilder.from(github).route("POST /repos/{owner}/{repo}/issues").params({ owner: "o", repo: "r", title: "Found a bug" });
 * type Issues = ResponseOf<paths, "GET /repos/{owner}/{repo}/issues">; // components["schemas"]["issue"][]
 * ```
 *
 * @categoryDescription Errors
 * Every error thrown for bad input is an `EndpointError` with a stable `code`.
 *
 * @categoryDescription Strategies and contracts
 * The three strategy contracts (`TemplateExpander`, `HeaderMerger`, `ParamRouter`), the
 * strategies that come with the library, and the core that runs them.
 *
 * @categoryDescription Dependency injection
 * A tsyringe container that supplies strategies, defaults and settings to endpoints and builders.
 *
 * @categoryDescription Adapters
 * Request options as `fetch` arguments or as a curl command line.
 *
 * @categoryDescription Types
 * Options, results, and the types that check literal routes at compile time.
 *
 * @module request-options-builder
 */

// tsyringe and reflect-metadata load on first use of a container (lib/di/load-tsyringe.ts), so
// that importing the package stays fast.

export { endpoint } from "./facade/endpoint";
export { createEndpoint, type CreateEndpointOptions } from "./facade/create-endpoint";
export type { Endpoint, OpenApiEndpoint, RouteMergedOptions } from "./facade/endpoint-types";
export type {
  BinaryBody,
  OpenApiBuilderParameters,
  OpenApiData,
  OpenApiDefaults,
  OpenApiNamedOptions,
  OpenApiOperation,
  OpenApiCallOptions,
  OpenApiOptions,
  OpenApiParameters,
  OpenApiRoute,
  OpenApiRouteArgument,
  OpenApiRouteWithoutOptions,
  RequestBodyOf,
  ResponseOf,
  StatusOf,
  SuccessStatusOf,
} from "./core/plan/openapi-types";
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
} from "./core/plan/route-types";
export { EndpointBuilder } from "./builder/endpoint-builder";
export { createContainer } from "./di/create-container";
export { ENDPOINT_DEFAULTS, ENDPOINT_SETTINGS, DEFAULT_SETTINGS } from "./facade/tokens";
export { PLAN_CACHE_SIZE } from "./core/request-pipeline";
export type { RoutePlan, UrlPlan } from "./core/plan/route-plan";
export { GLOBAL_DEFAULTS, USER_AGENT } from "./core/merge/global-defaults";
export { NAMED_OPTION_KEYS } from "./core/options/named-options";

export { TemplateExpander, type PreparedTemplate, type VariableNames } from "./core/contracts/template-expander";
export { HeaderMerger } from "./core/contracts/header-merger";
export { ParamRouter, type RouteInput, type RoutedRequest } from "./core/contracts/param-router";
// The classes through which a strategy can be swapped, from the module whose pipeline is given
// what a swapped strategy needs (see lib/facade/request-pipeline.ts).
export {
  RequestPipeline,
  Rfc6570TemplateExpander,
  DEFAULT_TEMPLATE_CACHE_SIZE,
  type Rfc6570TemplateExpanderOptions,
  DefaultHeaderMerger,
  DefaultParamRouter,
} from "./facade/request-pipeline";

export * from "./errors/index";
export type * from "./core/options/types";
export type { Profile } from "./core/options/profiles";
export { UriTemplatesExpander } from "./strategies/uri-templates-expander";
export { toFetch, type FetchArguments, type FetchInit } from "./adapters/to-fetch";
export { toCurl } from "./adapters/to-curl";
