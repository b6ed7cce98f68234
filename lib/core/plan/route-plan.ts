import type { FactReportingTemplate, PreparedTemplate, TemplateExpander, VariableNames } from "../contracts/template-expander";
import { describeList, describeValue } from "../../errors/describe-value";
import { InvalidParameterError } from "../../errors/invalid-parameter-error";
import { expandsSafely, isBuiltSafe } from "../contracts/built-safe";
import { colonToBraces } from "../url/colon-placeholders";
import { NAMED_OPTIONS } from "../options/named-options";
import { hasOwn, ownValue } from "../util/own-properties";
import { parseRoute } from "./route";
import { templateShape, type TemplateShape } from "../url/template-shape";
import { authorityProblem, isAbsoluteUrl, pathStart, schemeEnd } from "../url/url";
import { needed, type Extensions, type RoutePlan, type UrlPlan } from "./stage-types";

export type { RoutePlan, UrlPlan };

/**
 * A URL's plan; an expander not built safe needs `extensions` to check what it prepared.
 * @throws {@link TemplateSyntaxError} for a malformed template.
 */
export function planUrl(url: string, expander: TemplateExpander, extensions?: Extensions, variableNames?: VariableNames): UrlPlan {
  const template = colonToBraces(url);
  // prepare() read once and called: what is trusted is what ran. Read before the expander runs.
  const prepare = expander.prepare;
  const builtSafe = isBuiltSafe(prepare) && expandsSafely(expander);
  const given: unknown = variableNames === undefined ? prepare.call(expander, template) : prepare.call(expander, template, variableNames);
  const prepared = builtSafe ? (given as PreparedTemplate) : needed(extensions).checkedPrepared(given, prepare);
  const brace = template.indexOf("{");
  const literalStart = brace === -1 ? template : template.slice(0, brace);
  // The package's own reading lists its names unfrozen, for the core to read without a copy, and
  // has read the template's shape as it compiled it (when its path starts at 0).
  const reading = builtSafe ? (prepared as FactReportingTemplate) : undefined;
  const names = reading !== undefined ? reading.names : prepared.variableNames;
  refuseOptionNames(url, names);
  const shape: TemplateShape = reading?.wholeSegmentNames !== undefined ? (reading as TemplateShape) : templateShape(template, names);
  const kind = urlKind(literalStart);
  return Object.freeze({
    planOf: "url",
    url,
    template,
    prepared,
    placeholders: builtSafe ? placeholderSet(names) : new Set(names),
    kind,
    literalStart,
    wholeSegmentNames: shape.wholeSegmentNames,
    wholeSegmentGroups: shape.wholeSegmentGroups,
    literalDotSegment: shape.literalDotSegment,
    builtSafe,
    reporting: kind !== "values" ? reading : undefined,
    // "/" and a first path character: the path can never be cut to nothing or to "//".
    plainPath: kind === "path" && literalStart.charCodeAt(0) === 47 && startsSegment(literalStart.charCodeAt(1)),
    readsCall: builtSafe,
    authorityProblem: typeof kind === "number" ? (authorityProblem(literalStart, kind) ?? "") : "",
    hyphenatedNames: names.some((name) => name.includes("-")),
  });
}

/**
 * Refuses a URL that a call's `url` replaces (the route's, or else the defaults') when a
 * placeholder of it is named like an option, as a plan of it would be refused. It is not built,
 * so any other fault in it is not the call's (and is left alone).
 */
export function refuseReplacedRouteUrl(replaced: string, expander: TemplateExpander): void {
  const names = variableNamesOf(replaced, expander);
  if (names !== undefined) refuseOptionNames(replaced, names);
}

/**
 * Where a URL template sends a request, joined to `baseUrl`: the origin its literal start names,
 * `""` for a path (the base URL's origin, whatever it is), or undefined when a value decides the
 * scheme or host, or the text is no http(s) URL.
 */
function templateOrigin(url: string): string | undefined {
  const template = colonToBraces(url);
  const brace = template.indexOf("{");
  const literal = brace === -1 ? template : template.slice(0, brace);
  if (template === "") return ""; // the base URL itself
  const kind = brace === -1 ? literalKind(literal) : urlKind(literal);
  if (kind === "path") return "";
  return kind === "values" ? undefined : new URL(literal.slice(0, kind)).origin;
}

// The kind of a URL without placeholders: no value can make it a full URL.
function literalKind(url: string): UrlPlan["kind"] {
  try {
    if (!isAbsoluteUrl(url)) return "path";
  } catch {
    return "values"; // another scheme
  }
  const start = pathStart(url, true);
  return URL.canParse(url.slice(0, start)) ? start : "values";
}

/**
 * Refuses a call's `url` that replaces another URL (the route's, or else the defaults') with one
 * on an origin the configuration did not name: neither the replaced URL's (`baseUrl` joined to
 * either path) nor one of `boundOrigins`, of every `baseUrl` the defaults' chain bound. Such a
 * `url` is a parameter in disguise (a webhook's configuration has a body property `url`): taken
 * as the request's URL, it would send the call, token and all, to the host it names.
 */
export function refuseReplacementOnAnotherOrigin(
  replaced: string,
  url: string,
  baseUrl: string | undefined,
  boundOrigins: readonly string[],
): void {
  const origin = templateOrigin(url);
  const replacedOrigin = templateOrigin(replaced);
  if (origin !== undefined && origin === replacedOrigin) return; // two paths, or one literal origin
  const base = typeof baseUrl === "string" && URL.canParse(baseUrl) ? new URL(baseUrl).origin : undefined;
  const goesTo = origin === "" ? base : origin;
  const wentTo = replacedOrigin === "" ? base : replacedOrigin;
  if (goesTo !== undefined && (goesTo === wentTo || boundOrigins.includes(goesTo))) return;
  throw new InvalidParameterError(
    `The url ${describeValue(url)} does not keep the origin of the URL ${describeValue(replaced)} it replaces` +
      `${wentTo === undefined ? "" : ` (${wentTo})`}: a parameter named "url" belongs in "data" (data: { url, ... }); ` +
      `to reach another host, name it in the route or in baseUrl.`,
  );
}

