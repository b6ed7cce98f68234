import { EndpointError } from "./endpoint-error";

/**
 * Thrown for a header name that is not an RFC 9110 token, a value that is not a string or number
 * or holds a control character (CR, LF, NUL ...), or `headers` that are not an object.
 * Its {@link EndpointError.code} is `ERR_INVALID_HEADER`.
 *
 * @category Errors
 *
 * @example
 * ```ts
 * endpoint("GET /user", { headers: { "x-trace": "a\r\nb" } });
 * // throws InvalidHeaderError, code "ERR_INVALID_HEADER": The header "x-trace" has the value "a\r\nb",
 * // which holds a CR, LF, NUL, another control character or a character above U+00FF.
 * ```
 */
export class InvalidHeaderError extends EndpointError {
  constructor(message: string) {
    super("ERR_INVALID_HEADER", message);
  }
}
