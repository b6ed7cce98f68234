import { EndpointError } from "./endpoint-error";

/**
 * Thrown when no `url` is left after merging the options with the defaults, or when `parse()` gets merged options without one.
 * Its {@link EndpointError.code} is `ERR_MISSING_URL`.
 *
 * @category Errors
 */
export class MissingUrlError extends EndpointError {
  constructor(message: string) {
    super("ERR_MISSING_URL", message);
  }
}
