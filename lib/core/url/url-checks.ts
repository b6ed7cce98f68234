import { describeCharacterAt, describeList, describeUrl, describeValue } from "../../errors/describe-value";
import { InvalidParameterError } from "../../errors/invalid-parameter-error";
import { InvalidUrlError } from "../../errors/invalid-url-error";
import { hasOwn } from "../util/own-properties";
import { holdsDotSegment } from "./dot-segments";
import { appendQuery, authorityProblem, isAbsoluteUrl, pathEnd, pathStart } from "./url";

// Text free of whitespace, controls, DEL and the backslash. Anchored, one negated class: one
// linear loop over the text (an unanchored search scanned about 1.7x slower).
const SAFE_URL_TEXT = /^[^\u0000-\u0020\u007f\\]*$/;
const UNSAFE_URL_CHARACTER = /[\u0000-\u0020\u007f\\]/;

/** What the checks need to know of the template, to decide who is at fault and to name a culprit. */
interface CheckedTemplate {
  /** Whether the template's own literal path holds a dot segment (then the URL is at fault). */
  readonly literalDotSegment: boolean;
  readonly placeholders: ReadonlySet<string>;
}

// The checks of what leaves the core, whatever strategy made it. Together they guarantee that a
// request holds: an http(s) URL without whitespace, control characters or backslashes, whose path
// has no "." or ".." segment and whose origin is the pinned one when the endpoint pins it; and
// headers whose names are RFC 9110 tokens and whose values carry no CR, LF or NUL
// (checkHeaders). A swapped strategy can change what is built, never get an unsafe request out.

/**
 * The URL as the expander made it, before it is joined to a base URL (checked on entry): no
 * unsafe character, no dot segment in its path (`start` to `end`). Checked here, where it is one
 * flat string: a scan of the final URL would first copy the concatenation it is.
 */
export function checkExpandedUrl(
  url: string,
  start: number,
  end: number,
  template: CheckedTemplate,
  variables: Readonly<Record<string, unknown>>,
  charactersSafe = false,
): void {
  // An expansion the package built safe by construction (see built-safe.ts) holds none.
  if (!charactersSafe) refuseUnsafeCharacters(url);
  // An absolute URL (its path starts after its authority): the authority in its plain form.
  if (start > 0) checkAuthority(url, start);
  // Not a default call's path (the package's expander reports dot segments as it writes): counted
  // without a quicker pre-search, which only that path paid back.
  if (holdsDotSegment(url, start, end)) refuseDotSegment(url, template, variables);
}

/**
 * The URL the package's own expander wrote (see built-safe.ts): its literals were checked when
 * compiled and its values are percent-encoded, so it holds no unsafe character; its authority, if
 * any, is the template's literal one, read when planned; and it said whether its text holds a
 * dot segment anywhere (`dotSegment`), so only then is the path counted.
 */
export function checkReportedUrl(
  url: string,
  start: number,
  end: number,
  dotSegment: boolean,
  template: CheckedTemplate & { readonly authorityProblem: string },
  variables: Readonly<Record<string, unknown>>,
): void {
  if (template.authorityProblem !== "") refuseAuthority(url, template.authorityProblem);
  if (dotSegment && holdsDotSegment(url, start, end)) refuseDotSegment(url, template, variables);
}

/**
 * The URL a router leaves: the built URL with the router's `query` appended (only the query is
 * new, and it cannot reach the path), or a whole new `url`, checked again in full. Their types
 * were checked with the result's shape (strategy-results.ts).
 */
export function checkRoutedUrl(
  routed: { readonly query?: string; readonly url?: string },
  builtUrl: string,
  template: CheckedTemplate,
  variables: Readonly<Record<string, unknown>>,
  pinnedOrigin: string | undefined,
  querySafe = false,
  separator?: string,
): string {
  // Own properties only: an absent query or url must not read a polluted Object.prototype.
  const query = hasOwn(routed, "query") && routed.query !== undefined ? routed.query : "";
  const url = hasOwn(routed, "url") && routed.url !== undefined ? routed.url : builtUrl;
  // A query the package's router built safe by construction holds none.
  if (!querySafe) refuseUnsafeCharacters(query);
  if (url === builtUrl) return appendBuiltQuery(url, query, separator);
  const full = appendQuery(url, query);
  checkSyntax(full);
  const start = pathStart(full, true);
  checkExpandedUrl(full, start, pathEnd(full, start), template, variables);
  if (pinnedOrigin !== undefined) checkOrigin(full, pinnedOrigin);
  return full;
}

/** A query appended to the URL the core built: with the separator its build made known, else as the URL needs. */
export function appendBuiltQuery(url: string, query: string, separator: string | undefined): string {
  if (query === "") return url;
  return separator !== undefined ? url + separator + query : appendQuery(url, query);
}

/**
 * A URL that enters from outside the core, such as the options an adapter is given: a full
 * http(s) URL that parses, without whitespace, control characters or backslashes, with a plain
 * authority (no credentials) and no dot segment in its path.
 */
