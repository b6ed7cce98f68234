import type { Profile } from "./profiles";

import type { HttpMethod } from "./http-method";

export type { BodyMethod, HttpMethod, QueryMethod } from "./http-method";

/** A header value: a number stays a number (such as `content-length`). */
export type HeaderValue = string | number;
/** Headers as results carry them: lowercase names. */
export type Headers = Record<string, HeaderValue>;
/** Headers as callers pass them: any letter case; `null` or `undefined` removes a header. */
export type HeadersInput = Readonly<Record<string, HeaderValue | null | undefined>>;

/** `mediaType` as callers pass it. */
export interface MediaTypeInput {
  /** A media type parameter such as `raw`, `diff` or `text+json`; amends `accept`. */
  readonly format?: string | undefined;
  /** Preview names such as `mercy`; the `-preview` suffix is optional. */
  readonly previews?: readonly string[] | undefined;
}

/** `mediaType` in merged options: format (`""` for none) and previews without `-preview`. */
export interface MediaType {
  /** The media type format, `""` for none. */
  format: string;
  /** Preview names without `-preview`: the defaults' first, then the call's. */
  previews?: string[];
}

/** Caller meta information (a signal, an agent, a timeout ...), returned as given. */
export type RequestMeta = Record<string, unknown>;

/**
 * `T` whose optional properties also take `undefined`, which every option and parameter reads as
 * "not set" (under `exactOptionalPropertyTypes` an optional property otherwise does not).
 * @internal
 */
export type UnsetWhereOptional<T> = { [K in keyof T]: {} extends Pick<T, K> ? T[K] | undefined : T[K] };

/**
 * Options as `endpoint()`, `merge()` and `defaults()` take them. Every key that is not a named
 * option is a parameter, routed by rules R1 to R3. `undefined` is "not set" for each of them.
 */
export interface EndpointOptions {
  /** Any supported HTTP verb, any letter case. */
  method?: string | undefined;
  /** A path or a full http(s) URL; an RFC 6570 template, `:name` placeholders allowed. */
  url?: string | undefined;
  /** An absolute http(s) URL that a path `url` is joined to. */
  baseUrl?: string | undefined;
  /** Headers merged over the defaults' by lowercase name; `null` or `undefined` removes one. */
  headers?: HeadersInput | undefined;
  /** Amends the `accept` header: a format, and preview names. */
  mediaType?: MediaTypeInput | undefined;
  /** The request body as given, in place of a JSON body built from parameters. */
  data?: unknown;
  /** Caller meta information, returned as given. */
  request?: RequestMeta | undefined;
  [parameter: string]: unknown;
}

/**
 * Options after merging with the defaults (the output of `merge()`, the input of `parse()`):
 * uppercase method, lowercase header names, the URL still a template.
 */
export interface MergedOptions {
  /** Uppercase, as the spec shows merged options. */
  method: HttpMethod;
  /** The base URL a path is joined to. */
  baseUrl: string;
  /** The URL template, not expanded; absent when neither the call nor the defaults set one. */
  url?: string;
  /** Defaults and call headers merged, lowercase names. */
  headers: Headers;
  /** Format and merged previews. */
  mediaType: MediaType;
  /** The `request` option, when given (merged shallowly over the defaults'). */
  request?: RequestMeta;
  /** The body, when given. */
  data?: unknown;
  /** Every parameter, the call's over the defaults'. */
  [parameter: string]: unknown;
}

/** Bound default options of an endpoint (`DEFAULTS`): merged options that may lack a `url`. */
export interface EndpointDefaults {
  /** The default method, uppercase. */
  readonly method: HttpMethod;
  /** The default base URL. */
  readonly baseUrl: string;
  /** A default URL template, if bound. */
  readonly url?: string;
  /** The default headers, lowercase names. */
  readonly headers: Readonly<Headers>;
  /** The default format and previews. */
  readonly mediaType: Readonly<MediaType>;
  /** Default meta information, if bound. */
  readonly request?: Readonly<RequestMeta>;
  /** Default parameters. */
  readonly [parameter: string]: unknown;
}

/** Request options ready for an HTTP client: the output of `endpoint()` and `parse()`. */
export interface RequestOptions {
  /** Lowercase (uppercase under the `"octokit"` profile); send it uppercase (see `toFetch`). */
  method: Lowercase<HttpMethod> | HttpMethod;
  /** The full URL: base, expanded template and query string. */
  url: string;
  /** Default and call headers merged, lowercase names. */
  headers: Headers;
  /** Present only when there is a body, and only for POST, PUT, PATCH and DELETE. */
  body?: unknown;
  /** The `request` option, when one was given. */
  request?: RequestMeta;
}

/** How arrays are written into the query string by the default {@link ParamRouter}. */
export type ArrayFormat = "comma" | "repeat" | "brackets";

/** Settings of one endpoint, fixed when it is created. */
export interface EndpointSettings {
  /** `false` refuses full URLs in `url` (also those a `{+var}` produces). Default `true`. */
  readonly allowAbsoluteUrls: boolean;
  /** How arrays go into the query string. Default `"comma"` (`labels=bug,ui`). */
  readonly arrayFormat: ArrayFormat;
  /**
   * `"standard"` (this library's rules, the default) or `"octokit"` (the rules of
   * `@octokit/endpoint` where they are sound: uppercase methods in results, previews only for
   * GraphQL, parameters beside `data` dropped ...). The safety checks are the same for both.
   */
  readonly profile: Profile;
}
