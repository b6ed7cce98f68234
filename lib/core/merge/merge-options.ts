import { describeValue } from "../../errors/describe-value";
import { isBuiltSafe } from "../contracts/built-safe";
import { InvalidOptionsError } from "../../errors/invalid-options-error";
import { normalizeMethod } from "../options/http-method";
import { mergeMediaType } from "./media-type";
import { refuseHeaderNamedTwice } from "./header-rules";
import { NAMED_OPTIONS } from "../options/named-options";
import { hasOwn, isPlainObject, ownValue, readOnce, setOwn } from "../util/own-properties";
import { mutableCopy } from "../util/plain-data";
import type { ProfileRules } from "../options/profiles";
import type { RoutePlan, UrlPlan } from "../plan/route-plan";
import type { EndpointDefaults, Headers, MergedOptions, RequestMeta } from "../options/types";
import { validateBaseUrl } from "../url/url";
import { needed, type BuildContext, type Draft } from "../plan/stage-types";

export type { Draft };

// What a draft holds before mergeParameters sets its parameters (never read).
const NO_PARAMETERS: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

/** Gives the plan of a merged URL (or refuses a missing one), for a split draft. */
export type PlanUrl = (url: string | undefined, route: RoutePlan | undefined) => UrlPlan;

/**
 * The options object of `endpoint(route, options)` or `endpoint(options)`: the second argument
 * only after a route string; after an options object it is refused, or ignored where the profile
 * says so.
 */