export function checkFullUrl(url: string): void {
  refuseUnsafeCharacters(url);
  checkSyntax(url);
  const start = pathStart(url, true);
  checkExpandedUrl(url, start, pathEnd(url, start), WHOLE_URL, NO_VARIABLES);
}

// A URL checked as a whole: a dot segment in it is the URL's fault, no value's. Marked pure, so a
// bundle without checkFullUrl (the adapters') drops them.
const WHOLE_URL: CheckedTemplate = /* @__PURE__ */ Object.freeze({ literalDotSegment: true, placeholders: new Set<string>() });
const NO_VARIABLES: Readonly<Record<string, unknown>> = /* @__PURE__ */ Object.freeze({});

function checkAuthority(url: string, pathStartIndex: number): void {
  const problem = authorityProblem(url, pathStartIndex);
  if (problem !== undefined) refuseAuthority(url, problem);
}

function refuseAuthority(url: string, problem: string): never {
  throw new InvalidUrlError(`The URL ${describeValue(url)} cannot be sent: ${problem}.`);
}

/** Refuses a full URL where the endpoint allows paths only. */
export function refuseFullUrl(url: string): never {
  throw new InvalidUrlError(`The URL ${describeValue(url)} is a full URL, and this endpoint allows paths only (allowAbsoluteUrls: false).`);
}

/**
 * Refuses a call's base URL that leaves the pinned origin; defaults without a base URL (a
 * container registration may have none) pin no origin a call could keep, so every one is refused.
 */
export function checkBaseUrlOrigin(baseUrl: string, pinnedOrigin: string | undefined): void {
  if (pinnedOrigin === undefined) {
    throw new InvalidUrlError(
      `The baseUrl ${describeValue(baseUrl)} is refused: this endpoint allows paths only (allowAbsoluteUrls: false) ` +
        `and its defaults have no baseUrl, whose origin a call's baseUrl would have to keep.`,
    );
  }
  checkOrigin(baseUrl, pinnedOrigin, "baseUrl");
}

/** Refuses a URL (or, as `what` says, a base URL) whose origin is not the pinned one. */
export function checkOrigin(url: string, pinnedOrigin: string, what: "URL" | "baseUrl" = "URL"): void {
  // A URL whose text is the origin's and then its path has that origin: no URL parse (about 2 µs).
  const length = pinnedOrigin.length;
  if (url.startsWith(pinnedOrigin) && (url.length === length || url.charCodeAt(length) === 47)) return;
  if (originOf(url) !== pinnedOrigin) {
    throw new InvalidUrlError(
      `The ${what} ${describeValue(url)} leaves the origin ${describeValue(pinnedOrigin)}, ` +
        `and this endpoint allows paths only (allowAbsoluteUrls: false).`,
    );
  }
}

function refuseUnsafeCharacters(text: string): void {
  // The native search for a backslash first: it also flattens a text made by concatenation (a
  // router's query is one), which the regular expression would otherwise read through V8's slow
  // path for such strings, at about twice the cost.
  if (text.includes("\\") || !SAFE_URL_TEXT.test(text)) {
    const stop = text.search(UNSAFE_URL_CHARACTER);
    throw new InvalidUrlError(
      `The URL part ${describeUrl(text, 0, stop)} holds ${describeCharacterAt(text, stop)}: ` +
        "whitespace, a control character or a backslash, which clients read in different ways.",
    );
  }
}

// A URL the core did not build: an http(s) scheme and a parse, as for a full URL from a value.
function checkSyntax(url: string): void {
  let absolute = false;
  try {
    absolute = isAbsoluteUrl(url);
  } catch (error) {
    if (error instanceof InvalidUrlError) throw error;
  }
  if (!absolute || !URL.canParse(url)) throw new InvalidUrlError(`The request's URL ${describeUrl(url)} is not a full http(s) URL.`);
}

function refuseDotSegment(url: string, template: CheckedTemplate, variables: Readonly<Record<string, unknown>>): never {
  // The template's own segment, or one nobody's value explains (a base URL, a strategy): the URL is at fault.
  const culprits = template.literalDotSegment
    ? []
    : [...template.placeholders].filter((name) => hasOwn(variables, name) && mentionsDot(variables[name]));
  if (culprits.length === 0) {
    throw new InvalidUrlError(`The URL ${describeValue(url)} holds a "." or ".." segment, which clients resolve to another endpoint.`);
  }
  throw new InvalidParameterError(
    `The parameter ${describeList(culprits)} brings a "." or ".." segment into the path of ${describeValue(url)}, ` +
      `which would reach another endpoint.`,
  );
}

// Whether a value's text holds a dot, plain or percent-encoded, to name the culprit parameter.
function mentionsDot(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsDot);
  if (value !== null && typeof value === "object")
    return Object.keys(value).some((key) => mentionsDot(key) || mentionsDot((value as Record<string, unknown>)[key]));
  const text = String(value);
  return text.includes(".") || text.toLowerCase().includes("%2e");
}

/** The origin of an http(s) URL (`https://api.github.com`), as WHATWG URL serialises it. */
export function originOf(url: string): string {
  return new URL(url.slice(0, pathStart(url, true))).origin;
}
