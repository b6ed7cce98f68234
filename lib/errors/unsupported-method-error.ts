import { EndpointError } from "./endpoint-error";

/**
 * Thrown for an HTTP method outside GET, HEAD, OPTIONS, POST, PUT, PATCH and DELETE.
 * Its {@link EndpointError.code} is `ERR_UNSUPPORTED_METHOD`.
 *
 * @category Errors
 */
export class UnsupportedMethodError extends EndpointError {
  constructor(message: string) {
    super("ERR_UNSUPPORTED_METHOD", message);
  }
}
