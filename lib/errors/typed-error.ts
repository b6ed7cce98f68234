import { describeValue } from "./describe-value";
import { EndpointError } from "./endpoint-error";
import { InvalidOptionsError } from "./invalid-options-error";

/**
 * An error met reading the caller's input, as an `EndpointError` (anything else, such as a throwing
 * getter or strategy, as an {@link InvalidOptionsError} with it as `cause`), so callers use `code`.
 * @internal
 */
export function typedError(error: unknown): EndpointError {
  if (error instanceof EndpointError) return error;
  let what: string;
  try {
    what = error instanceof Error ? `${String(error.name)}: ${String(error.message)}` : describeValue(error);
  } catch {
    what = "an error that cannot be described";
  }
  return new InvalidOptionsError(`A value given could not be read, or a strategy given failed: ${what}`, { cause: error });
}
