import { describeList, describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { InvalidParameterError } from "../errors/invalid-parameter-error";
import type { HeaderMerger } from "./contracts/header-merger";
import type { ParamRouter } from "./contracts/param-router";
import type { TemplateExpander } from "./contracts/template-expander";
import { GLOBAL_DEFAULTS } from "./global-defaults";
import { parameterTarget } from "./http-method";
import { LruCache } from "./lru-cache";
import { mergeOptions, NAMED_OPTIONS, type MergedDraft } from "./merge-options";
import { hasOwn, isPlainObject } from "./own-properties";
import { parseMergedOptions, prepareUrl, type ParseContext, type PreparedUrl } from "./parse-options";
import { frozenCopy } from "./plain-data";
import { PROFILES } from "./profiles";
import { checkOrigin, originOf } from "./request-checks";
import { checkSettings } from "./settings";
import type { EndpointDefaults, EndpointSettings, MergedOptions, RequestOptions } from "./types";

// What parse() merges its input over: no defaults but the spec's method and empty containers.
const PARSE_BASE: EndpointDefaults = Object.freeze({
  method: "GET",
  headers: Object.freeze({}),
  mediaType: Object.freeze({ format: "" }),
}) as unknown as EndpointDefaults;

// Defaults made by mergeDefaults() (deeply frozen, so they stay as checked) and the global ones.
const checkedDefaults = new WeakSet<object>([GLOBAL_DEFAULTS]);

/**
 * The core: merge (options over defaults) and parse (merged options to request options), with
 * the three strategies injected once. The facade and the builder both call into it, so
 * `endpoint(o)` and `parse(merge(o))` run the same code.
 */
export class RequestPipeline implements ParseContext {
  private preparedUrls = new LruCache<string, PreparedUrl>(1000);
  /** The endpoint's settings, checked. */
  readonly settings: EndpointSettings;

  constructor(
    /** Expands URL templates. */
    readonly expander: TemplateExpander,
    /** Merges headers and amends `accept`. */
    readonly headerMerger: HeaderMerger,
    /** Sends parameters to the query or the body. */
    readonly router: ParamRouter,
    settings: Partial<EndpointSettings>,
  ) {
    // Settings may come from a container registration: checked as createEndpoint() checks them.
    this.settings = checkSettings(settings);
  }

  /** A pipeline over the same strategies (and prepared URLs, which settings do not change) with other settings. */
  withSettings(settings: Partial<EndpointSettings>): RequestPipeline {
    const pipeline = new RequestPipeline(this.expander, this.headerMerger, this.router, settings);
    pipeline.preparedUrls = this.preparedUrls;
    return pipeline;
  }

  /** A URL's template form and placeholder names, prepared once per URL. */
  prepareUrl(url: string): PreparedUrl {
    return this.preparedUrls.getOrCompute(url, (key) => prepareUrl(key, this.expander), url.length);
  }

  /** `endpoint(route, options)`: merge, then parse the merged options (already validated). */
  endpoint(defaults: EndpointDefaults, route: unknown, options?: unknown): RequestOptions {
    return parseMergedOptions(this.merge(defaults, route, options), this, this.pinnedOrigin(defaults));
  }

  /** `merge(route, options)`: merged options; without a `url` when neither the call nor the defaults have one. */
  merge(defaults: EndpointDefaults, route: unknown, options?: unknown): MergedOptions {
    const merged = mergeOptions(defaults, route, options, this.headerMerger);
    if (!this.settings.allowAbsoluteUrls && merged.baseUrl !== defaults.baseUrl) this.refuseOtherOrigin(merged.baseUrl, defaults);
    if (hasOwn(merged, "data") && PROFILES[this.settings.profile].parametersBesideData === "refuse") {
      // mergeOptions accepted them: the call's options are the second argument after a route string, else the first.
      this.refuseParametersBesideData(
        merged,
        (typeof route === "string" ? options : route) as Readonly<Record<string, unknown>> | undefined,
      );
    }
    return merged as MergedOptions;
  }

  /**
   * `parse(merged)`: validates and copies caller-made merged options, then parses them. An
   * endpoint that pins its origin passes its defaults, whose `baseUrl` names the origin.
   */
  parse(merged: unknown, defaults?: EndpointDefaults): RequestOptions {
    if (!isPlainObject(merged)) {
      throw new InvalidOptionsError(`parse() takes merged options (a plain object), got ${describeValue(merged)}.`);
    }
    return parseMergedOptions(
      mergeOptions(PARSE_BASE, merged, undefined, this.headerMerger),
      this,
      defaults && this.pinnedOrigin(defaults),
    );
  }

  /** `defaults(options)`: new bound defaults, deeply frozen; a `url` is optional here. */
  mergeDefaults(defaults: EndpointDefaults, options: unknown): EndpointDefaults {
    if (!isPlainObject(options)) {
      throw new InvalidOptionsError(`defaults() takes an options object, got ${describeValue(options)}.`);
    }
    const merged = frozenCopy(mergeOptions(defaults, options, undefined, this.headerMerger)) as EndpointDefaults;
    checkedDefaults.add(merged);
    return merged;
  }

  /**
   * Defaults that did not come through `defaults()` (a container registration, a builder's
   * constructor), checked and normalised exactly as `defaults()` would.
   */
  checkDefaults(defaults: unknown): EndpointDefaults {
    return checkedDefaults.has(defaults as object) ? (defaults as EndpointDefaults) : this.mergeDefaults(PARSE_BASE, defaults);
  }

  // The origin every URL of an endpoint that allows paths only must keep: its defaults' baseUrl's.
  private pinnedOrigin(defaults: EndpointDefaults): string | undefined {
    return this.settings.allowAbsoluteUrls || typeof defaults.baseUrl !== "string" ? undefined : originOf(defaults.baseUrl);
  }

  // The baseUrl of createEndpoint() and defaults() is configuration; a call's must keep its origin.
  private refuseOtherOrigin(baseUrl: string, defaults: EndpointDefaults): void {
    const pinned = this.pinnedOrigin(defaults);
    if (pinned !== undefined) checkOrigin(baseUrl, pinned, "baseUrl");
  }

  // A body cannot hold both `data` and other parameters: the peer drops them silently; this says
  // where they belong (R4). Only the call's own: the defaults' are dropped where they have no place.
  private refuseParametersBesideData(merged: MergedDraft, call: Readonly<Record<string, unknown>> | undefined): void {
    if (merged.url === undefined || call === undefined || call === null) return;
    if (parameterTarget(merged.method, PROFILES[this.settings.profile]) !== "body") return;
    const placeholders = this.prepareUrl(merged.url).placeholders;
    const leftOver = Object.keys(call).filter(
      (name) => name !== "data" && call[name] !== undefined && !NAMED_OPTIONS.has(name) && !placeholders.has(name),
    );
    if (leftOver.length === 0) return;
    throw new InvalidParameterError(
      `The parameters ${describeList(leftOver)} cannot be sent beside "data": put them in the URL template as a query expression (such as "{?name}") or inside "data".`,
    );
  }
}
