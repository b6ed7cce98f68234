import { describeList, describeValue } from "../errors/describe-value";
import { InvalidParameterError } from "../errors/invalid-parameter-error";
import { InvalidUrlError } from "../errors/invalid-url-error";
import { checkHeaders } from "./header-rules";
import { hasOwn } from "./own-properties";
import type { Headers } from "./types";
import { countDotSegments, isAbsoluteUrl, mayHoldDotSegment, pathEnd, pathStart } from "./url";

/** What the exit check needs to know of the call, to decide and to name a culprit. */
export interface ExitCheckContext {
  /** The URL as the core built it, before the router: a router that only appends keeps its checks. */
  readonly builtUrl: string;
  /** Whether the template's own literal path holds a dot segment (then the URL is at fault). */
  readonly literalDotSegment: boolean;
  /** Placeholder values, to name the parameter that brought a dot segment. */
  readonly variables: Readonly<Record<string, unknown>>;
  readonly placeholders: ReadonlySet<string>;
  /** The origin every URL must have, when the endpoint pins it (`allowAbsoluteUrls: false`). */
  readonly pinnedOrigin: string | undefined;
}

/**
 * The one boundary every request passes on its way out, after every strategy ran: header names
 * are RFC 9110 tokens and values carry no CR, LF or NUL; the URL is an http(s) URL without
 * whitespace, control characters or backslashes, its path holds no `.` or `..` segment, and its
 * origin is the pinned one when the endpoint pins it. A swapped strategy can change what is
 * built, never get an unsafe request past this.
 */
export function checkRequest(url: unknown, headers: unknown, context: ExitCheckContext): { url: string; headers: Headers } {
  return { url: checkUrl(url, context), headers: checkHeaders(headers) };
}

function checkUrl(url: unknown, context: ExitCheckContext): string {
  if (typeof url !== "string") throw new InvalidUrlError(`The request's URL must be a string, got ${describeValue(url)}.`);
  // A URL the router only extended (a query) keeps the scheme and authority the core checked.
  if (!url.startsWith(context.builtUrl)) checkSyntax(url);
  // Every character, though: a custom expander may have put one anywhere.
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) {
      throw new InvalidUrlError(`The URL ${describeValue(url)} holds whitespace, a control character or a backslash, which clients read in different ways.`);
    }
  }
  const start = pathStart(url, true);
  const end = pathEnd(url, start);
  if (mayHoldDotSegment(url, start, end) && countDotSegments(url, start, end) > 0) refuseDotSegment(url, context);
  if (context.pinnedOrigin !== undefined && originOf(url) !== context.pinnedOrigin) {
    throw new InvalidUrlError(`The URL ${describeValue(url)} leaves the origin ${describeValue(context.pinnedOrigin)}, and this endpoint allows paths only (allowAbsoluteUrls: false).`);
  }
  return url;
}

// A URL the core did not build: an http(s) scheme and a parse, as for a full URL from a value.
function checkSyntax(url: string): void {
  let absolute = false;
  try {
    absolute = isAbsoluteUrl(url);
  } catch (error) {
    if (error instanceof InvalidUrlError) throw error;
  }
  if (!absolute || !URL.canParse(url)) throw new InvalidUrlError(`The request's URL ${describeValue(url)} is not a full http(s) URL.`);
}

function refuseDotSegment(url: string, context: ExitCheckContext): never {
  if (context.literalDotSegment) {
    throw new InvalidUrlError(`The URL ${describeValue(url)} holds a "." or ".." segment, which clients resolve to another endpoint.`);
  }
  const culprits = [...context.placeholders].filter((name) => hasOwn(context.variables, name) && mentionsDot(context.variables[name]));
  if (culprits.length === 0) {
    throw new InvalidUrlError(`The URL ${describeValue(url)} holds a "." or ".." segment, which clients resolve to another endpoint.`);
  }
  throw new InvalidParameterError(
    `The parameter ${describeList(culprits)} brings a "." or ".." segment into the path of ${describeValue(url)}, which would reach another endpoint.`,
  );
}

// Whether a value's text holds a dot, plain or percent-encoded, to name the culprit parameter.
function mentionsDot(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsDot);
  if (value !== null && typeof value === "object") return Object.keys(value).some((key) => mentionsDot(key) || mentionsDot((value as Record<string, unknown>)[key]));
  const text = String(value);
  return text.includes(".") || text.toLowerCase().includes("%2e");
}

let lastOrigin: [string, string] | undefined;

/** The origin of an http(s) URL (`https://api.github.com`), as WHATWG URL serialises it. */
export function originOf(url: string): string {
  const base = url.slice(0, pathStart(url, true));
  if (lastOrigin !== undefined && lastOrigin[0] === base) return lastOrigin[1];
  const origin = new URL(base).origin;
  lastOrigin = [base, origin];
  return origin;
}
