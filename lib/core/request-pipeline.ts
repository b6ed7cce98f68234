import { describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { MissingUrlError } from "../errors/missing-url-error";
import type { HeaderMerger } from "../strategies/header-merger";
import type { ParamRouter } from "../strategies/param-router";
import type { TemplateExpander } from "../strategies/template-expander";
import { mergeOptions, type MergedDraft } from "./merge-options";
import { isPlainObject } from "./own-properties";
import { LruCache } from "./lru-cache";
import { parseMergedOptions, prepareUrl, type ParseContext, type PreparedUrl } from "./parse-options";
import { frozenCopy } from "./plain-data";
import type { EndpointDefaults, EndpointSettings, MergedOptions, RequestOptions } from "./types";

// What parse() merges its input over: no defaults but the spec's method and empty containers.
const PARSE_BASE: EndpointDefaults = Object.freeze({
  method: "GET",
  headers: Object.freeze({}),
  mediaType: Object.freeze({ format: "" }),
}) as unknown as EndpointDefaults;

/**
 * The core: merge (options over defaults) and parse (merged options to request options), with
 * the three strategies injected once. The facade and the builder both call into it, so
 * `endpoint(o)` and `parse(merge(o))` run the same code.
 */
export class RequestPipeline implements ParseContext {
  private readonly preparedUrls = new LruCache<string, PreparedUrl>(1000);

  constructor(
    /** Expands URL templates. */
    readonly expander: TemplateExpander,
    /** Merges headers and amends `accept`. */
    readonly headerMerger: HeaderMerger,
    /** Sends parameters to the query or the body. */
    readonly router: ParamRouter,
    /** The endpoint's settings. */
    readonly settings: EndpointSettings,
  ) {}

  /** A pipeline over the same strategies with other settings. */
  withSettings(settings: EndpointSettings): RequestPipeline {
    return new RequestPipeline(this.expander, this.headerMerger, this.router, Object.freeze(settings));
  }

  /** A URL's template form and placeholder names, prepared once per URL. */
  prepareUrl(url: string): PreparedUrl {
    let prepared = this.preparedUrls.get(url);
    if (prepared === undefined) {
      prepared = prepareUrl(url, this.expander);
      this.preparedUrls.set(url, prepared);
    }
    return prepared;
  }

  /** `endpoint(route, options)`: merge, then parse the merged options (already validated). */
  endpoint(defaults: EndpointDefaults, route: unknown, options?: unknown): RequestOptions {
    return parseMergedOptions(this.merge(defaults, route, options), this);
  }

  /** `merge(route, options)`: merged options with a `url`, or {@link MissingUrlError}. */
  merge(defaults: EndpointDefaults, route: unknown, options?: unknown): MergedOptions {
    return requireUrl(mergeOptions(defaults, route, options, this.headerMerger));
  }

  /** `parse(merged)`: validates and copies caller-made merged options, then parses them. */
  parse(merged: unknown): RequestOptions {
    if (!isPlainObject(merged)) {
      throw new InvalidOptionsError(`parse() takes merged options (a plain object), got ${describeValue(merged)}.`);
    }
    return parseMergedOptions(requireUrl(mergeOptions(PARSE_BASE, merged, undefined, this.headerMerger)), this);
  }

  /** `defaults(options)`: new bound defaults, deeply frozen; a `url` is optional here. */
  mergeDefaults(defaults: EndpointDefaults, options: unknown): EndpointDefaults {
    if (!isPlainObject(options)) {
      throw new InvalidOptionsError(`defaults() takes an options object, got ${describeValue(options)}.`);
    }
    return frozenCopy(mergeOptions(defaults, options, undefined, this.headerMerger)) as EndpointDefaults;
  }
}

function requireUrl(merged: MergedDraft): MergedOptions {
  if (merged.url === undefined) {
    throw new MissingUrlError(`No url: pass a route such as "GET /repos/{owner}/{repo}" or a url option.`);
  }
  return merged as MergedOptions;
}
