import { unicodeEscape } from "./describe-value";

/** The stable codes of the errors this library throws for bad input. @category Errors */
export type EndpointErrorCode =
  | "ERR_MISSING_URL"
  | "ERR_UNSUPPORTED_METHOD"
  | "ERR_TEMPLATE_SYNTAX"
  | "ERR_INVALID_URL"
  | "ERR_INVALID_HEADER"
  | "ERR_INVALID_PARAMETER"
  | "ERR_INVALID_OPTIONS";

/** The name of the error class of each code. */
const ERROR_NAMES: Readonly<Record<EndpointErrorCode, string>> = Object.freeze({
  ERR_MISSING_URL: "MissingUrlError",
  ERR_UNSUPPORTED_METHOD: "UnsupportedMethodError",
  ERR_TEMPLATE_SYNTAX: "TemplateSyntaxError",
  ERR_INVALID_URL: "InvalidUrlError",
  ERR_INVALID_HEADER: "InvalidHeaderError",
  ERR_INVALID_PARAMETER: "InvalidParameterError",
  ERR_INVALID_OPTIONS: "InvalidOptionsError",
});

/**
 * The base class of every error thrown for bad input. Catch it to handle them all; switch on
 * {@link EndpointError.code} (stable across releases) rather than on the message.
 *
 * @category Errors
 *
 * @example
 * ```ts
 * try {
 *   endpoint("FETCH /repos");
 * } catch (error) {
 *   if (error instanceof EndpointError) console.error(error.code); // "ERR_UNSUPPORTED_METHOD"
 * }
 * ```
 */
export class EndpointError extends Error {
  /** A stable, machine-readable code, such as `ERR_MISSING_URL`. */
  readonly code: EndpointErrorCode;

  constructor(code: EndpointErrorCode, message: string, options?: { readonly cause?: unknown }) {
    super(oneBoundedLine(message), options);
    this.code = code;
    // The class's name ("MissingUrlError"), so logs say what went wrong: from a table, not from
    // new.target.name, which a bundler may rename ("MissingUrlError2").
    this.name = ERROR_NAMES[code];
  }
}

const MAX_MESSAGE_LENGTH = 1000;

// Messages quote caller values through describeValue; this is the net under it: whatever a
// message holds, it is one line (controls and line separators escaped) of bounded length.
function oneBoundedLine(message: string): string {
  const line = message.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, unicodeEscape);
  return line.length > MAX_MESSAGE_LENGTH ? `${line.slice(0, MAX_MESSAGE_LENGTH)}… (${line.length} characters)` : line;
}
