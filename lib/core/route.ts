import { describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { isSupportedMethod, normalizeMethod, unsupportedVerbInRoute } from "./http-method";
import type { HttpMethod } from "./types";

/** The parts a route string names. */
export interface ParsedRoute {
  method?: HttpMethod;
  url?: string;
}

/**
 * Splits a route: `"<METHOD> <url>"` (any whitespace between), a URL alone (method left to the
 * defaults, `GET`), or a supported verb alone (the method alone). One pass, no regular expression.
 */
export function parseRoute(route: string): ParsedRoute {
  let start = 0;
  let end = route.length;
  while (start < end && isWhitespace(route.charCodeAt(start))) start++;
  while (end > start && isWhitespace(route.charCodeAt(end - 1))) end--;
  if (start === end) {
    throw new InvalidOptionsError(`The route is empty: expected "<METHOD> <url>" or a url, got ${describeValue(route)}.`);
  }
  let firstEnd = start;
  while (firstEnd < end && !isWhitespace(route.charCodeAt(firstEnd))) firstEnd++;
  const first = route.slice(start, firstEnd);
  if (firstEnd === end) {
    return isSupportedMethod(first) ? { method: normalizeMethod(first) } : { url: first };
  }
  let urlStart = firstEnd;
  while (isWhitespace(route.charCodeAt(urlStart))) urlStart++;
  const url = route.slice(urlStart, end);
  for (let i = 0; i < url.length; i++) {
    if (isWhitespace(url.charCodeAt(i))) {
      throw new InvalidOptionsError(`The route ${describeValue(route)} has more than a method and a url: a url holds no whitespace.`);
    }
  }
  if (!isSupportedMethod(first)) throw unsupportedVerbInRoute(first, route);
  return { method: normalizeMethod(first), url };
}

function isWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 12 || code === 11;
}