export function callOptions(
  route: unknown,
  options: unknown,
  optionsAfterOptions: ProfileRules["optionsAfterOptions"],
): Readonly<Record<string, unknown>> {
  if (typeof route === "string" || route === undefined || route === null) return optionsObject(options);
  if (options !== undefined && optionsAfterOptions === "refuse") {
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
 * With `planUrl`, the draft is split: the parameters the URL does not take are set apart. With
 * `shareMediaType` (defaults the package made and checked), a split draft without a call's
 * mediaType holds the defaults' own: the build hands a merger not built safe a copy of its own.
 */
export function mergeOptions(
  defaults: EndpointDefaults,
  route: RoutePlan | undefined,
  call: Readonly<Record<string, unknown>>,
  context: BuildContext,
  planUrl?: PlanUrl,
  shareMediaType = false,
): Draft {
  const { headerMerger } = context;
  // The named options, checked in a fixed order. Read as own keys only: a key inherited from a
  // polluted Object.prototype is no option.
  const url = mergeUrl(ownValue(defaults, "url") as string | undefined, route?.url, call);
  const method = ownValue(call, "method");
  const baseUrl = ownValue(call, "baseUrl");
  const merge = headerMerger.merge;
  const given = ownValue(call, "headers");
  // Read once, as the call's options are (see readOnce); anything else is the merger's to refuse.
  const ownHeaders = isPlainObject(given) ? readOnce(given) : given;
  if (ownHeaders !== given && context.rules.headerNamedTwice === "refuse") refuseHeaderNamedTwice(ownHeaders as Headers);
  const headers: unknown = merge.call(headerMerger, defaults.headers, ownHeaders);
  const draft: Draft = {
    method: method !== undefined ? normalizeMethod(method) : (route?.method ?? defaults.method),
    baseUrl: baseUrl !== undefined ? validateBaseUrl(baseUrl) : (ownValue(defaults, "baseUrl") as string),
    url,
    headers: isBuiltSafe(merge) ? (headers as Headers) : needed(context.extensions).checkedHeadersOf(headers, "merge"),
    mergedBy: merge,
    mediaType: mergeMediaType(defaults.mediaType, ownValue(call, "mediaType"), shareMediaType && planUrl !== undefined),
    request: mergeRequest(ownValue(defaults, "request") as RequestMeta | undefined, call),
    parameters: NO_PARAMETERS, // set by mergeParameters, with parametersExcept and variables
    parametersExcept: undefined,
    variables: NO_PARAMETERS,
    plan: planUrl?.(url, route),
    querySeparator: undefined, // set by the build: one shape for every draft
    replacedUrl: undefined, // set by the pipeline, which knows the route's URL
  };
  mergeParameters(draft, defaults, call, context.rules.nestedParameters);
  return draft;
}

/**
 * The defaults' parameters, then the call's (all its own keys but the named options), each put
 * once where it goes: with a plan, a name a placeholder takes into `variables`, any other into
 * `parameters`. Without placeholders, both are one object. Without default parameters, where the
 * package's expander reads the call, neither is copied: both are the call, `parameters` as a view.
 */
function mergeParameters(
  draft: Draft,
  defaults: EndpointDefaults,
  call: Readonly<Record<string, unknown>>,
  nested: ProfileRules["nestedParameters"],
): void {
  const { plan } = draft;
  const placeholders = plan?.placeholders;
  const split = placeholders !== undefined && placeholders.size > 0;
  const defaultKeys = parameterKeysOf(defaults);
  if (plan !== undefined && defaultKeys.length === 0 && plan.readsCall) {
    // No default parameters: every value is the call's own, so nothing is copied. The package's
    // expander reads the placeholders' values from the call as it is (own keys of the
    // placeholders' names only, none of them a named option), and the parameters are a view of
    // the call without the named options and the placeholders' names.
    draft.variables = call;
    draft.parameters = call as Record<string, unknown>;
    draft.parametersExcept = plan.placeholders;
    return;
  }
  const parameters: Record<string, unknown> = (draft.parameters = {});
  const variables = (draft.variables = split ? {} : parameters);
  // The defaults' first, in their order, copied: a result never shares an array with the defaults.
  for (const key of defaultKeys) setOwn(split && placeholders.has(key) ? variables : parameters, key, mutableCopy(defaults[key]));
  // for-in with an own-key test: no key array per call.
  for (const key in call) {
    if (!hasOwn(call, key) || NAMED_OPTIONS.has(key)) continue;
    const value = call[key];
    const target = split && placeholders.has(key) ? variables : parameters;
    // A call's value wins and keeps a default's place (or, where the profile says so, a plain
    // object is merged into a default's); undefined unsets a default.
    if (value !== undefined) setOwn(target, key, nested === "replace" ? value : nested(target, key, value));
    else if (defaultKeys.length > 0 && hasOwn(target, key)) delete target[key];
  }
}

/** Merged options as `merge()` returns them: the named options, then the parameters. */
export function mergedOptionsOf(draft: Draft): MergedOptions {
  const merged: Record<string, unknown> = { method: draft.method, baseUrl: draft.baseUrl };
  if (draft.url !== undefined) merged.url = draft.url;
  merged.headers = draft.headers;
  merged.mediaType = draft.mediaType;
  if (draft.request !== undefined) merged.request = draft.request;
  const parameters = parametersOf(draft);
  for (const key of Object.keys(parameters)) setOwn(merged, key, parameters[key]);
  return merged as MergedOptions;
}

/**
 * Whether a key of a view of a call's options (see {@link Draft.parametersExcept}) names one of
 * its parameters: any but a named option and the names the view leaves out. (A parameter also
 * needs a value other than `undefined`.)
 */
export function isViewedParameter(name: string, except: ReadonlySet<string>): boolean {
  return !NAMED_OPTIONS.has(name) && !except.has(name);
}

/** Whether a draft's parameters hold `name`. */
export function hasParameter(draft: Draft, name: string): boolean {
  const { parameters, parametersExcept } = draft;
  if (parametersExcept === undefined) return hasOwn(parameters, name);
  // The own-key test first: it settles most calls (no such key).
  return hasOwn(parameters, name) && parameters[name] !== undefined && isViewedParameter(name, parametersExcept);
}

/** A draft's parameters as an object of their own: the draft's, or a fresh one made from its view. */
export function parametersOf(draft: Draft): Record<string, unknown> {
  const { parameters: view, parametersExcept } = draft;
  if (parametersExcept === undefined) return view;
  const parameters: Record<string, unknown> = {};
  for (const key in view) {
    if (!hasOwn(view, key) || !isViewedParameter(key, parametersExcept)) continue;
    const value = view[key];
    if (value !== undefined) setOwn(parameters, key, value);
  }
  return parameters;
}

/** The options of a call that gives none. */
export const NO_OPTIONS: Readonly<Record<string, unknown>> = Object.freeze({});

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

// A call's options, read once: every later step reads the copy.
function optionsObject(options: unknown): Readonly<Record<string, unknown>> {
  if (options === undefined || options === null) return NO_OPTIONS;
  if (!isPlainObject(options)) {
    throw new InvalidOptionsError(`The options must be a plain object, got ${describeValue(options)}.`);
  }
  return readOnce(options);
}

function mergeUrl(
  defaultUrl: string | undefined,
  routeUrl: string | undefined,
  call: Readonly<Record<string, unknown>>,
): string | undefined {
  if (!hasOwn(call, "url")) return routeUrl ?? defaultUrl;
  return call.url === undefined ? undefined : checkUrlOption(call.url);
}

// A call's `request` merged over the defaults' one (a copy of it when the call gives none).
function mergeRequest(defaultRequest: RequestMeta | undefined, call: Readonly<Record<string, unknown>>): RequestMeta | undefined {
  if (!hasOwn(call, "request")) return defaultRequest === undefined ? undefined : mutableCopy(defaultRequest);
  const request = call.request;
  if (request === undefined) return undefined;
  const given = checkRequestMeta(request);
  const merged: RequestMeta = defaultRequest === undefined ? {} : mutableCopy(defaultRequest);
  for (const key of Object.keys(given)) setOwn(merged, key, given[key]);
  return merged;
}

/**
 * The `request` option checked, wherever options enter (the merge, the builder, the adapters): an
 * object of the client's own settings, returned as given.
 */
export function checkRequestMeta(request: unknown): RequestMeta {
  if (request === null || typeof request !== "object" || Array.isArray(request)) {
    throw new InvalidOptionsError(`The request option must be an object, got ${describeValue(request)}.`);
  }
  return request as RequestMeta;
}

/** The `url` option checked: a string (its template is checked when planned). */
export function checkUrlOption(url: unknown): string {
  if (typeof url !== "string") throw new InvalidOptionsError(`The url must be a string, got ${describeValue(url)}.`);
  return url;
}
