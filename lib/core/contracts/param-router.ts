import { notImplemented } from "./not-implemented";
import type { ArrayFormat, Headers, HttpMethod } from "../options/types";
import type { ProfileRules } from "../options/profiles";

/**
 * What the pipeline hands a {@link ParamRouter}: the parameters no placeholder consumed. When
 * `data` is there for a body, it is alone: the core has dealt with parameters beside it.
 *
 * @category Strategies and contracts
 */
export interface RouteInput {
  /** Uppercase method. */
  readonly method: HttpMethod;
  /** The full URL, expanded and joined to the base URL. */
  readonly url: string;
  /**
   * Parameters left after the URL template took its own (`data` among them when given): a fresh
   * object that the pipeline makes for this call and does not use again, so a router may return
   * it as the body.
   */
  readonly parameters: Record<string, unknown>;
  /** Headers owned by the pipeline; the router may add `content-type` to them. */
  readonly headers: Headers;
  /** How arrays go into a query string. */
  readonly arrayFormat: ArrayFormat;
  /** Where the parameters go (the core decides, from the method and the endpoint's profile). */
  readonly target: "query" | "body";
}

/**
 * What a {@link ParamRouter} gives back: a `query` for the core to append (after `?` or `&`,
 * before any fragment), or a whole new `url`. A `query` is cheaper: the core checks only what
 * it adds, where a new `url` is checked again in full (scheme, characters, dot segments, origin).
 *
 * @category Strategies and contracts
 */
export interface RoutedRequest {
  /** The query string to append, without `?`; `""` or absent for none. */
  query?: string;
  /** A whole URL in place of the one the router was given (when `query` cannot say it). */
  url?: string;
  /** The headers, `content-type` added for a body. */
  headers: Headers;
  /** `undefined` for no body. */
  body?: unknown;
}

/**
 * Strategy: sends the remaining parameters to the query string (GET, HEAD, OPTIONS) or the JSON
 * body (POST, PUT, PATCH, DELETE), handles `data`, the default `content-type` and the empty body of
 * PUT and PATCH. Also the tsyringe injection token for it.
 *
 * A plain class, so tsyringe's types take it as a token; its methods throw until a subclass
 * implements them.
 *
 * @category Strategies and contracts
 *
 * @example
 * ```ts
 * const router = createContainer().resolve(ParamRouter);
 * router.route({ method: "GET", url: "https://x.test/s", parameters: { q: "a b" }, headers: {}, arrayFormat: "comma", target: "query" });
 * // => { query: "q=a%20b", headers: {} }
 * ```
 */
export class ParamRouter {
  /** @throws {@link InvalidParameterError} for a value that cannot be sent where it goes. */
  route(input: RouteInput): RoutedRequest {
    return notImplemented(this, "route", input);
  }
}

/**
 * The rules of the package's own router, which the core calls directly, without the objects of
 * {@link ParamRouter.route}, when a pipeline's router is that router (see built-safe.ts). @internal
 */
export interface DirectRouting {
  /**
   * The query string (without `?`) the router would append for these parameters; with `except`,
   * of a view of a call's options (see `Draft.parametersExcept`); a string `q` by `searchTerms`.
   */
  queryOf(
    parameters: Readonly<Record<string, unknown>>,
    arrayFormat: ArrayFormat,
    except: ReadonlySet<string> | undefined,
    searchTerms: ProfileRules["searchTerms"],
  ): string;
  /**
   * The body the router would send (`undefined` for none), `content-type` added to `headers`;
   * `except` as above. Parameters holding `data` make a body of `data` alone: the core relies on it.
   */
  bodyOf(method: HttpMethod, parameters: Record<string, unknown>, headers: Headers, except?: ReadonlySet<string>): unknown;
}
