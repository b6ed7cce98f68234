import { EndpointError } from "./endpoint-error";

/**
 * Thrown for a header name that is not an RFC 9110 token, a value that is not a string or number
 * or holds a control character (CR, LF, NUL ...), or `headers` that are not an object. The message
 * names the header and where its value is wrong, and never quotes the value.
 * Its {@link EndpointError.code} is `ERR_INVALID_HEADER`.
 *
 * @category Errors
 *
 * @example
 * ```ts
 * // A token read from a file, with the file's newline; the message does not quote it.
 * endpoint("GET /user", { headers: { authorization: "token abc\n" } });
 * // throws InvalidHeaderError, code "ERR_INVALID_HEADER": The value of the header "authorization"
 * // holds U+000A at character 10 of 10: a header value takes no CR, LF, NUL, ...
 * ```
 */
export class InvalidHeaderError extends EndpointError {
  constructor(message: string) {
    super("ERR_INVALID_HEADER", message);
  }
}
