import type { EndpointBuilder } from "../builder/endpoint-builder";
import type { EndpointDefaults, EndpointOptions, MergedOptions, RequestOptions } from "../core/types";

/**
 * The `endpoint` facade: a function with `defaults`, `DEFAULTS`, `merge`, `parse` and `builder`.
 * `endpoint(o)` equals `endpoint.parse(endpoint.merge(o))` for every input, errors included.
 */
export interface Endpoint {
  /** Request options for a route (`"GET /repos/{owner}/{repo}"`) and its options. */
  (route: string, options?: EndpointOptions): RequestOptions;
  /** Request options for options that hold `method` and `url`. */
  (options: EndpointOptions): RequestOptions;

  /** The bound default options, deeply frozen. */
  readonly DEFAULTS: EndpointDefaults;

  /** A new endpoint with `options` merged over these defaults (they cascade). */
  defaults(options: EndpointOptions): Endpoint;

  /** Merged options, not parsed (uppercase method, url still a template). */
  merge(route: string, options?: EndpointOptions): MergedOptions;
  merge(options: EndpointOptions): MergedOptions;

  /** Request options from merged options; stateless (ignores this endpoint's defaults). */
  parse(options: MergedOptions): RequestOptions;

  /** An {@link EndpointBuilder} bound to this endpoint's defaults and strategies. */
  builder(): EndpointBuilder;
}
