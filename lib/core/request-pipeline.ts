import { describeList, describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { InvalidParameterError } from "../errors/invalid-parameter-error";
import type { HeaderMerger } from "./contracts/header-merger";
import type { ParamRouter } from "./contracts/param-router";
import type { TemplateExpander } from "./contracts/template-expander";
import { blankUrlReport, buildRequest, requiredUrl } from "./build/build-request";
import { needed, type BuildContext, type Extensions } from "./plan/stage-types";
import { isBuiltSafe, safeMethodsOf, type SafeMethods } from "./contracts/built-safe";
import { refuseNonStrategy } from "./contracts/non-strategy";
import { typedError } from "../errors/typed-error";
import { GLOBAL_DEFAULTS } from "./merge/global-defaults";
import { parameterTarget } from "./options/http-method";
import { LruCache, templateWeight } from "./util/lru-cache";
import { callOptions, hasParameter, mergedOptionsOf, mergeOptions, NO_OPTIONS, type Draft, type PlanUrl } from "./merge/merge-options";
import { BODY_OPTION, NAMED_OPTIONS } from "./options/named-options";
import { hasOwn, isPlainObject, ownValue, readOnce } from "./util/own-properties";
import { frozenCopy, workingCopy } from "./util/plain-data";
import { STANDARD_RULES, type ProfileRules } from "./options/profiles";
import {
  planRoute,
  planUrl,
  refuseParametersOfReplacedUrl,
  refuseReplacedRouteUrl,
  refuseReplacementOnAnotherOrigin,
  isNextPageCall,
  type RoutePlan,
  type UrlPlan,
} from "./plan/route-plan";
import { DEFAULT_SETTINGS } from "./options/settings";
import type { EndpointDefaults, EndpointSettings, MergedOptions, RequestOptions } from "./options/types";

// What parse() merges its input over: no defaults but the spec's method and empty containers.
const PARSE_BASE: EndpointDefaults = Object.freeze({
  method: "GET",
  headers: Object.freeze({}),
  mediaType: Object.freeze({ format: "" }),
}) as unknown as EndpointDefaults;

// Defaults made by mergeDefaults() (deeply frozen, so they stay as checked), the global ones and
// parse()'s. The pipeline is public: any other defaults are checked first (checkDefaults()).
const checkedDefaults = new WeakSet<object>([GLOBAL_DEFAULTS, PARSE_BASE]);
// Of those, the defaults whose headers were checked when bound (by a merger the package built
// safe, or the global and parse()'s): a call over any other has its headers checked on exit.
const checkedHeaders = new WeakSet<object>([GLOBAL_DEFAULTS, PARSE_BASE]);
// The origins of every baseUrl a defaults object's chain of defaults() bound: configuration, which
// a call's url may move the request to (see refuseReplacementOnAnotherOrigin).
const boundOrigins = new WeakMap<object, readonly string[]>();

/** How many routes and URLs an endpoint keeps the plans of. @category Strategies and contracts */
export const PLAN_CACHE_SIZE = 1000;

/**
 * The core's pipeline, which `endpoint` is made from directly, without extensions; the exported
 * `RequestPipeline` (lib/facade/request-pipeline.ts, documented there) gives it those that other
 * settings and swapped strategies need.
 */
export class RequestPipeline implements BuildContext {
  // Routes and URLs share the cache: a string is looked up as the kind it is used as, and in the
  // rare case it was cached as the other kind, its plan is made again rather than mistaken.
  private plans = new LruCache<string, RoutePlan | UrlPlan>(PLAN_CACHE_SIZE);
  /** The endpoint's settings, checked. */
  readonly settings: EndpointSettings;
  /** The rules of the endpoint's profile. @internal */
  readonly rules: ProfileRules;
  /** Which strategy methods the package built safe, so a call skips the exit check of their output. @internal */
  readonly safeMethods: SafeMethods;
  /** Scratch for one build's URL facts, read at once after they are written (see BuildContext). @internal */
  readonly urlReport = blankUrlReport();

  constructor(
    /** Expands URL templates. */
    readonly expander: TemplateExpander,
    /** Merges headers and amends `accept`. */
    readonly headerMerger: HeaderMerger,
    /** Sends parameters to the query or the body. */
    readonly router: ParamRouter,
    settings: Partial<EndpointSettings>,
    /** What other settings and swapped strategies need (see {@link Extensions}); without it, a pipeline that needs it throws. @internal */
    readonly extensions?: Extensions,
  ) {
    // Strategies may come from a container registration, or in the wrong order.
    const takes = "RequestPipeline takes (expander, headerMerger, router, settings): its";
    refuseNonStrategy(expander, "templateExpander", `${takes} first argument`);
    refuseNonStrategy(headerMerger, "headerMerger", `${takes} second argument`);
    refuseNonStrategy(router, "paramRouter", `${takes} third argument`);
    // Settings may come from a container registration: checked as createEndpoint() checks them.
    // The default ones need no check and no profile table.
    if (settings === DEFAULT_SETTINGS) {
      this.settings = DEFAULT_SETTINGS;
      this.rules = STANDARD_RULES;
    } else {
      const { checkSettings, profiles } = needed(extensions);
      this.settings = checkSettings(settings);
      this.rules = profiles[this.settings.profile];
    }
    this.safeMethods = safeMethodsOf(headerMerger, router);
  }

  /**
   * A pipeline over the same strategies (and plans, which settings do not change) with other
   * settings, and these extensions or else this pipeline's.
   */
  withSettings(settings: Partial<EndpointSettings>, extensions = this.extensions): RequestPipeline {
    return this.sharingPlans(new RequestPipeline(this.expander, this.headerMerger, this.router, settings, extensions));
  }

  /** `pipeline`, made to share this pipeline's plans. @internal */
  protected sharingPlans<Pipeline extends RequestPipeline>(pipeline: Pipeline): Pipeline {
    pipeline.plans = this.plans;
    return pipeline;
  }

  /** How many route and URL plans this pipeline keeps now (at most {@link PLAN_CACHE_SIZE}). */
  get cachedPlans(): number {
    return this.plans.size;
  }

  /** The plan of a route string, made once. */
  routePlan(route: string): RoutePlan {
    const cached = this.plans.getOrCompute(route, planRoute, templateWeight);
    return cached.planOf === "route" ? cached : planRoute(route);
  }

  /** Checks a route now (verb and template), as a call with it would. */
  checkRoute(route: string): RoutePlan {
    const plan = this.routePlan(route);
    if (plan.url !== undefined) this.planUrl(plan.url, plan);
    return plan;
  }

  /** Checks a URL template now, as a call with it would. */
  checkUrl(url: string): void {
    this.planUrl(url, undefined);
  }

  /** `endpoint(route, options)`: merged and built in one pass. */
  endpoint(given: EndpointDefaults, route: unknown, options?: unknown): RequestOptions {
    try {
      const defaults = this.checkDefaults(given);
      const checked = checkedHeaders.has(defaults);
      return buildRequest(this.mergeCall(defaults, route, options, true, checked), this, this.pinnedOrigin(defaults), checked);
    } catch (error) {
      throw typedError(error);
    }
  }

  /** `merge(route, options)`: merged options; without a `url` when neither the call nor the defaults have one. */
  merge(defaults: EndpointDefaults, route: unknown, options?: unknown): MergedOptions {
    try {
      return mergedOptionsOf(this.mergeCall(this.checkDefaults(defaults), route, options, false));
    } catch (error) {
      throw typedError(error);
    }
  }

  /**
   * `parse(merged)`: validates and copies caller-made merged options, then builds them. An
   * endpoint that pins its origin passes its defaults, whose `baseUrl` names the origin; without
   * them, the global defaults' (as an endpoint made with no other baseUrl pins it).
   */
  parse(merged: unknown, defaults: EndpointDefaults = GLOBAL_DEFAULTS): RequestOptions {
    try {
      if (!isPlainObject(merged)) {
        throw new InvalidOptionsError(`parse() takes merged options (a plain object), got ${describeValue(merged)}.`);
      }
      const { planUrl } = this;
      const draft = mergeOptions(PARSE_BASE, undefined, readOnce(merged), this, planUrl, true);
      // The base is PARSE_BASE: no headers but the merged options' own, checked by the merge.
      return buildRequest(draft, this, this.pinnedOrigin(this.checkDefaults(defaults)), true);
    } catch (error) {
      throw typedError(error);
    }
  }

  /**
   * `defaults(options)`: new bound defaults, deeply frozen; a `url` is optional here. Without
   * options (`defaults()`, which Octokit's `request.defaults()` passes on), the same defaults anew.
   */
  mergeDefaults(base: EndpointDefaults, given: unknown): EndpointDefaults {
    try {
      const defaults = this.checkDefaults(base);
      const options = given === undefined ? NO_OPTIONS : given;
      if (!isPlainObject(options)) {
        throw new InvalidOptionsError(`defaults() takes a plain options object (own keys, no class), got ${describeValue(options)}.`);
      }
      const draft = mergeOptions(defaults, undefined, readOnce(options), this);
      const merged = frozenCopy(mergedOptionsOf(draft)) as EndpointDefaults;
      // A url template is checked now, as a builder's url() checks it, not at the first call.
      if (merged.url !== undefined) this.checkUrl(merged.url);
      checkedDefaults.add(merged);
      const origins = boundOrigins.get(defaults) ?? [];
      const origin = typeof merged.baseUrl === "string" && URL.canParse(merged.baseUrl) ? new URL(merged.baseUrl).origin : undefined;
      boundOrigins.set(merged, origin === undefined || origins.includes(origin) ? origins : [...origins, origin]);
      if (checkedHeaders.has(defaults) && isBuiltSafe(draft.mergedBy)) checkedHeaders.add(merged);
      return merged;
    } catch (error) {
      throw typedError(error);
    }
  }

  /**
   * The unfrozen twin of bound defaults that calls read from (V8 copies out of frozen objects
   * slowly): made by the package and never handed out, so it is trusted as the defaults it
   * copies are (their headers are not checked again on exit).
   * @internal
   */
  workingDefaults(defaults: EndpointDefaults): EndpointDefaults {
    const working = workingCopy(defaults);
    const origins = boundOrigins.get(defaults);
    if (origins !== undefined) boundOrigins.set(working, origins);
    if (checkedDefaults.has(defaults)) checkedDefaults.add(working);
    if (checkedHeaders.has(defaults)) checkedHeaders.add(working);
    return working;
  }

  /**
   * Defaults that did not come through `defaults()` (a container registration, a builder's
   * constructor), checked and normalised exactly as `defaults()` would.
   */
  checkDefaults(defaults: unknown): EndpointDefaults {
    if (checkedDefaults.has(defaults as object)) return defaults as EndpointDefaults;
    if (!isPlainObject(defaults)) {
      throw new InvalidOptionsError(
        "The defaults must be a plain options object, such as GLOBAL_DEFAULTS or endpoint.DEFAULTS " +
          `(a RequestPipeline's methods take them first), got ${describeValue(defaults)}.`,
      );
    }
    return this.mergeDefaults(PARSE_BASE, defaults);
  }

  // Made once per pipeline: a closure written at the lookup would be allocated on every call.
  private readonly planUrlOf = (url: string): UrlPlan =>
    planUrl(url, this.expander, this.extensions, this.rules.variableNames === "rfc6570" ? undefined : this.rules.variableNames);

  // The plan of the merged URL: the route's own when the URL is the route's, else one made once per URL.
  // Keyed by the URL as planned: pipelines of both profiles may share the cache.
  private readonly planUrl: PlanUrl = (url, route) => {
    const given = requiredUrl(url, this.rules);
    const { literalCharacters } = this.rules;
    const required = literalCharacters === "refuse" ? given : literalCharacters(given);
    // Plans are shared by both profiles: one with a name only the other takes is made again here (and refused).
    const strict = this.rules.variableNames === "rfc6570";
    if (route !== undefined && required === route.url) {
      const plan = (route.urlPlan ??= this.planUrlOf(required));
      return strict && plan.hyphenatedNames ? this.planUrlOf(required) : plan;
    }
    const cached = this.plans.getOrCompute(required, this.planUrlOf, templateWeight);
    return cached.planOf === "url" && !(strict && cached.hyphenatedNames) ? cached : this.planUrlOf(required);
  };

  /**
   * A call's route and options merged over the defaults (split for a build), then what only the
   * pipeline can check of a call: its baseUrl's origin, and its parameters. `checked` says the
   * package made and checked the defaults (see checkedHeaders). @internal
   */
  mergeCall(defaults: EndpointDefaults, route: unknown, options: unknown, split: boolean, checked = false): Draft {
    const call = callOptions(route, options, this.rules.optionsAfterOptions);
    return this.mergeCallOf(defaults, typeof route === "string" ? this.routePlan(route) : undefined, call, split, checked);
  }

  // mergeCall, with the call's options checked and its route's plan looked up.
  private mergeCallOf(
    defaults: EndpointDefaults,
    routePlan: RoutePlan | undefined,
    call: Readonly<Record<string, unknown>>,
    split: boolean,
    checked: boolean,
  ): Draft {
    // A call's url replaces the route's URL, or else the defaults' (checked with the parameters).
    const replaced = hasOwn(call, "url") ? (routePlan?.url ?? ownValue(defaults, "url")) : undefined;
    if (typeof replaced === "string") refuseReplacedRouteUrl(replaced, this.expander);
    const draft = mergeOptions(defaults, routePlan, call, this, split ? this.planUrl : undefined, checked);
    if (typeof replaced === "string" && draft.url !== undefined && !this.isFreeNextPageCall(call, defaults)) {
      // Planned first, as a split draft was: parse(merge(o)) refuses what endpoint(o) refuses first.
      if (!split) this.planUrl(draft.url, undefined);
      refuseReplacementOnAnotherOrigin(replaced, draft.url, draft.baseUrl, boundOrigins.get(defaults) ?? []);
      draft.replacedUrl = replaced;
    }
    // The baseUrl of createEndpoint() and defaults() is configuration; a call's must keep its origin.
    if (!this.settings.allowAbsoluteUrls && draft.baseUrl !== defaults.baseUrl) {
      needed(this.extensions).checkBaseUrlOrigin(draft.baseUrl, this.pinnedOrigin(defaults));
    }
    this.checkParameters(draft, call, routePlan);
    return draft;
  }

  /**
   * What only the pipeline can check of a call's parameters: none sent for the URL its `url`
   * replaced (see refuseParametersOfReplacedUrl), none beside data where refused.
   */
  private checkParameters(draft: Draft, call: Readonly<Record<string, unknown>>, route: RoutePlan | undefined): void {
    if (draft.replacedUrl !== undefined) this.checkReplacedUrl(draft, draft.replacedUrl, call);
    if (this.rules.parametersBesideData === "refuse" && hasParameter(draft, BODY_OPTION)) {
      this.refuseParametersBesideData(draft, call, route);
    }
  }

  private isFreeNextPageCall(call: Readonly<Record<string, unknown>>, defaults: EndpointDefaults): boolean {
    return this.rules.nextPageCalls === "free" && isNextPageCall(call, ownValue(defaults, "baseUrl"));
  }

  /** The origin every URL of an endpoint that allows paths only must keep: its defaults' baseUrl's. @internal */
  pinnedOrigin(defaults: EndpointDefaults): string | undefined {
    if (this.settings.allowAbsoluteUrls || typeof defaults.baseUrl !== "string") return undefined;
    // Read once per defaults (frozen, or the package's own working twin): a URL parse is about 2 µs.
    let origin = this.pinnedOrigins.get(defaults);
    if (origin === undefined) this.pinnedOrigins.set(defaults, (origin = needed(this.extensions).originOf(defaults.baseUrl)));
    return origin;
  }

  private readonly pinnedOrigins = new WeakMap<EndpointDefaults, string>();

  // See refuseParametersOfReplacedUrl. Each URL's names as a call plans it (the profile's rules for
  // literal characters applied, the plan cached); a URL that does not plan is the build's to refuse.
  // Beside data, a body has no room for them: dropped, or refused as any parameter there.
  private checkReplacedUrl(draft: Draft, replaced: string, call: Readonly<Record<string, unknown>>): void {
    const url = draft.url as string;
    const replacedNames = this.placeholdersOf(replaced);
    const taken = this.placeholdersOf(url);
    if (replacedNames === undefined || taken === undefined) return;
    const target = parameterTarget(draft.method, this.rules);
    if (target === "body" && hasParameter(draft, BODY_OPTION) && !taken.has(BODY_OPTION)) return;
    refuseParametersOfReplacedUrl(replaced, replacedNames, url, taken, call, target);
  }

  private placeholdersOf(url: string): ReadonlySet<string> | undefined {
    try {
      return this.planUrl(url, undefined).placeholders;
    } catch {
      return undefined;
    }
  }

  // A body cannot hold both `data` and other parameters: the peer drops them silently; this says
  // where they belong (R4). Only the call's own: the defaults' are dropped where they have no place.
  private refuseParametersBesideData(draft: Draft, call: Readonly<Record<string, unknown>>, route: RoutePlan | undefined): void {
    if (draft.url === undefined) return;
    if (parameterTarget(draft.method, this.rules) !== "body") return;
    const { placeholders } = draft.plan ?? this.planUrl(draft.url, route);
    if (placeholders.has(BODY_OPTION)) return; // data is a URL value, and the body is the other parameters
    // Listed only when there is one to refuse: every call with data and a body passes here.
    let leftOver: string[] | undefined;
    for (const name in call) {
      if (!hasOwn(call, name) || name === BODY_OPTION || call[name] === undefined) continue;
      if (!NAMED_OPTIONS.has(name) && !placeholders.has(name)) (leftOver ??= []).push(name);
    }
    if (leftOver === undefined) return;
    const [parameters, them] = leftOver.length === 1 ? ["parameter", "it"] : ["parameters", "them"];
    throw new InvalidParameterError(
      `The ${parameters} ${describeList(leftOver)} cannot be sent beside "data": ` +
        `put ${them} in the URL template as a query expression (such as "{?name}") or inside "data".`,
    );
  }
}
