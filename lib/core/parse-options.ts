import { describeList, describeValue } from "../errors/describe-value";
import { InvalidParameterError } from "../errors/invalid-parameter-error";
import { InvalidUrlError } from "../errors/invalid-url-error";
import { MissingUrlError } from "../errors/missing-url-error";
import type { HeaderMerger } from "./contracts/header-merger";
import type { ParamRouter } from "./contracts/param-router";
import type { TemplateExpander } from "./contracts/template-expander";
import { colonToBraces } from "./colon-placeholders";
import { parameterTarget, resultMethod } from "./http-method";
import { NAMED_OPTIONS, type MergedDraft } from "./merge-options";
import { hasOwn, setOwn } from "./own-properties";
import { PROFILES, type ProfileRules } from "./profiles";
import { checkHeaders } from "./header-rules";
import { checkExpandedUrl, checkOrigin, checkRoutedUrl } from "./request-checks";
import { templateShape } from "./template-shape";
import type { EndpointSettings, MediaType, RequestOptions } from "./types";
import { isAbsoluteUrl, joinBaseUrl, pathEnd, pathEndsWith, pathStart, removeTrailingSlashes, schemeEnd } from "./url";

/** A URL prepared once: its RFC 6570 form, the names its placeholders take, and its shape. */
export interface PreparedUrl {
  readonly template: string;
  readonly placeholders: ReadonlySet<string>;
  /** Whether a placeholder has the name of a named option (`{url}`), which is no parameter. */
  readonly namesAnOption: boolean;
  /**
   * What the template's literal start decides: `"path"` (a path whatever the values), a number
   * (a full http(s) URL whose scheme and host are literal and parse: where its path starts), or
   * `"values"` (a placeholder stands where the scheme or host is decided: check each expansion).
   */
  readonly kind: "path" | "values" | number;
  /** The template's text before its first placeholder, which `kind` was read from. */
  readonly literalStart: string;
  /** Simple `{name}` placeholders that stand as a whole path segment. */
  readonly wholeSegmentNames: readonly string[];
  /** Whether the template's own literal path holds a `.` or `..` segment. */
  readonly literalDotSegment: boolean;
}

/** The strategies and settings one parse runs with. */
export interface ParseContext {
  readonly expander: TemplateExpander;
  readonly headerMerger: HeaderMerger;
  readonly router: ParamRouter;
  readonly settings: EndpointSettings;
  /** {@link prepareUrl}, remembered per URL. */
  prepareUrl(url: string): PreparedUrl;
}

/** `:name` placeholders rewritten as `{name}`, and the names the template's placeholders take. */
export function prepareUrl(url: string, expander: TemplateExpander): PreparedUrl {
  const template = colonToBraces(url);
  const placeholders = new Set(expander.variableNames(template));
  const brace = template.indexOf("{");
  const literalStart = brace === -1 ? template : template.slice(0, brace);
  const shape = templateShape(template);
  return Object.freeze({
    template,
    placeholders,
    namesAnOption: [...placeholders].some((name) => NAMED_OPTIONS.has(name)),
    kind: urlKind(literalStart),
    literalStart,
    wholeSegmentNames: shape.wholeSegmentNames,
    literalDotSegment: shape.literalDotSegment,
  });
}

// Values are written after the literal start, and the WHATWG parser never fails on a path or a
// query: so a literal start that settles scheme and host settles the whole URL.
function urlKind(literal: string): PreparedUrl["kind"] {
  let absolute: boolean;
  try {
    absolute = isAbsoluteUrl(literal);
  } catch {
    return "values"; // another scheme: refused on each call, with the expanded URL in the message
  }
  if (!absolute) {
    // No scheme, settled within the literal start: the scheme scan stopped on a character that is
    // not ":" ("/repos", "repos/"). Stopping at its end, a value could still make a scheme.
    return schemeEnd(literal) < literal.length ? "path" : "values";
  }
  const start = pathStart(literal, true);
  const authorityEnds = start < literal.length;
  return authorityEnds && URL.canParse(literal.slice(0, start)) ? start : "values";
}

/**
 * Turns validated merged options into request options. Takes ownership of `merged.headers` and
 * `merged.request` (the pipeline passes fresh ones), so nothing is copied twice. `pinnedOrigin`
 * is the origin every URL must keep, for an endpoint that allows paths only.
 */
