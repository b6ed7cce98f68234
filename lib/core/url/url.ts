import { describeUrl, describeValue } from "../../errors/describe-value";
import { InvalidOptionsError } from "../../errors/invalid-options-error";
import { InvalidUrlError } from "../../errors/invalid-url-error";
import { holdsDotSegment } from "./dot-segments";

/**
 * Whether a URL is absolute: `http://` or `https://` (any case) is, any other scheme is refused,
 * anything else is a path.
 */
export function isAbsoluteUrl(url: string): boolean {
  const i = schemeEnd(url);
  if (i === 0 || url.charCodeAt(i) !== 58 /* : */) return false;
  const scheme = url.slice(0, i).toLowerCase();
  if (scheme !== "http" && scheme !== "https") {
    throw new InvalidUrlError(`The URL ${describeUrl(url)} has the scheme "${scheme}:"; only http: and https: are allowed.`);
  }
  if (!url.startsWith("//", i + 1)) {
    throw new InvalidUrlError(`The URL ${describeUrl(url)} lacks "//" after "${scheme}:".`);
  }
  return true;
}

/** Where a leading run of RFC 3986 scheme characters ends (0 without a first letter); a `:` there ends a scheme. */
export function schemeEnd(text: string): number {
  // Most URLs are paths: one character decides.
  if (!isLetter(text.charCodeAt(0))) return 0;
  let i = 1;
  while (i < text.length && isSchemeCharacter(text.charCodeAt(i))) i++;
  return i;
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

/** Whether the path of a URL, from `start` to `end`, ends with `suffix`. */
export function pathEndsWith(url: string, start: number, end: number, suffix: string): boolean {
  return end - start >= suffix.length && url.startsWith(suffix, end - suffix.length);
}

/** Where the path of a URL ends: at the first `?` or `#` from `start`. */
export function pathEnd(url: string, start: number): number {
  const query = url.indexOf("?", start);
  const fragment = url.indexOf("#", start);
  if (query === -1) return fragment === -1 ? url.length : fragment;
  return fragment === -1 || query < fragment ? query : fragment;
}

/**
 * An expanded URL without the `/` that ends its path (`start` to `end`), as the peer removes it;
 * `which`: the path's, or only one that ends the whole URL. An absolute URL keeps a bare `/`.
 */
export function withoutTrailingSlash(
  url: string,
  absolute: boolean,
  start: number,
  end: number,
  lastPathCode: number,
  which: "path" | "expansion-end",
): string {
  const goes = end > (absolute ? start + 1 : start) && lastPathCode === 47 /* / */ && (which === "path" || end === url.length);
  return goes ? url.slice(0, end - 1) + url.slice(end) : url;
}

/** What goes between a URL (before any fragment) and a query appended to it: `?`, or `&` unless it ends with `?` or `&`. */
export function querySeparator(hasQuery: boolean, lastCode: number): string {
  return !hasQuery ? "?" : lastCode === 63 /* ? */ || lastCode === 38 /* & */ ? "" : "&";
}

/** Appends a query string to a URL: before any fragment, after `?` or `&` as the URL needs. */
export function appendQuery(url: string, query: string): string {
  if (query === "") return url;
  const hash = url.indexOf("#");
  const beforeHash = hash === -1 ? url : url.slice(0, hash);
  const afterHash = hash === -1 ? "" : url.slice(hash);
  return beforeHash + querySeparator(beforeHash.includes("?"), beforeHash.charCodeAt(beforeHash.length - 1)) + query + afterHash;
}

/** Joins a validated base URL and a path with exactly one `/` between them. */
export function joinBaseUrl(baseUrl: string, path: string): string {
  // The usual case, "https://api.github.com" and "/repos/...": nothing to trim.
  if (path.charCodeAt(0) === 47 && path.charCodeAt(1) !== 47 && baseUrl.charCodeAt(baseUrl.length - 1) !== 47) return baseUrl + path;
  let baseEnd = baseUrl.length;
  while (baseEnd > 0 && baseUrl.charCodeAt(baseEnd - 1) === 47) baseEnd--;
  let pathFrom = 0;
  while (pathFrom < path.length && path.charCodeAt(pathFrom) === 47) pathFrom++;
  return baseUrl.slice(0, baseEnd) + "/" + path.slice(pathFrom);
}

/** A base URL checked: absolute http(s), no query, fragment or character a parser drops, a plain authority. */
export function validateBaseUrl(baseUrl: unknown): string {
  if (typeof baseUrl !== "string") {
    throw new InvalidOptionsError(`The baseUrl must be a string, got ${describeValue(baseUrl)}.`);
  }
  const problem = baseUrlProblem(baseUrl);
  if (problem) throw new InvalidUrlError(`The baseUrl ${describeUrl(baseUrl)} is not valid: ${problem}.`);
  return baseUrl;
}

function baseUrlProblem(baseUrl: string): string | undefined {
  if (/[^\x21-\x7e]/.test(baseUrl)) {
    const unicodeHost = /^https?:\/\//i.test(baseUrl)
      ? unicodeHostProblem(baseUrl, baseUrl.indexOf("//") + 2, pathStart(baseUrl, true))
      : undefined;
    return unicodeHost ?? "it holds whitespace, a control or a non-ASCII character";
  }
  // fetch reads "http://a\\@b" as host a, curl as host b: a backslash has no single meaning.
  if (baseUrl.includes("\\")) return "it holds a backslash";
  let absolute: boolean;
  try {
    absolute = isAbsoluteUrl(baseUrl);
  } catch {
    return "it must start with http:// or https://";
  }
  if (!absolute) return "it must be an absolute URL starting with http:// or https://";
  if (!URL.canParse(baseUrl)) return "it does not parse as a URL";
  const authority = authorityProblem(baseUrl, pathStart(baseUrl, true));
  if (authority !== undefined) return authority;
  if (baseUrl.includes("?") || baseUrl.includes("#")) return "it must not have a query or fragment";
  if (baseUrl.includes("{") || baseUrl.includes("}")) return "it must not be a template";
  const start = pathStart(baseUrl, true);
  if (holdsDotSegment(baseUrl, start, baseUrl.length)) return 'its path holds a "." or ".." segment';
  return undefined;
}

const CREDENTIALS =
  'it holds credentials ("user:password@" before the host), which fetch refuses and curl sends as an Authorization header';

/**
 * What is wrong with an absolute URL's authority (after `//`, up to `end`), or `undefined` for the
 * plain form every client reads alike: a host of letters, digits, `-`, `.`, `_` (or `[IPv6]`),
 * an optional `:port`. Userinfo, an empty host and hosts parsers rewrite (`127.1`) differ by client.
 */
export function authorityProblem(url: string, end: number): string | undefined {
  const start = url.indexOf("//") + 2;
  const at = url.indexOf("@", start);
  if (at !== -1 && at < end) return CREDENTIALS;
  let hostEnd = start;
  if (url.charCodeAt(start) === 91 /* [ */) {
    hostEnd = url.indexOf("]", start);
    if (hostEnd === -1 || hostEnd >= end) return "its IPv6 host lacks the closing ]";
    for (let i = start + 1; i < hostEnd; i++)
      if (!isIpv6Character(url.charCodeAt(i))) return "its IPv6 host holds a character other than hex digits, : and .";
    hostEnd++;
  } else {
    while (hostEnd < end && isHostCharacter(url.charCodeAt(hostEnd))) hostEnd++;
    const stray = hostEnd < end && url.charCodeAt(hostEnd) !== 58; /* : */
    const unicodeHost = stray ? unicodeHostProblem(url, start, end) : undefined;
    if (unicodeHost !== undefined) return unicodeHost;
    if (hostEnd === start) return "it names no host";
    if (stray) return "its host holds a character other than letters, digits, -, . and _, which URL parsers rewrite in different ways";
    if (!isPlainNumericHost(url, start, hostEnd))
      return "its host ends in a number but is not four dotted decimals, which URL parsers rewrite";
  }
  if (hostEnd === end) return undefined;
  if (url.charCodeAt(hostEnd) !== 58 /* : */) return "its host is followed by something other than a :port";
  const portDigits = end - hostEnd - 1;
  let port = 0;
  for (let i = hostEnd + 1; i < end; i++) {
    const code = url.charCodeAt(i);
    if (code < 48 || code > 57) return "its port is not a number";
    port = port * 10 + (code - 48);
  }
  if (portDigits === 0 || portDigits > 5 || port > 65535) return "its port is empty or above 65535";
  return undefined;
}

// A Unicode host (raw or percent-encoded) goes to punycode differently by client: the problem names
// its ASCII form, as the platform's URL parser computes it.
function unicodeHostProblem(url: string, start: number, end: number): string | undefined {
  const colon = url.indexOf(":", start);
  const hostEnd = colon === -1 || colon > end ? end : colon;
  const host = url.slice(start, hostEnd);
  if (!/[^\x00-\x7f]|%[89a-fA-F][0-9a-fA-F]/.test(host)) return undefined;
  let ascii: string;
  try {
    ascii = new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
  for (let i = 0; i < ascii.length; i++) if (!isHostCharacter(ascii.charCodeAt(i))) return undefined;
  const written = url.slice(0, start) + ascii + url.slice(hostEnd, end);
  return `its host is not ASCII; write it in its ASCII (punycode) form, ${describeValue(written)}`;
}

// WHATWG URL parsing reads a host ending in a number as IPv4: plain only as a.b.c.d, each 0-255.
function isPlainNumericHost(url: string, start: number, end: number): boolean {
  let lastEnd = end;
  if (lastEnd > start && url.charCodeAt(lastEnd - 1) === 46 /* . */) lastEnd--;
  const lastStart = url.lastIndexOf(".", lastEnd - 1) + 1;
  const last = url.slice(Math.max(lastStart, start), lastEnd);
  if (!/^(?:[0-9]+|0[xX][0-9a-fA-F]*)$/.test(last)) return true;
  const labels = url.slice(start, end).split(".");
  return labels.length === 4 && labels.every((label) => /^(?:0|[1-9][0-9]{0,2})$/.test(label) && Number(label) <= 255);
}

function isHostCharacter(code: number): boolean {
  return isLetter(code) || (code >= 48 && code <= 57) || code === 45 || code === 46 || code === 95;
}

function isIpv6Character(code: number): boolean {
  return (code >= 48 && code <= 58) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102) || code === 46;
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isSchemeCharacter(code: number): boolean {
  return isLetter(code) || (code >= 48 && code <= 57) || code === 43 || code === 45 || code === 46;
}

/**
 * The octokit profile's rule, as the peer's: previews amend `accept` only for a GraphQL URL (a
 * full URL whose path ends with `/graphql`); any other URL gets the format alone.
 */
export function isGraphqlUrl(url: string): boolean {
  const start = pathStart(url, true);
  return pathEndsWith(url, start, pathEnd(url, start), "/graphql");
}
