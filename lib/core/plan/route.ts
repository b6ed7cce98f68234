import { describeUrl, describeValue } from "../../errors/describe-value";
import { InvalidOptionsError } from "../../errors/invalid-options-error";
import { HTTP_METHODS, isSupportedMethod, normalizeMethod, unsupportedVerbInRoute, type HttpMethod } from "../options/http-method";

/** The parts a route string names. */
interface ParsedRoute {
  method?: HttpMethod;
  url?: string;
}

/** Splits a route: `"<METHOD> <url>"` (any ASCII whitespace between), a URL alone, or a verb alone. */
export function parseRoute(route: string): ParsedRoute {
  const firstStart = skipBlank(route, 0);
  const firstEnd = skipWord(route, firstStart);
  const urlStart = skipBlank(route, firstEnd);
  const urlEnd = skipWord(route, urlStart);
  if (firstStart === firstEnd) {
    throw new InvalidOptionsError(`The route is empty: expected "<METHOD> <url>" or a url, got ${describeValue(route)}.`);
  }
  if (skipBlank(route, urlEnd) < route.length) {
    throw new InvalidOptionsError(
      `The route ${describeUrl(route, urlStart, urlEnd)} has more than a method and a url: a url holds no whitespace.`,
    );
  }
  const verb = capitalVerbAt(route, firstStart, firstEnd);
  if (verb !== undefined) return urlStart === urlEnd ? { method: verb } : { method: verb, url: route.slice(urlStart, urlEnd) };
  const first = route.slice(firstStart, firstEnd);
  if (urlStart === urlEnd) {
    if (isSupportedMethod(first)) return { method: normalizeMethod(first) };
    refuseJoinedVerb(first, route);
    return { url: first };
  }
  if (!isSupportedMethod(first)) throw unsupportedVerbInRoute(first, route);
  return { method: normalizeMethod(first), url: route.slice(urlStart, urlEnd) };
}

// A verb joined to its URL by "/" or by a space other than ASCII's ("POST/user/keys", "POST\u00a0/x")
// would be read as a URL alone: a GET that sends the body's values in its query.
const JOINED_VERB = /^([A-Za-z]+)(?:\/|\s)/;

function refuseJoinedVerb(word: string, route: string): void {
  const joined = JOINED_VERB.exec(word);
  if (joined !== null && isSupportedMethod(joined[1])) {
    throw new InvalidOptionsError(
      `The route ${describeValue(route)} joins the method ${describeValue(joined[1])} to its URL, so it would be read as a ` +
        `URL alone (a GET): write a space between them, such as "${joined[1]} /x".`,
    );
  }
}

// A verb in capitals, as most routes write it (what normalizeMethod() returns for it): matched
// where it stands, so no slice is made and looked up.
function capitalVerbAt(route: string, start: number, end: number): HttpMethod | undefined {
  for (let i = 0; i < HTTP_METHODS.length; i++) {
    const verb = HTTP_METHODS[i];
    if (verb.length === end - start && route.startsWith(verb, start)) return verb;
  }
  return undefined;
}

function isBlank(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

function skipBlank(route: string, from: number): number {
  let i = from;
  while (i < route.length && isBlank(route.charCodeAt(i))) i++;
  return i;
}

function skipWord(route: string, from: number): number {
  let i = from;
  while (i < route.length && !isBlank(route.charCodeAt(i))) i++;
  return i;
}
