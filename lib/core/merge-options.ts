import { describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import type { HeaderMerger } from "./contracts/header-merger";
import { normalizeMethod } from "./http-method";
import { mergeMediaType } from "./media-type";
import { hasOwn, isPlainObject, setOwn } from "./own-properties";
import { mutableCopy } from "./plain-data";
import { parseRouteCached, type ParsedRoute } from "./route";
import type { EndpointDefaults, MergedOptions, RequestMeta } from "./types";
import { validateBaseUrl } from "./url";

/** Keys with a meaning of their own; every other key is a parameter. */
export const NAMED_OPTIONS: ReadonlySet<string> = new Set(["method", "url", "baseUrl", "headers", "mediaType", "request"]);

/** Merged options before the url check: `defaults()` may leave `url` out. */
export interface MergedDraft {
  method: MergedOptions["method"];
  baseUrl: string;
  url?: string;
  headers: MergedOptions["headers"];
  mediaType: MergedOptions["mediaType"];
  request?: MergedOptions["request"];
  [parameter: string]: unknown;
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
 */
export function mergeOptions(defaults: EndpointDefaults, route: unknown, options: unknown, headerMerger: HeaderMerger): MergedDraft {
  let parsedRoute = NO_ROUTE;
  let call: Readonly<Record<string, unknown>>;
  if (typeof route === "string") {
    parsedRoute = parseRouteCached(route);
    call = optionsObject(options);
  } else if (route === undefined || route === null) {
    call = optionsObject(options);
  } else if (options !== undefined) {
    throw new InvalidOptionsError("Options come second only after a route string: call endpoint(route, options) or endpoint(options).");
  } else {
    call = optionsObject(route);
  }

  // Own keys only: a key inherited from a polluted Object.prototype is not an option.
  const method = ownValue(call, "method");
  const baseUrl = ownValue(call, "baseUrl");
  const merged: MergedDraft = {
    method: method !== undefined ? normalizeMethod(method) : (parsedRoute.method ?? defaults.method),
    baseUrl: baseUrl !== undefined ? validateBaseUrl(baseUrl) : defaults.baseUrl,
    url: mergeUrl(ownValue(defaults, "url") as string | undefined, parsedRoute.url, call),
    headers: headerMerger.merge(defaults.headers, ownValue(call, "headers")),
    mediaType: mergeMediaType(defaults.mediaType, ownValue(call, "mediaType")),
  };
  if (merged.url === undefined) delete merged.url;
  const request = mergeRequest(ownValue(defaults, "request") as RequestMeta | undefined, call);
  if (request !== undefined) merged.request = request;

  for (const key of parameterKeysOf(defaults)) {
    if (!hasOwn(call, key)) setOwn(merged, key, mutableCopy(defaults[key]));
    else if (call[key] !== undefined) setOwn(merged, key, call[key]);
  }
  for (const key of Object.keys(call)) {
    const value = call[key];
    if (value === undefined || NAMED_OPTIONS.has(key) || hasOwn(defaults, key)) continue; // defaults' keys placed above, in their order
    if (key === "__proto__") setOwn(merged, key, value);
    else merged[key] = value;
  }
  return merged;
}

const NO_ROUTE: ParsedRoute = Object.freeze({});
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
  if (request === null || typeof request !== "object" || Array.isArray(request)) {
    throw new InvalidOptionsError(`The request option must be an object, got ${describeValue(request)}.`);
  }
  const merged: RequestMeta = defaultRequest === undefined ? {} : mutableCopy(defaultRequest);
  for (const key of Object.keys(request)) setOwn(merged, key, (request as RequestMeta)[key]);
  return merged;
}
