import { typedError } from "../errors/typed-error";
import { buildRequest, buildUrl } from "./build-request";
import { withParameters, type Draft } from "./merge-options";
import { headersChecked, type RequestPipeline } from "./request-pipeline";
import type { EndpointDefaults, RequestOptions } from "./types";

// The builder's way through the pipeline, apart from RequestPipeline so that an application
// that only calls `endpoint` bundles none of it: a route and named options merged once, then
// built with many sets of parameters.

/**
 * The URL a prepared draft builds to before routing, kept by the first build of the builders
 * that share the draft and their placeholder values. @internal
 */
export interface BuiltUrl {
  url?: string;
  /** The URL's query separator, as the build that made it knew it. */
  separator?: string;
}

/**
 * A route and named options (no parameters) merged over the defaults once, for a builder that
 * builds them with many sets of parameters: what `endpoint()` would check of them is checked now.
 * @internal
 */
export function prepare(
  pipeline: RequestPipeline,
  defaults: EndpointDefaults,
  route: string | undefined,
  namedOptions: Readonly<Record<string, unknown>>,
): Draft {
  try {
    return pipeline.mergeCall(defaults, route, namedOptions, true);
  } catch (error) {
    throw typedError(error);
  }
}

/**
 * `endpoint(route, { ...namedOptions, ...parameters })`, with the route and named options
 * prepared. `builtUrl` keeps the URL before routing for the next build with the same prepared
 * draft and the same placeholder values, which is all that URL depends on.
 * @internal
 */
export function buildPrepared(
  pipeline: RequestPipeline,
  prepared: Draft,
  defaults: EndpointDefaults,
  parameters: Readonly<Record<string, unknown>>,
  builtUrl: BuiltUrl,
): RequestOptions {
  try {
    const draft = withParameters(prepared, defaults, parameters, pipeline.rules.nestedParameters);
    pipeline.checkParameters(draft, parameters, undefined);
    const pinnedOrigin = pipeline.pinnedOrigin(defaults);
    if (builtUrl.url === undefined) {
      builtUrl.url = buildUrl(draft, pipeline, pinnedOrigin);
      builtUrl.separator = draft.querySeparator;
    } else {
      draft.querySeparator = builtUrl.separator;
    }
    return buildRequest(draft, pipeline, pinnedOrigin, headersChecked(defaults), builtUrl.url);
  } catch (error) {
    throw typedError(error);
  }
}
