import { EndpointError } from "./endpoint-error";

/**
 * Thrown for a malformed RFC 6570 URI template; the message names the position (0-based) of the
 * fault, which {@link TemplateSyntaxError.position} also holds.
 * Its {@link EndpointError.code} is `ERR_TEMPLATE_SYNTAX`.
 *
 * @category Errors
 *
 * @example
 * ```ts
 * try {
 *   endpoint("GET /repos/{owner");
 * } catch (error) {
 *   if (error instanceof TemplateSyntaxError) console.log(error.code, error.position); // ERR_TEMPLATE_SYNTAX 7
 * }
 * ```
 */
export class TemplateSyntaxError extends EndpointError {
  /** The 0-based position in the template where the fault was found. */
  readonly position: number;

  constructor(message: string, position: number) {
    super("ERR_TEMPLATE_SYNTAX", message);
    this.position = position;
  }
}