const NEXT_PAGE_OPTIONS: readonly string[] = ["method", "url", "headers", "request", "mediaType", "baseUrl"];

/**
 * Whether a call has the shape of Octokit's request for a next page (`{ method, url, headers }`,
 * nothing beside but `request`, `mediaType`, and the defaults' own `baseUrl`, which Octokit's
 * request hook passes back through `merge()`); any parameter beside them makes another call.
 */
export function isNextPageCall(call: Readonly<Record<string, unknown>>, defaultBaseUrl: unknown): boolean {
  const given = ["method", "url", "headers"].every((key) => ownValue(call, key) !== undefined);
  if (!given) return false;
  for (const key of Object.keys(call)) {
    if (!NEXT_PAGE_OPTIONS.includes(key) || (key === "baseUrl" && ownValue(call, key) !== defaultBaseUrl)) return false;
  }
  return true;
}

/**
 * Refuses the parameters of a URL a call's `url` replaced on the same origin (see
 * {@link refuseReplacementOnAnotherOrigin}) that the call gives and its `url` does not take,
 * where they would be sent: the query or body of another request than the one they were meant
 * for. The names are each URL's placeholders as a call plans it; `parameters` are the call's.
 */
export function refuseParametersOfReplacedUrl(
  replaced: string,
  replacedNames: ReadonlySet<string>,
  url: string,
  taken: ReadonlySet<string>,
  parameters: Readonly<Record<string, unknown>>,
  target: "query" | "body",
): void {
  const given = [...replacedNames].filter((name) => !taken.has(name) && hasOwn(parameters, name) && parameters[name] !== undefined);
  if (given.length === 0) return;
  const [names, them] = given.length === 1 ? ["parameter", "it"] : ["parameters", "them"];
  throw new InvalidParameterError(
    `The url ${describeValue(url)} replaces the URL ${describeValue(replaced)}, whose ${names} ${describeList(given)} ` +
      `the call gives: the url does not take ${them}, so ${them === "it" ? "it" : "they"} would go to the ${target} of another request. ` +
      `Leave ${them} out, or take ${them} in the url.`,
  );
}

// A URL's placeholder names as the expander reads them, or undefined when it does not compile.
function variableNamesOf(url: string, expander: TemplateExpander): readonly string[] | undefined {
  try {
    return expander.prepare(colonToBraces(url)).variableNames;
  } catch {
    return undefined;
  }
}

/** A route's plan (`"GET /repos/{owner}"`, `"GET"` or a URL alone). */
export function planRoute(route: string): RoutePlan {
  const { method, url } = parseRoute(route);
  // urlPlan is set on first use: a slot of its own now, so that adds no property store later.
  return { planOf: "route", method, url, urlPlan: undefined };
}

// Names searched in their list up to this many: no hash table is kept with each plan for them.
const FEW_NAMES = 16;

/**
 * The placeholders of the package's own reading (its unfrozen list, without duplicates) as a set:
 * a view of their list while they are few (most templates have up to five), else a Set.
 */
function placeholderSet(names: readonly string[]): ReadonlySet<string> {
  return names.length <= FEW_NAMES ? new FewNames(names) : new Set(names);
}

/** A set over a short frozen list of distinct names, which it searches. */
class FewNames implements ReadonlySet<string> {
  constructor(private readonly names: readonly string[]) {}

  get size(): number {
    return this.names.length;
  }

  has(name: string): boolean {
    return this.names.includes(name);
  }

  forEach(callback: (value: string, key: string, set: ReadonlySet<string>) => void, thisArg?: unknown): void {
    for (const name of this.names) callback.call(thisArg, name, name, this);
  }

  entries(): IterableIterator<[string, string]> {
    return this.names.map((name): [string, string] => [name, name])[Symbol.iterator]();
  }

  keys(): IterableIterator<string> {
    return this.names[Symbol.iterator]();
  }

  values(): IterableIterator<string> {
    return this.names[Symbol.iterator]();
  }

  [Symbol.iterator](): IterableIterator<string> {
    return this.names[Symbol.iterator]();
  }
}

// A placeholder named as a named option (`{url}`) can never be filled: a call's value of that name
// is the option (`url` would replace the route itself).
function refuseOptionNames(url: string, names: readonly string[]): void {
  for (let i = 0; i < names.length; i++) {
    if (NAMED_OPTIONS.has(names[i])) {
      throw new InvalidParameterError(
        `The URL ${describeValue(url)} has a placeholder named ${describeValue(names[i])}, the name of an option: ` +
          `no parameter can fill it (rename the placeholder).`,
      );
    }
  }
}

// A character that can begin a path's first segment: not "/" (the host would be read from it), nor
// the "?" or "#" that ends the path (the path "/" alone may then lose its "/" to the trailing-slash rule).
function startsSegment(code: number): boolean {
  return !Number.isNaN(code) && code !== 47 && code !== 63 && code !== 35;
}

// Values are written after the literal start, and the WHATWG parser never fails on a path or a
// query: so a literal start that settles scheme and host settles the whole URL.
function urlKind(literal: string): UrlPlan["kind"] {
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
