import { describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { isSupportedMethod, normalizeMethod, unsupportedVerbInRoute } from "./http-method";
import type { HttpMethod } from "./types";

/** The parts a route string names. */
export interface ParsedRoute {
  method?: HttpMethod;
  url?: string;
}

// ASCII whitespace around and between the two words of a route, and the words themselves. The
// classes do not overlap, so a match or a miss takes linear time whatever the input.
const ROUTE_WORDS = /^[\t-\r ]*([^\t-\r ]+)(?:[\t-\r ]+([^\t-\r ]+))?[\t-\r ]*$/;
const BLANK = /^[\t-\r ]*$/;

/**
 * Splits a route: `"<METHOD> <url>"` (any whitespace between), a URL alone (method left to the
 * defaults, `GET`), or a supported verb alone (the method alone).
 */
export function parseRoute(route: string): ParsedRoute {
  const words = ROUTE_WORDS.exec(route);
  if (words === null) {
    if (BLANK.test(route)) {
      throw new InvalidOptionsError(`The route is empty: expected "<METHOD> <url>" or a url, got ${describeValue(route)}.`);
    }
    throw new InvalidOptionsError(`The route ${describeValue(route)} has more than a method and a url: a url holds no whitespace.`);
  }
  const [, first, url] = words;
  if (url === undefined) return isSupportedMethod(first) ? { method: normalizeMethod(first) } : { url: first };
  if (!isSupportedMethod(first)) throw unsupportedVerbInRoute(first, route);
  return { method: normalizeMethod(first), url };
}
