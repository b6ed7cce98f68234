import { describeValue } from "./describe-value";
import { EndpointError } from "./endpoint-error";
import { InvalidOptionsError } from "./invalid-options-error";

/**
 * What a public entry point throws for an error met while it read what it was given: an
 * `EndpointError` as it is; anything else (a getter that throws, a revoked Proxy, a strategy of
 * the caller's that throws) as an {@link InvalidOptionsError} that says so, the original as its
 * `cause`. So a caller handles every failure by `code`.
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
