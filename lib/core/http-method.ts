import { describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { UnsupportedMethodError } from "../errors/unsupported-method-error";
import { hasOwn } from "./own-properties";
import type { ProfileRules } from "./profiles";
import type { HttpMethod } from "./types";

/** What the library knows of a verb. */
interface Verb {
  /** Where its parameters go: the query string (R2) or the JSON body (R3). */
  readonly parameters: "query" | "body";
  /** Whether a request without a body still gets `body: ""` (servers want `content-length: 0`). */
  readonly emptyBody: boolean;
  /** The lowercase form results carry by default. */
  readonly lowercase: Lowercase<HttpMethod>;
}

/** The supported verbs: every fact about a method is in this table. */
const VERBS: Readonly<Record<HttpMethod, Verb>> = Object.freeze({
  GET: { parameters: "query", emptyBody: false, lowercase: "get" },
  HEAD: { parameters: "query", emptyBody: false, lowercase: "head" },
  OPTIONS: { parameters: "query", emptyBody: false, lowercase: "options" },
  POST: { parameters: "body", emptyBody: false, lowercase: "post" },
  PUT: { parameters: "body", emptyBody: true, lowercase: "put" },
  PATCH: { parameters: "body", emptyBody: true, lowercase: "patch" },
  DELETE: { parameters: "body", emptyBody: false, lowercase: "delete" },
});
const SUPPORTED = Object.keys(VERBS).join(", ");
const MAX_METHOD_LENGTH = 7;

/** True when `word` is a supported verb in any letter case. */
export function isSupportedMethod(word: string): boolean {
  return word.length <= MAX_METHOD_LENGTH && hasOwn(VERBS, asciiUpperCase(word));
}

/**
 * Validates a method and returns it uppercase. Only ASCII letters count: `"poſt".toUpperCase()` is
 * `"POST"`, and such a look-alike must not pass as a verb.
 */
export function normalizeMethod(method: unknown): HttpMethod {
  // Already uppercase (merged options, most callers): nothing to convert.
  if (typeof method === "string" && hasOwn(VERBS, method)) return method as HttpMethod;
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

/** R2 or R3: where the method's parameters go under a profile's rules. */
export function parameterTarget(method: HttpMethod, rules: ProfileRules): "query" | "body" {
  return method === "OPTIONS" ? rules.optionsParameters : VERBS[method].parameters;
}

/** Whether a request of this method without a body gets `body: ""`. */
export function sendsEmptyBody(method: HttpMethod): boolean {
  return VERBS[method].emptyBody;
}

/** The method as `endpoint()` and `parse()` results carry it under a profile's rules. */
export function resultMethod(method: HttpMethod, rules: ProfileRules): string {
  return rules.resultMethodCase === "upper" ? method : VERBS[method].lowercase;
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
