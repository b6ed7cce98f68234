import { EndpointError } from "./endpoint-error";

/**
 * Thrown for a header name that is not an RFC 9110 token, a value that is not a string or number
 * or holds a control character (CR, LF, NUL ...), or `headers` that are not an object.
 * Its {@link EndpointError.code} is `ERR_INVALID_HEADER`.
 *
 * @category Errors
 */
export class InvalidHeaderError extends EndpointError {
  constructor(message: string) {
    super("ERR_INVALID_HEADER", message);
  }
}
