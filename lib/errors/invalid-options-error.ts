import { EndpointError } from "./endpoint-error";

/**
 * Thrown for options of the wrong type, such as `endpoint(42)`, a non-string `url` or `mediaType.previews` that is not an array.
 * Its {@link EndpointError.code} is `ERR_INVALID_OPTIONS`.
 *
 * @category Errors
 *
 * @example
 * ```ts
 * endpoint(42 as never);
 * // throws InvalidOptionsError, code "ERR_INVALID_OPTIONS": The options must be a plain object, got 42.
 * ```
 */
export class InvalidOptionsError extends EndpointError {
  constructor(message: string, options?: { readonly cause?: unknown }) {
    super("ERR_INVALID_OPTIONS", message, options);
  }
}
