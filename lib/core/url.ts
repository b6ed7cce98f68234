import { describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { InvalidUrlError } from "../errors/invalid-url-error";

/**
 * R5 and the scheme rule: a URL that starts with `http://` or `https://` (any letter case) is
 * absolute and used as given; a URL with any other scheme (`file:`, `javascript:` ...) is refused;
 * anything else is a path. The scheme is scanned by hand: RFC 3986 `ALPHA *( ALPHA / DIGIT / "+" /
 * "-" / "." ) ":"`.
 */
export function isAbsoluteUrl(url: string): boolean {
  if (!isLetter(url.charCodeAt(0))) return false;
  let i = 1;
  while (i < url.length && isSchemeCharacter(url.charCodeAt(i))) i++;
  if (url.charCodeAt(i) !== 58 /* : */) return false;
  const scheme = url.slice(0, i).toLowerCase();
  if (scheme !== "http" && scheme !== "https") {
    throw new InvalidUrlError(`The URL ${describeValue(url)} has the scheme "${scheme}:"; only http: and https: are allowed.`);
  }
  if (!url.startsWith("//", i + 1)) {
    throw new InvalidUrlError(`The URL ${describeValue(url)} lacks "//" after "${scheme}:".`);
  }
  return true;
}

/** Where the path of a URL starts: after scheme and authority for an absolute URL, else at 0. */
export function pathStart(url: string, absolute: boolean): number {
  if (!absolute) return 0;
  const authorityStart = url.indexOf("//") + 2;
  for (let i = authorityStart; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === 47 /* / */ || code === 63 /* ? */ || code === 35 /* # */) return i;
  }
  return url.length;
}

/** Where the path of a URL ends: at the first `?` or `#` from `start`. */
export function pathEnd(url: string, start: number): number {
  for (let i = start; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === 63 /* ? */ || code === 35 /* # */) return i;
  }
  return url.length;
}

/**
 * Counts the `.` and `..` segments in `url` between `start` and `end`, also percent-encoded
 * (`%2e`, any letter case) and split by `\` too, as WHATWG URL parsing (and so `fetch`) resolves
 * all of them.
 */
export function countDotSegments(url: string, start: number, end: number): number {
  let count = 0;
  let segmentStart = start;
  for (let i = start; i <= end; i++) {
    const code = i === end ? 47 : url.charCodeAt(i);
    if (code === 47 /* / */ || code === 92 /* \ */) {
      if (i - segmentStart <= 6 && isDotSegment(url.slice(segmentStart, i))) count++;
      segmentStart = i + 1;
    }
  }
  return count;
}

function isDotSegment(segment: string): boolean {
  if (segment.length === 0) return false;
  const decoded = segment.length > 2 ? segment.toLowerCase().split("%2e").join(".") : segment;
  return decoded === "." || decoded === "..";
}

/**
 * Removes trailing `/` from the path of an expanded URL (before its query and fragment). A
 * relative path may end up empty (the join adds the one `/`); an absolute URL keeps a bare `/`.
 */
export function removeTrailingSlashes(url: string, absolute: boolean): string {
  const start = pathStart(url, absolute);
  const end = pathEnd(url, start);
  let cut = end;
  const minimum = absolute ? start + 1 : start;
  while (cut > minimum && url.charCodeAt(cut - 1) === 47) cut--;
  return cut === end ? url : url.slice(0, cut) + url.slice(end);
}

/** Joins a validated base URL and a path with exactly one `/` between them. */
export function joinBaseUrl(baseUrl: string, path: string): string {
  let baseEnd = baseUrl.length;
  while (baseEnd > 0 && baseUrl.charCodeAt(baseEnd - 1) === 47) baseEnd--;
  let pathFrom = 0;
  while (pathFrom < path.length && path.charCodeAt(pathFrom) === 47) pathFrom++;
  return baseUrl.slice(0, baseEnd) + "/" + path.slice(pathFrom);
}

let lastValidBaseUrl = "";

/**
 * A base URL must be an absolute http(s) URL without query, fragment, credentials (fetch refuses
 * them) or characters a URL parser would silently drop (tabs, newlines).
 */
export function validateBaseUrl(baseUrl: unknown): string {
  if (baseUrl === lastValidBaseUrl) return baseUrl;
  if (typeof baseUrl !== "string") {
    throw new InvalidOptionsError(`The baseUrl must be a string, got ${describeValue(baseUrl)}.`);
  }
  const problem = baseUrlProblem(baseUrl);
  if (problem) throw new InvalidUrlError(`The baseUrl ${describeValue(baseUrl)} is not valid: ${problem}.`);
  lastValidBaseUrl = baseUrl;
  return baseUrl;
}

function baseUrlProblem(baseUrl: string): string | undefined {
  if (/[^\x21-\x7e]/.test(baseUrl)) return "it holds whitespace, a control or a non-ASCII character";
  let absolute = false;
  try {
    absolute = isAbsoluteUrl(baseUrl);
  } catch {
    return "it must start with http:// or https://";
  }
  if (!absolute) return "it must be an absolute URL starting with http:// or https://";
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    return "it does not parse as a URL";
  }
  if (parsed.username || parsed.password) return "credentials in a URL are refused by fetch; send an authorization header";
  if (baseUrl.includes("?") || baseUrl.includes("#")) return "it must not have a query or fragment";
  if (baseUrl.includes("{") || baseUrl.includes("}")) return "it must not be a template";
  return undefined;
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isSchemeCharacter(code: number): boolean {
  return isLetter(code) || (code >= 48 && code <= 57) || code === 43 || code === 45 || code === 46;
}
