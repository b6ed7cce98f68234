import { EndpointError } from "./endpoint-error";

/**
 * Thrown when no `url` is left after merging the options with the defaults, or when `parse()` gets merged options without one.
 * Its {@link EndpointError.code} is `ERR_MISSING_URL`.
 *
 * @category Errors
 *
 * @example
 * ```ts
 * endpoint({ method: "GET" });
 * // throws MissingUrlError, code "ERR_MISSING_URL": No url: pass a route such as
 * // "GET /repos/{owner}/{repo}" or a url option.
 * ```
 */
export class MissingUrlError extends EndpointError {
  constructor(message: string) {
    super("ERR_MISSING_URL", message);
  }
}
