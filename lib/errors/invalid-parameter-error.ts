import { EndpointError } from "./endpoint-error";

/**
 * Thrown for a parameter value that cannot be sent where it goes: a `.` or `..` path segment
 * brought in by a value, an object in the query string, a function or symbol, parameters left over
 * beside `data`.
 * Its {@link EndpointError.code} is `ERR_INVALID_PARAMETER`.
 *
 * @category Errors
 *
 * @example
 * ```ts
 * endpoint("GET /repos/{owner}/{repo}", { owner: "..", repo: "r" });
 * // throws InvalidParameterError, code "ERR_INVALID_PARAMETER": The parameter "owner" brings a "." or ".."
 * // segment into the path of "/repos/../r", which would reach another endpoint.
 * ```
 */
export class InvalidParameterError extends EndpointError {
  constructor(message: string) {
    super("ERR_INVALID_PARAMETER", message);
  }
}
