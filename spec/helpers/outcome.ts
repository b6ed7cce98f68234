import { EndpointError } from "../../lib";

/** A call's outcome, comparable with deep equality: its result, or the EndpointError it threw. */
export type Outcome<T> = { result: T } | { error: string; code: string; message: string };

/**
 * Runs `action`. Anything thrown that is not an EndpointError is rethrown, so a property using
 * this also checks that only EndpointErrors are thrown (never a TypeError from deep inside).
 */
export function outcome<T>(action: () => T): Outcome<T> {
  try {
    return { result: action() };
  } catch (error) {
    if (!(error instanceof EndpointError)) throw error;
    return { error: error.constructor.name, code: error.code, message: error.message };
  }
}
