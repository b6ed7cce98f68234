import { describeValue } from "../../errors/describe-value";
import { InvalidOptionsError } from "../../errors/invalid-options-error";
import { UnsupportedMethodError } from "../../errors/unsupported-method-error";
import { hasOwn } from "../util/own-properties";
import type { ProfileRules } from "./profiles";

// The verbs whose parameters go to the query string (R2), then those whose parameters go to the
// JSON body (R3): the one table of verbs, in the order messages list them.
const QUERY_METHODS = ["GET", "HEAD", "OPTIONS"] as const;
const BODY_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

/** The supported HTTP methods, uppercase, in the order messages list them. @internal */
export const HTTP_METHODS = /* @__PURE__ */ Object.freeze([...QUERY_METHODS, ...BODY_METHODS] as const);

/** HTTP methods whose parameters go to the query string (rule R2). */
export type QueryMethod = (typeof QUERY_METHODS)[number];
/** HTTP methods whose parameters go to the JSON body (rule R3). */
export type BodyMethod = (typeof BODY_METHODS)[number];
/** The supported HTTP methods, in the uppercase form of merged options. */
export type HttpMethod = QueryMethod | BodyMethod;
/** The supported HTTP methods as messages list them: `"GET, HEAD, ... or DELETE"`. */
export type HttpMethodList = ListText<typeof HTTP_METHODS>;
type ListText<T> = T extends readonly [infer Before extends string, infer Last extends string]
  ? `${Before} or ${Last}`
  : T extends readonly [infer First extends string, ...infer Rest]
    ? `${First}, ${ListText<Rest>}`
    : never;

// Each verb with the lowercase form results carry by default.
const LOWERCASE = /* @__PURE__ */ Object.freeze(
  Object.fromEntries(HTTP_METHODS.map((method) => [method, method.toLowerCase()])) as Record<HttpMethod, Lowercase<HttpMethod>>,
);
const SUPPORTED = HTTP_METHODS.join(", ");
const MAX_METHOD_LENGTH = Math.max(...HTTP_METHODS.map((method) => method.length));

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

/**
 * Whether Node's fetch sends a request of this method with a body, `content-length: 0` when it is
 * given none (POST, PUT and PATCH), so that both adapters send an empty one.
 */
export function fetchSendsBody(method: HttpMethod): boolean {
  return method === "POST" || method === "PUT" || method === "PATCH";
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
