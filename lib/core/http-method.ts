import { describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { UnsupportedMethodError } from "../errors/unsupported-method-error";
import { hasOwn } from "./own-properties";
import type { ProfileRules } from "./profiles";
import type { HttpMethod } from "./types";

/**
 * The supported verbs, each with the lowercase form results carry by default, in the order
 * messages list them. Where a verb's parameters go and whether it sends an empty body are two
 * short rules below (parameterTarget, sendsEmptyBody).
 */
const LOWERCASE: Readonly<Record<HttpMethod, Lowercase<HttpMethod>>> = Object.freeze({
  GET: "get",
  HEAD: "head",
  OPTIONS: "options",
  POST: "post",
  PUT: "put",
  PATCH: "patch",
  DELETE: "delete",
});
const SUPPORTED = Object.keys(LOWERCASE).join(", ");
const MAX_METHOD_LENGTH = 7;

/** True when `word` is a supported verb in any letter case. */
export function isSupportedMethod(word: string): boolean {
  return word.length <= MAX_METHOD_LENGTH && hasOwn(LOWERCASE, asciiUpperCase(word));
}

/**
 * Validates a method and returns it uppercase. Only ASCII letters count: `"poſt".toUpperCase()` is
 * `"POST"`, and such a look-alike must not pass as a verb.
 */
export function normalizeMethod(method: unknown): HttpMethod {
  // Already uppercase (merged options, most callers): nothing to convert.
  if (typeof method === "string" && hasOwn(LOWERCASE, method)) return method as HttpMethod;
  if (typeof method !== "string") {
    throw new InvalidOptionsError(`The method must be a string, got ${describeValue(method)}.`);
  }
  if (!isSupportedMethod(method)) {
    throw new UnsupportedMethodError(`Unsupported HTTP method ${describeValue(method)}: use one of ${SUPPORTED}.`);
  }
  return asciiUpperCase(method) as HttpMethod;
}

/** A route error for a verb that is not supported. */
export function unsupportedVerbInRoute(verb: string, route: string): UnsupportedMethodError {
  return new UnsupportedMethodError(
    `Unsupported HTTP method ${describeValue(verb)} in route ${describeValue(route)}: use one of ${SUPPORTED}.`,
  );
}

/**
 * R2 or R3: where the method's parameters go under a profile's rules: the query string for GET
 * and HEAD (and OPTIONS, unless the profile says otherwise), the JSON body for the others.
 */
export function parameterTarget(method: HttpMethod, rules: ProfileRules): "query" | "body" {
  if (method === "OPTIONS") return rules.optionsParameters;
  return method === "GET" || method === "HEAD" ? "query" : "body";
}

/** Whether a request of this method without a body gets `body: ""` (servers want `content-length: 0`): PUT and PATCH. */
export function sendsEmptyBody(method: HttpMethod): boolean {
  return method === "PUT" || method === "PATCH";
}

/** The method as `endpoint()` and `parse()` results carry it under a profile's rules. */
export function resultMethod(method: HttpMethod, rules: ProfileRules): string {
  return rules.resultMethodCase === "upper" ? method : LOWERCASE[method];
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