export function parseMergedOptions(merged: MergedDraft, context: ParseContext, pinnedOrigin?: string): RequestOptions {
  const { expander, headerMerger, router, settings } = context;
  const rules = PROFILES[settings.profile];

  // R1: parameters named by a placeholder fill it; the rest go on to the router. The expander
  // reads placeholder values from the merged options themselves, unless a placeholder bears the
  // name of a named option (`{url}`), which must then read as unset.
  const prepared = context.prepareUrl(urlOf(merged, rules));
  const { template, placeholders, namesAnOption, kind, literalStart } = prepared;
  const variables: Record<string, unknown> = namesAnOption ? {} : merged;
  let remaining: Record<string, unknown> = {};
  for (const key of Object.keys(merged)) {
    if (NAMED_OPTIONS.has(key)) continue;
    const target = placeholders.has(key) ? variables : remaining;
    if (target === merged) continue;
    if (key === "__proto__") setOwn(target, key, merged[key]);
    else target[key] = merged[key];
  }
  if (rules.unfilledSegment === "refuse") refuseUnfilledSegments(prepared, variables);

  let url = expander.expand(template, variables);
  // R5: a full URL is used as given, unless this endpoint refuses them. The template's literal
  // start settles it when the expansion begins with it (any expander's does; a custom one may not).
  const settled = kind !== "values" && url.startsWith(literalStart);
  const absolute = settled ? kind !== "path" : isAbsoluteUrl(url);
  if (absolute) {
    if (!settings.allowAbsoluteUrls) {
      throw new InvalidUrlError(
        `The URL ${describeValue(url)} is a full URL, and this endpoint allows paths only (allowAbsoluteUrls: false).`,
      );
    }
    // A value can make a full URL (`{+url}`) that no client could send: say so now.
    if (!settled && !URL.canParse(url)) throw new InvalidUrlError(`The URL ${describeValue(url)} does not parse as a URL.`);
  }
  const start = settled && typeof kind === "number" ? kind : pathStart(url, absolute);
  const end = pathEnd(url, start);
  // The expanded URL checked here, where it is one flat string; a base URL was checked on entry.
  checkExpandedUrl(url, start, end, prepared, variables);
  url = removeTrailingSlashes(url, absolute, start, end);
  if (!absolute) {
    if (typeof merged.baseUrl !== "string") {
      throw new InvalidUrlError(`The path ${describeValue(url)} needs a baseUrl to be joined to, and the options have none.`);
    }
    if (pinnedOrigin !== undefined) checkOrigin(merged.baseUrl, pinnedOrigin);
    url = joinBaseUrl(merged.baseUrl, url);
  }

  const headers = headerMerger.applyMediaType(merged.headers, mediaTypeFor(url, merged.mediaType, rules));
  const target = parameterTarget(merged.method, rules);
  // Beside `data`, a body has no room for other parameters: they are dropped here (the defaults'
  // ones always; a call's own ones were refused by merge() where the profile refuses them).
  if (target === "body" && hasOwn(remaining, "data")) remaining = { data: remaining.data };
  const routed = router.route({ method: merged.method, url, parameters: remaining, headers, arrayFormat: settings.arrayFormat, target });

  const result: RequestOptions = {
    method: resultMethod(merged.method, rules) as RequestOptions["method"],
    url: checkRoutedUrl(routed, url, prepared, variables, pinnedOrigin),
    headers: checkHeaders(routed.headers),
  };
  // Own properties only: an absent body or request must not read a polluted Object.prototype.
  if (hasOwn(routed, "body") && routed.body !== undefined) result.body = routed.body;
  if (hasOwn(merged, "request") && merged.request !== undefined) result.request = merged.request;
  return result;
}

function urlOf(merged: MergedDraft, rules: ProfileRules): string {
  if (merged.url !== undefined) return merged.url;
  if (rules.parseWithoutUrl === "root") return "";
  throw new MissingUrlError(`No url: pass a route such as "GET /repos/{owner}/{repo}" or a url option.`);
}

/**
 * `GET /users/{username}` without a username would silently call `GET /users`, another endpoint.
 * `undefined`, `null` and empty lists and maps are unset (RFC 6570); `""` is a value.
 */
function refuseUnfilledSegments(prepared: PreparedUrl, variables: Readonly<Record<string, unknown>>): void {
  let missing: string[] | undefined;
  for (const name of prepared.wholeSegmentNames) {
    if (!hasOwn(variables, name) || isUnset(variables[name])) (missing ??= []).push(name);
  }
  if (missing === undefined) return;
  throw new InvalidParameterError(
    `The route ${describeValue(prepared.template)} needs the parameter ${describeList([...new Set(missing)])}: without it the URL would name another endpoint.`,
  );
}

function isUnset(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.keys(value).length === 0;
}

// The octokit profile amends `accept` with previews only for GraphQL, as the peer does.
function mediaTypeFor(url: string, mediaType: MediaType, rules: ProfileRules): MediaType {
  if (rules.previewsFor === "every-url" || !hasOwn(mediaType, "previews")) return mediaType;
  const start = pathStart(url, true);
  return pathEndsWith(url, start, pathEnd(url, start), "/graphql") ? mediaType : { format: mediaType.format };
}
