import { EndpointError } from "./endpoint-error";

/**
 * Thrown for an HTTP method that is not one of {@link HttpMethod} (in any letter case).
 * Its {@link EndpointError.code} is `ERR_UNSUPPORTED_METHOD`.
 *
 * @category Errors
 */
export class UnsupportedMethodError extends EndpointError {
  constructor(message: string) {
    super("ERR_UNSUPPORTED_METHOD", message);
  }
}
