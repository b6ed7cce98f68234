import { describeValue } from "../../errors/describe-value";
import { InvalidOptionsError } from "../../errors/invalid-options-error";
import { ownValue } from "../util/own-properties";

// The arguments of the package's strategies' methods, checked where an application calls them
// directly (the core passes them checked): bad input is a typed error there too, not a TypeError.

/** A URL template argument: a string. @internal */
export function templateArgument(template: unknown): string {
  if (typeof template !== "string") throw new InvalidOptionsError(`A URL template must be a string, got ${describeValue(template)}.`);
  return template;
}

/** An object argument (`what` names it in the message). @internal */
export function objectArgument<T>(what: string, value: unknown): T {
  if (value === null || typeof value !== "object") throw new InvalidOptionsError(`${what} must be an object, got ${describeValue(value)}.`);
  return value as T;
}

/** A cache size option: a positive integer, or undefined for the default. @internal */
export function cacheSizeOption(options: unknown, defaultSize: number): number {
  const cacheSize = ownValue(objectArgument<object>("The expander's options", options), "cacheSize");
  if (cacheSize === undefined) return defaultSize;
  if (typeof cacheSize !== "number" || !Number.isSafeInteger(cacheSize) || cacheSize < 1) {
    throw new InvalidOptionsError(`The cacheSize must be a positive integer, got ${describeValue(cacheSize)}.`);
  }
  return cacheSize;
}
