/**
 * The octokit entry: an `endpoint` that stands in for `@octokit/endpoint` inside
 * `@octokit/request`, `@octokit/core` and `octokit`, on the same core as the main entry.
 *
 * @module request-options-builder/octokit
 */

// The build keeps "../index" external, so both entries share one copy of every class.
import { createEndpoint } from "../index";
import type { EndpointOptions, HeaderValue, HttpMethod, MediaType, RequestMeta } from "../index";
import type { RouteVerb } from "../core/plan/route-types";

/**
 * An `endpoint` that behaves as `@octokit/endpoint` 11 wherever that package is right: uppercase
 * methods in results (fetch sends a method as given), previews only for `/graphql`, parameters
 * beside `data` dropped, `parse()` without a `url` goes to the root, OPTIONS sends its parameters
 * as a body, an unfilled placeholder expands to nothing. Every safety check and typed error of the
 * main entry still holds.
 *
 * @example
 * ```ts
 * import { endpoint } from "request-options-builder/octokit";
 * endpoint("PATCH /repos/{owner}/{repo}/issues/{issue_number}", { owner: "o", repo: "r", issue_number: 1, state: "closed" }).method;
 * // => "PATCH"
 * ```
 */
export const endpoint: OctokitEndpoint = createEndpoint({ profile: "octokit" }) as unknown as OctokitEndpoint;

/**
 * The methods of results and merged options, uppercase, as `@octokit/types` names them
 * (`RequestMethod`). `OPTIONS`, which those types leave out, is still accepted and sent.
 */
export type OctokitMethod = Exclude<HttpMethod, "OPTIONS">;

/**
 * The method of a route's result: the route's verb in capitals (`"GET /x"` and `"get /x"` give
 * `"GET"`), as `@octokit/types` types GitHub's routes; any {@link OctokitMethod} for a route
 * without a verb or typed as `string`, for `OPTIONS`, and where the options give a `method`,
 * which replaces the route's.
 */
export type OctokitRouteMethod<R extends string, P = {}> = "method" extends keyof P
  ? OctokitMethod
  : string extends R
    ? OctokitMethod
    : RouteVerb<R> extends OctokitMethod
      ? RouteVerb<R>
      : OctokitMethod;

/** Headers of results and merged options: lowercase names. */
export interface OctokitHeaders {
  /** The media types asked for. */
  accept?: string;
  /** Credentials, as the caller gave them. */
  authorization?: string;
  /** The client's name and version. */
  "user-agent"?: string;
  /** Every other header. */
  [header: string]: HeaderValue | undefined;
}

/** Request options of the octokit entry: the method uppercase, ready for `fetch`. */
export interface OctokitRequestOptions {
  /** Uppercase. */
  method: OctokitMethod;
  /** The full URL: base, expanded template and query string. */
  url: string;
  /** Default and call headers merged, lowercase names. */
  headers: OctokitHeaders;
  /** Present only when there is a body. */
  body?: unknown;
  /** The `request` option, when one was given. */
  request?: RequestMeta;
}

/** Merged options of the octokit entry (`merge()`), the input of `parse()`. */
export interface OctokitMergedOptions {
  /** Uppercase. */
  method: OctokitMethod;
  /** The base URL a path is joined to. */
  baseUrl: string;
  /** The URL template, not expanded. */
  url?: string;
  /** Defaults and call headers merged, lowercase names. */
  headers: OctokitHeaders;
  /** Format and merged previews. */
  mediaType: MediaType;
  /** The `request` option, when given. */
  request?: RequestMeta;
  /** Every parameter, the call's over the defaults'. */
  [parameter: string]: unknown;
}

/** The bound defaults of the octokit entry (`DEFAULTS`), as `@octokit/types` types them. */
export interface OctokitDefaults extends OctokitMergedOptions {
  /** The default headers. */
  headers: OctokitDefaultHeaders;
}

/** Default headers: `accept` and `user-agent` are set unless `defaults()` unset them. */
export interface OctokitDefaultHeaders extends OctokitHeaders {
  /** The default media types. */
  accept: string;
  /** The default client name and version. */
  "user-agent": string;
}

/**
 * The octokit entry's `endpoint`, typed as `@octokit/types` types `@octokit/endpoint` (assignable
 * to its `EndpointInterface`), so code written for it compiles unchanged; a literal route's verb
 * types the result's `method` for every route, not only GitHub's.
 *
 * @typeParam D - the options bound by `defaults()`, as `@octokit/types` carries them.
 */
export interface OctokitEndpoint<D extends object = object> {
  /**
   * Request options for a route (`"GET /repos/{owner}/{repo}"`) and its parameters; the method
   * typed as the route's verb ({@link OctokitRouteMethod}).
   */
  <R extends string, P extends object = {}>(
    route: R,
    parameters?: P & EndpointOptions,
  ): OctokitRequestOptions & {
    /** Uppercase: the route's verb, unless the options give a method. */
    method: OctokitRouteMethod<R, P>;
  };
  /** Request options for options that hold `method` and `url`. */
  <O extends EndpointOptions>(options: O): OctokitRequestOptions & Pick<D & O, keyof OctokitRequestOptions>;
  /** The bound default options, deeply frozen. */
  readonly DEFAULTS: D & OctokitDefaults;
  /** A new endpoint with `options` merged over these defaults (they cascade). */
  defaults<O extends object>(options: O & EndpointOptions): OctokitEndpoint<D & O>;
  /** Merged options, not parsed (the url still a template); the method typed as the route's verb. */
  merge<R extends string, P extends object = {}>(
    route: R,
    parameters?: P & EndpointOptions,
  ): D &
    OctokitDefaults &
    P & {
      /** Uppercase: the route's verb, unless the options give a method. */
      method: OctokitRouteMethod<R, P>;
    };
  /** Merged options, not parsed. A second argument after an options object is ignored, as in `@octokit/endpoint`. */
  merge<P extends object = EndpointOptions>(options: P & EndpointOptions, ignored?: unknown): D & OctokitDefaults & P;
  /** The merged defaults. */
  merge(): D & OctokitDefaults;
  /** Request options from merged options; stateless. */
  parse<O extends OctokitMergedOptions>(options: O): OctokitRequestOptions & Pick<O, keyof OctokitRequestOptions>;
}

export { EndpointError } from "../index";
export type { Endpoint, EndpointOptions, MergedOptions, RequestOptions } from "../index";
