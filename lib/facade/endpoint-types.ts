import type { EndpointDefaults, EndpointOptions, MergedOptions, RequestOptions } from "../core/options/types";
import type { CheckedRoute, ProvidedParameters, RouteOptionsArgument, RouteUrl, RouteWithoutOptions } from "../core/plan/route-types";
import type {
  OfferedCallOptions,
  OpenApiCallOptions,
  OpenApiDefaults,
  OpenApiRoute,
  OpenApiRouteArgument,
  OpenApiRouteWithoutOptions,
} from "../core/plan/openapi-types";

/**
 * Merged options of a route: with a URL (`"GET /x"`, `"/x"`, a route typed as `string`) its `url`
 * is there, unless the options unset it (`url: undefined`); a route that is only a verb takes
 * the URL from the options or the defaults, if any.
 *
 * @category Endpoint and facade
 */
export type RouteMergedOptions<R> = R extends string
  ? RouteUrl<R> extends ""
    ? MergedOptions
    : MergedOptions & {
        /** The route's URL template. */
        url: string;
      }
  : MergedOptions;

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
  ): RouteMergedOptions<R>;
  /** Merged options, not parsed (uppercase method, url still a template; a route's url is there). */
  merge<R extends string>(route: CheckedRoute<R>, ...options: RouteOptionsArgument<R, Provided, EndpointOptions>): RouteMergedOptions<R>;

  /** Request options from merged options; stateless (ignores this endpoint's defaults). */
  parse(options: MergedOptions): RequestOptions;
}

/**
 * The `endpoint` facade typed by an OpenAPI description: the same function at run time as
 * {@link Endpoint}, with routes and options read from the `paths` type `openapi-typescript`
 * generates. Make one with `createEndpoint<paths>()`.
 *
 * - A route is `"<METHOD> <path>"` as the description has it (an editor completes it); a route the
 *   description lacks is a compile error that says so. A route typed as plain `string`, or an
 *   options object with `method` and `url`, is not checked: the way to call such a route on purpose.
 * - Path parameters are required, query parameters required or optional as described, with their
 *   described types; an object JSON body's properties are options of their own (R3 makes them
 *   the body), any other body is `data`. A name the description does not give the route is an
 *   error; named options are as for every call.
 * - A name that is an option's is never a parameter: an object body with such a property is
 *   `data`, and a path or query parameter with such a name makes the route's options an error.
 * - Names that `defaults()` binds are no longer required; a name no route of the description
 *   takes is an error there (bound, it would be sent with every call).
 *
 * @category OpenAPI descriptions
 *
 * @typeParam Paths - the `paths` type `openapi-typescript` generates from the description.
 * @typeParam Provided - parameter names the bound defaults provide.
 *
 * @example
 * ```ts
 * import type { paths } from "./petstore.js"; // generated: npx openapi-typescript petstore.yaml -o petstore.d.ts
 * const petstore = createEndpoint<paths>({ defaults: { baseUrl: "https://petstore.example.com/v1" } });
 * petstore("GET /pets/{petId}", { petId: 1 }).url; // => "https://petstore.example.com/v1/pets/1"
 * petstore("POST /pets", { name: "Rex", status: "available" }).body; // => { name: "Rex", status: "available" }
 * petstore("GET /pets/{petId}", { petID: 1 }); // error: 'petID' does not exist ...
 * petstore("GET /pest"); // error: ... "GET /pest is not a route of the API description ..."
 * ```
 */
export interface OpenApiEndpoint<Paths, Provided extends string = never> {
  /**
   * Request options for a described route that needs no options (else a compile error names what
   * is missing).
   */
  <R extends OpenApiRoute<Paths> | (string & {})>(route: OpenApiRouteWithoutOptions<Paths, R, Provided>): RequestOptions;
  /** Request options for a described route (`"GET /repos/{owner}/{repo}"`) and its options. */
  <R extends OpenApiRoute<Paths> | (string & {})>(
    route: OpenApiRouteArgument<Paths, R>,
    options: OfferedCallOptions<Paths, R, Provided>,
  ): RequestOptions;
  /** Read only for its error text when `method` or `url` is given. */
  <R extends OpenApiRoute<Paths> | (string & {})>(
    route: OpenApiRouteArgument<Paths, R>,
    options: OpenApiCallOptions<Paths, R, Provided>,
  ): RequestOptions;
  /** Request options for options that hold `method` and `url` (not checked against the description). */
  (options: EndpointOptions): RequestOptions;

  /** The bound default options, deeply frozen. */
  readonly DEFAULTS: EndpointDefaults;

  /** A new endpoint with `options` merged over these defaults (they cascade). */
  defaults<const O extends EndpointOptions>(options: OpenApiDefaults<Paths, O>): OpenApiEndpoint<Paths, Provided | ProvidedParameters<O>>;

  /** The merged defaults. */
  merge(): MergedOptions;
  /** Merged options, not parsed, for a described route that needs no options. */
  merge<R extends OpenApiRoute<Paths> | (string & {})>(route: OpenApiRouteWithoutOptions<Paths, R, Provided>): RouteMergedOptions<R>;
  /** Merged options, not parsed (uppercase method, url still a template; a route's url is there). */
  merge<R extends OpenApiRoute<Paths> | (string & {})>(
    route: OpenApiRouteArgument<Paths, R>,
    options: OfferedCallOptions<Paths, R, Provided>,
  ): RouteMergedOptions<R>;
  /** Read only for its error text when `method` or `url` is given. */
  merge<R extends OpenApiRoute<Paths> | (string & {})>(
    route: OpenApiRouteArgument<Paths, R>,
    options: OpenApiCallOptions<Paths, R, Provided>,
  ): RouteMergedOptions<R>;
  /** Merged options, not parsed, for an options object. */
  merge(options: EndpointOptions): MergedOptions;

  /** Request options from merged options; stateless (ignores this endpoint's defaults). */
  parse(options: MergedOptions): RequestOptions;
}
