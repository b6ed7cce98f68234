import { EndpointError } from "./endpoint-error";

/**
 * Thrown for an HTTP method that is not one of {@link HttpMethod} (in any letter case).
 * Its {@link EndpointError.code} is `ERR_UNSUPPORTED_METHOD`.
 *
 * @category Errors
 *
 * @example
 * ```ts
 * endpoint({ method: "CONNECT", url: "/x" });
 * // throws UnsupportedMethodError, code "ERR_UNSUPPORTED_METHOD": Unsupported HTTP method "CONNECT":
 * // use one of GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE.
 * ```
 */
export class UnsupportedMethodError extends EndpointError {
  constructor(message: string) {
    super("ERR_UNSUPPORTED_METHOD", message);
  }
}
