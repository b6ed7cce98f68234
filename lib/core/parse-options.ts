import { describeValue } from "../errors/describe-value";
import { InvalidParameterError } from "../errors/invalid-parameter-error";
import { InvalidUrlError } from "../errors/invalid-url-error";
import type { HeaderMerger } from "../strategies/header-merger";
import type { ParamRouter } from "../strategies/param-router";
import type { TemplateExpander } from "../strategies/template-expander";
import { colonToBraces } from "./colon-placeholders";
import { NAMED_OPTIONS } from "./merge-options";
import { hasOwn, setOwn } from "./own-properties";
import type { EndpointSettings, HttpMethod, MergedOptions, RequestOptions } from "./types";
import { countDotSegments, isAbsoluteUrl, joinBaseUrl, mayHoldDotSegment, pathEnd, pathStart, removeTrailingSlashes, schemeEnd } from "./url";

const LOWERCASE: Readonly<Record<HttpMethod, Lowercase<HttpMethod>>> = Object.freeze({
  GET: "get",
  HEAD: "head",
  OPTIONS: "options",
  POST: "post",
  PUT: "put",
  PATCH: "patch",
  DELETE: "delete",
});

/** A URL prepared once: its RFC 6570 form and the names its placeholders take. */
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
  return Object.freeze({
    template,
    placeholders,
    namesAnOption: [...placeholders].some((name) => NAMED_OPTIONS.has(name)),
    kind: urlKind(literalStart),
    literalStart,
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
 * `merged.request` (the pipeline passes fresh ones), so nothing is copied twice.
 */
export function parseMergedOptions(merged: MergedOptions, context: ParseContext): RequestOptions {
  const { expander, headerMerger, router, settings } = context;

  // R1: parameters named by a placeholder fill it; the rest go on to the router. The expander
  // reads placeholder values from the merged options themselves, unless a placeholder bears the
  // name of a named option (`{url}`), which must then read as unset.
  const { template, placeholders, namesAnOption, kind, literalStart } = context.prepareUrl(merged.url);
  const variables: Record<string, unknown> = namesAnOption ? {} : merged;
  const remaining: Record<string, unknown> = {};
  for (const key of Object.keys(merged)) {
    if (NAMED_OPTIONS.has(key)) continue;
    const target = placeholders.has(key) ? variables : remaining;
    if (target === merged) continue;
    if (key === "__proto__") setOwn(target, key, merged[key]);
    else target[key] = merged[key];
  }

  let url = expander.expand(template, variables);
  // R5: a full URL is used as given, unless this endpoint refuses them. The template's literal
  // start settles it when the expansion begins with it (any expander's does; a custom one may not).
  const settled = kind !== "values" && url.startsWith(literalStart);
  const absolute = settled ? kind !== "path" : isAbsoluteUrl(url);
  if (absolute) {
    if (!settings.allowAbsoluteUrls) {
      throw new InvalidUrlError(`The URL ${describeValue(url)} is a full URL, and this endpoint allows paths only (allowAbsoluteUrls: false).`);
    }
    // A value can make a full URL (`{+url}`) that no client could send: say so now.
    if (!settled && !URL.canParse(url)) throw new InvalidUrlError(`The URL ${describeValue(url)} does not parse as a URL.`);
  }
  const start = settled && typeof kind === "number" ? kind : pathStart(url, absolute);
  const end = pathEnd(url, start);
  if (mayHoldDotSegment(url, start, end)) refuseDotSegmentsFromValues(url, start, end, absolute, template, placeholders, variables);
  url = removeTrailingSlashes(url, absolute, start, end);
  if (!absolute) {
    if (typeof merged.baseUrl !== "string") {
      throw new InvalidUrlError(`The path ${describeValue(url)} needs a baseUrl to be joined to, and the options have none.`);
    }
    url = joinBaseUrl(merged.baseUrl, url);
  }

  const headers = headerMerger.applyMediaType(merged.headers, merged.mediaType);
  const routed = router.route({ method: merged.method, url, parameters: remaining, headers, arrayFormat: settings.arrayFormat });

  const result: RequestOptions = {
    method: LOWERCASE[merged.method],
    url: routed.url,
    headers: routed.headers,
  };
  if (routed.body !== undefined) result.body = routed.body;
  if (merged.request !== undefined) result.request = merged.request;
  return result;
}

/**
 * A value must not bring a `.` or `..` segment into the path: `fetch` would resolve it and reach
 * another endpoint (`owner: ".."`). Segments written in the template itself are the caller's own.
 */
function refuseDotSegmentsFromValues(
  url: string,
  start: number,
  end: number,
  absolute: boolean,
  template: string,
  placeholders: ReadonlySet<string>,
  variables: Record<string, unknown>,
): void {
  const found = countDotSegments(url, start, end);
  if (found === 0) return;
  const templateStart = pathStart(template, absolute && isAbsoluteUrl(template));
  if (found <= countDotSegments(template, templateStart, pathEnd(template, templateStart))) return;
  const culprit = [...placeholders].find((name) => hasOwn(variables, name) && mentionsDot(variables[name]));
  throw new InvalidParameterError(
    `${culprit === undefined ? "A parameter" : `The parameter ${describeValue(culprit)}`} brings a "." or ".." segment into the path of ${describeValue(url)}, which would reach another endpoint.`,
  );
}

// Whether a value's text holds a dot, plain or percent-encoded, to name the culprit parameter.
function mentionsDot(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsDot);
  if (value !== null && typeof value === "object") return Object.entries(value).some(([key, item]) => mentionsDot(key) || mentionsDot(item));
  const text = String(value);
  return text.includes(".") || text.toLowerCase().includes("%2e");
}
