import type { EndpointDefaults, EndpointOptions, MergedOptions, RequestOptions } from "../core/types";
import type { CheckedRoute, ProvidedParameters, RouteOptionsArgument, RouteWithoutOptions } from "../core/route-types";

/**
 * The `endpoint` facade: a function with `defaults`, `DEFAULTS`, `merge` and `parse`, as the peer's.
 * `endpoint(o)` equals `endpoint.parse(endpoint.merge(o))` for every input, errors included.
 *
 * With a literal route, the route's placeholders type the options: a missing required parameter
 * is a compile error. `Provided` holds the parameter names bound by `defaults()`, which are no
 * longer required.
 *
 * @category Endpoint and facade
 *
 * @typeParam Provided - parameter names the bound defaults provide.
 */
export interface Endpoint<Provided extends string = never> {
  /**
   * Request options for a route that needs no options (else a compile error names what is
   * missing), or for options that hold `method` and `url`.
   */
  <R extends string | EndpointOptions>(route: R extends string ? RouteWithoutOptions<R, Provided> : EndpointOptions): RequestOptions;
  /** Request options for a route (`"GET /repos/{owner}/{repo}"`) and its options. */
  <R extends string>(route: CheckedRoute<R>, ...options: RouteOptionsArgument<R, Provided, EndpointOptions>): RequestOptions;

  /** The bound default options, deeply frozen. */
  readonly DEFAULTS: EndpointDefaults;

  /** A new endpoint with `options` merged over these defaults (they cascade). */
  defaults<const O extends EndpointOptions>(options: O): Endpoint<Provided | ProvidedParameters<O>>;

  /**
   * Merged options, not parsed (uppercase method, url still a template), for a route that needs
   * no options, or for an options object; with none, the merged defaults. No `url` is needed.
   */
  merge<R extends string | EndpointOptions = EndpointOptions>(
    route?: R extends string ? RouteWithoutOptions<R, Provided> : EndpointOptions,
  ): MergedOptions;
  /** Merged options, not parsed (uppercase method, url still a template). */
  merge<R extends string>(route: CheckedRoute<R>, ...options: RouteOptionsArgument<R, Provided, EndpointOptions>): MergedOptions;

  /** Request options from merged options; stateless (ignores this endpoint's defaults). */
  parse(options: MergedOptions): RequestOptions;
}
