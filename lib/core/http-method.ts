import { describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { UnsupportedMethodError } from "../errors/unsupported-method-error";
import { hasOwn } from "./own-properties";
import type { HttpMethod } from "./types";

// true: parameters go to the query (R2); false: to the body (R3).
const SENDS_QUERY: Readonly<Record<HttpMethod, boolean>> = Object.freeze({
  GET: true,
  HEAD: true,
  OPTIONS: true,
  POST: false,
  PUT: false,
  PATCH: false,
  DELETE: false,
});
const SUPPORTED = Object.keys(SENDS_QUERY).join(", ");
const MAX_METHOD_LENGTH = 7;

/** True when `word` is a supported verb in any letter case. */
export function isSupportedMethod(word: string): boolean {
  return word.length <= MAX_METHOD_LENGTH && hasOwn(SENDS_QUERY, asciiUpperCase(word));
}

/**
 * Validates a method and returns it uppercase. Only ASCII letters count: `"poſt".toUpperCase()` is
 * `"POST"`, and such a look-alike must not pass as a verb.
 */
export function normalizeMethod(method: unknown): HttpMethod {
  // Already uppercase (merged options, most callers): nothing to convert.
  if (typeof method === "string" && hasOwn(SENDS_QUERY, method)) return method as HttpMethod;
  if (typeof method !== "string") {
    throw new InvalidOptionsError(`The method must be a string, got ${describeValue(method)}.`);
  }
  if (!isSupportedMethod(method)) {
    throw new UnsupportedMethodError(`Unsupported HTTP method ${describeValue(method)}: use one of ${SUPPORTED}.`);
  }
  return asciiUpperCase(method) as HttpMethod;
}

/** R2 or R3: whether the method's parameters go to the query string. */
export function sendsParametersInQuery(method: HttpMethod): boolean {
  return SENDS_QUERY[method];
}

// Uppercases ASCII letters only, and marks any other character so the lookup fails.
function asciiUpperCase(word: string): string {
  let upper = "";
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= 97 && code <= 122) upper += String.fromCharCode(code - 32);
    else if (code >= 65 && code <= 90) upper += word[i];
    else return "\u0000";
  }
  return upper;
}
