import { EndpointError } from "./endpoint-error";

/**
 * Thrown for a `baseUrl` that is not an absolute http(s) URL, a URL with a scheme other than
 * http(s), or a full URL where `allowAbsoluteUrls: false` forbids one.
 * Its {@link EndpointError.code} is `ERR_INVALID_URL`.
 *
 * @category Errors
 *
 * @example
 * ```ts
 * createEndpoint({ allowAbsoluteUrls: false })("GET https://evil.example/x");
 * // throws InvalidUrlError, code "ERR_INVALID_URL": The URL "https://evil.example/x" is a full URL,
 * // and this endpoint allows paths only (allowAbsoluteUrls: false).
 * ```
 */
export class InvalidUrlError extends EndpointError {
  constructor(message: string) {
    super("ERR_INVALID_URL", message);
  }
}
