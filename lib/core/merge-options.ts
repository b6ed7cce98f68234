import { describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import type { HeaderMerger } from "./contracts/header-merger";
import { normalizeMethod } from "./http-method";
import { mergeMediaType } from "./media-type";
import { NAMED_OPTIONS } from "./named-options";
import { hasOwn, isPlainObject, setOwn } from "./own-properties";
import { mutableCopy } from "./plain-data";
import type { RoutePlan, UrlPlan } from "./route-plan";
import type { EndpointDefaults, Headers, HttpMethod, MediaType, MergedOptions, RequestMeta } from "./types";
import { validateBaseUrl } from "./url";

/**
 * Options merged over defaults, with the parameters apart from the named options. In a split
 * draft (what `endpoint()` and `parse()` use) the parameters are already sent where they go:
 * those the URL's placeholders take are `variables`, the rest `parameters`, each in the order of
 * the merge. Otherwise `variables` is `parameters`, holding them all.
 */
export interface Draft {
  method: HttpMethod;
  baseUrl: string;
  url: string | undefined;
  headers: Headers;
  mediaType: MediaType;
  request: RequestMeta | undefined;
  parameters: Record<string, unknown>;
  variables: Record<string, unknown>;
  /** The URL's plan, in a split draft. */
  plan: UrlPlan | undefined;
}

/** Gives the plan of a merged URL (or refuses a missing one), for a split draft. */
export type PlanUrl = (url: string | undefined, route: RoutePlan | undefined) => UrlPlan;

/**
 * The options object of `endpoint(route, options)` or `endpoint(options)`: the second argument
 * only after a route string.
 */
export function callOptions(route: unknown, options: unknown): Readonly<Record<string, unknown>> {
  if (typeof route === "string" || route === undefined || route === null) return optionsObject(options);
  if (options !== undefined) {
    throw new InvalidOptionsError("Options come second only after a route string: call endpoint(route, options) or endpoint(options).");
  }
  return optionsObject(route);
}

/**
 * Merges a call's route and options over bound defaults, without touching either:
 * - the options' own keys win over the route's, which win over the defaults' (as in the peer);
 * - `undefined` removes a header, parameter, `url` or `request` the defaults set; for `method`,
 *   `baseUrl` and `mediaType`, which always have a value, it keeps the default;
 * - headers merge by lowercase name, previews append, `request` merges shallowly;
 * - parameters come in the peer's order: the defaults' first, in their order (a call's value for
 *   one keeps its place), then the call's new ones in the call's order;
 * - default parameter values are copied, so a result never shares an array with the defaults.
 *
 * With `planUrl`, the draft is split: each parameter is sent to the URL or on, in this one walk.
 */
export function mergeOptions(
  defaults: EndpointDefaults,
  route: RoutePlan | undefined,
  call: Readonly<Record<string, unknown>>,
  headerMerger: HeaderMerger,
  planUrl?: PlanUrl,
): Draft {
  // Own keys only: a key inherited from a polluted Object.prototype is not an option.
  const method = ownValue(call, "method");
  const baseUrl = ownValue(call, "baseUrl");
  const url = mergeUrl(ownValue(defaults, "url") as string | undefined, route?.url, call);
  const draft: Draft = {
    method: method !== undefined ? normalizeMethod(method) : (route?.method ?? defaults.method),
    baseUrl: baseUrl !== undefined ? validateBaseUrl(baseUrl) : defaults.baseUrl,
    url,
    headers: headerMerger.merge(defaults.headers, ownValue(call, "headers")),
    mediaType: mergeMediaType(defaults.mediaType, ownValue(call, "mediaType")),
    request: mergeRequest(ownValue(defaults, "request") as RequestMeta | undefined, call),
    parameters: {},
    variables: NO_VARIABLES,
    plan: planUrl?.(url, route),
  };
  const placeholders = draft.plan?.placeholders;
  const { parameters } = draft;
  const variables = placeholders === undefined || placeholders.size === 0 ? parameters : {};
  draft.variables = variables;

  for (const key of parameterKeysOf(defaults)) {
    if (!hasOwn(call, key)) setOwn(placeholders?.has(key) ? variables : parameters, key, mutableCopy(defaults[key]));
    else if (call[key] !== undefined) setOwn(placeholders?.has(key) ? variables : parameters, key, call[key]);
  }
  for (const key in call) {
    // for-in with an own-key test: no array of keys made on every call; inherited keys skipped.
    if (!hasOwn(call, key)) continue;
    const value = call[key];
    if (value === undefined || NAMED_OPTIONS.has(key) || hasOwn(defaults, key)) continue; // defaults' keys placed above, in their order
    const target = placeholders !== undefined && placeholders.has(key) ? variables : parameters;
    if (key === "__proto__") setOwn(target, key, value);
    else target[key] = value;
  }
  return draft;
}

/** Merged options as `merge()` returns them: the named options, then the parameters. */
export function mergedOptionsOf(draft: Draft): MergedOptions {
  const merged: Record<string, unknown> = { method: draft.method, baseUrl: draft.baseUrl };
  if (draft.url !== undefined) merged.url = draft.url;
  merged.headers = draft.headers;
  merged.mediaType = draft.mediaType;
  if (draft.request !== undefined) merged.request = draft.request;
  for (const key of Object.keys(draft.parameters)) setOwn(merged, key, draft.parameters[key]);
  return merged as MergedOptions;
}

const NO_VARIABLES: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;
const NO_OPTIONS: Readonly<Record<string, unknown>> = Object.freeze({});
const parameterKeys = new WeakMap<EndpointDefaults, readonly string[]>();

// The parameter keys of bound defaults, listed once per defaults object (they are frozen).
function parameterKeysOf(defaults: EndpointDefaults): readonly string[] {
  let keys = parameterKeys.get(defaults);
  if (keys === undefined) {
    keys = Object.keys(defaults).filter((key) => !NAMED_OPTIONS.has(key));
    parameterKeys.set(defaults, keys);
  }
  return keys;
}

// A plain read first (most calls set few named options); the own-key test only when a value is
// there, so a key inherited from a polluted Object.prototype never counts.
function ownValue(object: Readonly<Record<string, unknown>>, key: string): unknown {
  const value = object[key];
  return value !== undefined && hasOwn(object, key) ? value : undefined;
}

function optionsObject(options: unknown): Readonly<Record<string, unknown>> {
  if (options === undefined || options === null) return NO_OPTIONS;
  if (!isPlainObject(options)) {
    throw new InvalidOptionsError(`The options must be a plain object, got ${describeValue(options)}.`);
  }
  return options;
}

function mergeUrl(
  defaultUrl: string | undefined,
  routeUrl: string | undefined,
  call: Readonly<Record<string, unknown>>,
): string | undefined {
  if (!hasOwn(call, "url")) return routeUrl ?? defaultUrl;
  const url = call.url;
  if (url !== undefined && typeof url !== "string") {
    throw new InvalidOptionsError(`The url must be a string, got ${describeValue(url)}.`);
  }
  return url;
}

function mergeRequest(defaultRequest: RequestMeta | undefined, call: Readonly<Record<string, unknown>>): RequestMeta | undefined {
  if (!hasOwn(call, "request")) return defaultRequest === undefined ? undefined : mutableCopy(defaultRequest);
  const request = call.request;
  if (request === undefined) return undefined;
  const given = checkRequestMeta(request);
  const merged: RequestMeta = defaultRequest === undefined ? {} : mutableCopy(defaultRequest);
  for (const key of Object.keys(given)) setOwn(merged, key, given[key]);
  return merged;
}

/** The `request` option checked: an object of the client's own settings. */
export function checkRequestMeta(request: unknown): RequestMeta {
  if (request === null || typeof request !== "object" || Array.isArray(request)) {
    throw new InvalidOptionsError(`The request option must be an object, got ${describeValue(request)}.`);
  }
  return request as RequestMeta;
}
