import { describeList, describeUrl, describeValue } from "../../errors/describe-value";
import { InvalidParameterError } from "../../errors/invalid-parameter-error";
import { InvalidUrlError } from "../../errors/invalid-url-error";
import { MissingUrlError } from "../../errors/missing-url-error";
import type { ExpansionFacts, FactReportingTemplate } from "../contracts/template-expander";
import { parameterTarget, resultMethod } from "../options/http-method";
import { hasParameter, type Draft } from "../merge/merge-options";
import { BODY_OPTION } from "../options/named-options";
import { hasOwn, isPlainObject, readOnce, setOwn } from "../util/own-properties";
import type { ProfileRules } from "../options/profiles";
import { checkHeaders } from "../merge/header-rules";
import { appendBuiltQuery, checkExpandedUrl, checkReportedUrl } from "../url/url-checks";
import type { UrlPlan } from "../plan/route-plan";
import type { Headers, MediaType, RequestOptions } from "../options/types";
import { isAbsoluteUrl, joinBaseUrl, pathEnd, pathStart, querySeparator, withoutTrailingSlash } from "../url/url";
import { needed, type BuildContext } from "../plan/stage-types";

export type { BuildContext };

/**
 * Turns a split draft into request options. Takes ownership of the draft's headers, request and
 * parameters (the merge made them fresh), so nothing is copied twice. `pinnedOrigin` is the
 * origin every URL must keep, for an endpoint that allows paths only. `baseHeadersChecked` says
 * the headers the draft was merged over were checked when bound.
 *
 * What leaves is checked here unless the package built it safe by construction (built-safe.ts):
 * the query of the default router, and headers the default merger and router made from checked
 * parts. A custom strategy's output is always checked in full.
 */
export function buildRequest(
  draft: Draft,
  context: BuildContext,
  pinnedOrigin: string | undefined,
  baseHeadersChecked: boolean,
): RequestOptions {
  const url = buildUrl(draft, context, pinnedOrigin);
  const { headerMerger, router, rules, safeMethods } = context;
  // Read once and called: what is trusted is what ran. A method not built safe gets a media type
  // of its own (the draft's may be the bound defaults').
  const applyMediaType = headerMerger.applyMediaType;
  const appliedSafe = applyMediaType === safeMethods.applyMediaType;
  const mediaType = mediaTypeFor(url, draft.mediaType, rules);
  const applied: unknown = applyMediaType.call(headerMerger, draft.headers, appliedSafe ? mediaType : ownMediaType(mediaType));
  const headers = appliedSafe ? (applied as Headers) : needed(context.extensions).checkedHeadersOf(applied, "applyMediaType");
  const target = parameterTarget(draft.method, rules);
  // Beside `data`, a body has no room for other parameters: they are dropped here (the defaults'
  // ones always; a call's own ones were refused by merge() where the profile refuses them).
  const dataOnly = target === "body" && hasParameter(draft, BODY_OPTION);
  const routerBuiltSafe = router.route === safeMethods.route;
  const headersBuiltSafe = routerBuiltSafe && baseHeadersChecked && draft.mergedBy === safeMethods.merge && appliedSafe;
  const method = resultMethod(draft.method, rules) as RequestOptions["method"];
  const routing = routerBuiltSafe ? safeMethods.routing : undefined;
  if (routing !== undefined) {
    // The package's own router's rules, without route()'s objects: the query (percent-encoded, so
    // checked by construction) or the body of the parameters; with data, a body of data alone.
    const { parameters } = draft;
    const except = dataOnly ? undefined : draft.parametersExcept;
    const query = target === "query" ? routing.queryOf(parameters, context.settings.arrayFormat, except, rules.searchTerms) : "";
    const body = target === "body" ? routing.bodyOf(draft.method, parameters, headers, except) : undefined;
    const checkedHeaders = headersBuiltSafe ? headers : checkHeaders(headers);
    return resultOf(method, appendBuiltQuery(url, query, draft.querySeparator), checkedHeaders, body, draft.request);
  }
  // A router the package did not build safe: its route() and the full exit check of what it
  // returns, which only a pipeline given its extensions holds.
  const exit = { url, headers, target, dataOnly, method, pinnedOrigin, routerBuiltSafe, headersBuiltSafe };
  return needed(context.extensions).routeThroughStrategy(draft, context, exit);
}

/**
 * Request options made in their final shape at once (a key added later gives an object a second
 * store): a body and a request only when there is one. @internal
 */
export function resultOf(
  method: RequestOptions["method"],
  url: string,
  headers: RequestOptions["headers"],
  body: unknown,
  request: RequestOptions["request"],
): RequestOptions {
  if (request === undefined) return body === undefined ? { method, url, headers } : { method, url, headers, body };
  return body === undefined ? { method, url, headers, request } : { method, url, headers, body, request };
}

// The URL of a split draft before routing: its plan's template expanded, checked, joined to its base URL.
function buildUrl(draft: Draft, context: BuildContext, pinnedOrigin: string | undefined): string {
  const { settings, rules } = context;
  // R1: the expander reads the placeholders' parameters by name; the merge set apart the rest for the router.
  const plan = draft.plan as UrlPlan;
  const { variables } = draft;
  const { kind, literalStart } = plan;
  if (rules.unfilledSegment === "refuse") refuseUnfilledSegments(plan, variables);

  const reporting = plan.reporting;
  if (reporting !== undefined) return buildReportedUrl(draft, reporting, plan, context, pinnedOrigin);
  let url = plan.prepared.expand(variables);
  if (!plan.builtSafe) url = needed(context.extensions).checkedExpansion(url);
  // R5: a full URL is used as given, unless this endpoint refuses them. The template's literal
  // start settles it when the expansion begins with it (any expander's does; a custom one may not).
  const settled = kind !== "values" && url.startsWith(literalStart);
  const absolute = settled ? kind !== "path" : isAbsoluteUrl(url);
  if (absolute) {
    if (!settings.allowAbsoluteUrls) needed(context.extensions).refuseFullUrl(url);
    // A value can make a full URL (`{+url}`) that no client could send: say so now.
    if (!settled && !URL.canParse(url)) throw new InvalidUrlError(`The URL ${describeUrl(url)} does not parse as a URL.`);
  }
  const start = settled && typeof kind === "number" ? kind : pathStart(url, absolute);
  const end = pathEnd(url, start);
  // The expanded URL checked here, where it is one flat string; a base URL was checked on entry.
  checkExpandedUrl(url, start, end, plan, variables, plan.builtSafe);
  url = withoutTrailingSlash(url, absolute, start, end, url.charCodeAt(end - 1), rules.trailingSlash);
  return absolute ? url : joinToBase(draft.baseUrl, url, pinnedOrigin, context);
}

/** A pipeline's scratch for the facts its expander reports, blank. @internal */
export function blankUrlReport(): ExpansionFacts {
  return { pathEnd: 0, fragmentStart: -1, pathLastCode: -1, lastCode: -1, dotSegment: false };
}

// Where the package's own expander wrote the URL and said what it holds: the literal start
// settled its kind, and its facts stand for the scans, so the URL is never read again. The
// draft's query separator is set from them.
function buildReportedUrl(
  draft: Draft,
  reporting: FactReportingTemplate,
  plan: UrlPlan,
  context: BuildContext,
  pinnedOrigin: string | undefined,
): string {
  const { variables, baseUrl } = draft;
  const { settings, rules, urlReport: report } = context;
  let url = reporting.expandWithFacts(variables, report);
  // Read at once: the pipeline's next build writes the same record.
  let { pathEnd: end, fragmentStart } = report;
  const { pathLastCode, lastCode, dotSegment } = report;
  const absolute = plan.kind !== "path";
  const start = absolute ? (plan.kind as number) : 0;
  if (absolute && !settings.allowAbsoluteUrls) needed(context.extensions).refuseFullUrl(url);
  checkReportedUrl(url, start, end, dotSegment, plan, variables);
  const cut = withoutTrailingSlash(url, absolute, start, end, pathLastCode, rules.trailingSlash);
  if (cut !== url) {
    url = cut;
    if (fragmentStart !== -1) fragmentStart--;
    end--;
  }
  // What appending a query needs: known here without a scan, unless a fragment follows.
  draft.querySeparator = fragmentStart !== -1 ? undefined : querySeparator(end !== url.length, lastCode);
  if (absolute) return url;
  // A path the literal start shows to begin with one "/": joined as it is, without reading it.
  if (plan.plainPath && typeof baseUrl === "string" && baseUrl.charCodeAt(baseUrl.length - 1) !== 47 && pinnedOrigin === undefined) {
    return baseUrl + url;
  }
  return joinToBase(baseUrl, url, pinnedOrigin, context);
}

// A path joined to the base URL, which must keep the pinned origin.
function joinToBase(baseUrl: string, url: string, pinnedOrigin: string | undefined, context: BuildContext): string {
  if (typeof baseUrl !== "string") {
    throw new InvalidUrlError(`The path ${describeValue(url)} needs a baseUrl to be joined to, and the options have none.`);
  }
  if (pinnedOrigin !== undefined) needed(context.extensions).checkOrigin(baseUrl, pinnedOrigin);
  return joinBaseUrl(baseUrl, url);
}

/** The URL a draft is built with: a request needs one, unless the profile takes the root. */
export function requiredUrl(url: string | undefined, rules: ProfileRules): string {
  if (url !== undefined) return url;
  if (rules.parseWithoutUrl === "root") return "";
  throw new MissingUrlError(`No url: pass a route such as "GET /repos/{owner}/{repo}" or a url option.`);
}

/**
 * `GET /users/{username}` without a username would silently call `GET /users`, another endpoint,
 * and `DELETE /users/{id}` with `id: ""` or `[""]` `DELETE /users`: a whole path segment whose
 * expansion is empty names another endpoint (a middle one makes `//`). Unset (nothing) is named
 * first, then a value that writes nothing (`""`).
 */
function refuseUnfilledSegments(plan: UrlPlan, variables: Record<string, unknown>): void {
  let missing: string[] | undefined;
  let empty: string[] | undefined;
  for (const name of plan.wholeSegmentNames) {
    const items = itemsOf(variables, name);
    if (items === NOTHING) (missing ??= []).push(name);
    else if (items === BLANK) (empty ??= []).push(name);
  }
  if (missing !== undefined) throw unfilledSegmentError(plan, missing, "the parameters");
  if (empty !== undefined) throw unfilledSegmentError(plan, empty, "the parameters", ' other than ""');
  // A segment of several expressions is empty when each of them is: `{a,b}` writes "," for two "".
  for (const segment of plan.wholeSegmentGroups) {
    let most = NOTHING;
    for (const expression of segment) {
      let items = NOTHING;
      for (const name of expression) items += itemsOf(variables, name);
      most = Math.max(most, items);
    }
    if (most <= BLANK) throw unfilledSegmentError(plan, segment.flat(), "one of the parameters", most === BLANK ? ' other than ""' : "");
  }
}

// The refusal, its message made only for one: a call that fills its segments makes no text.
function unfilledSegmentError(plan: UrlPlan, missing: readonly string[], several: string, other = ""): InvalidParameterError {
  const route = `The route ${describeValue(plan.template)}`;
  const names = [...new Set(missing)];
  const value = other === "" ? "" : ` a value${other} for`;
  return new InvalidParameterError(
    names.length === 1
      ? `${route} needs${value} the parameter ${describeList(names)}: without it the URL would name another endpoint.`
      : `${route} needs${value} ${several} ${describeList(names)}: without them the URL would name another endpoint.`,
  );
}

// What a value writes in a `{...}` or `{+...}` expression, whose items RFC 6570 joins with ",":
// NOTHING (unset: undefined, null, a list or map of nothing else; a hole reads undefined), one
// BLANK item ("", or a list of that alone), or TEXT (more items make a ","; a map's are
// "key,value"). Any other object counts as text: the expander says what is wrong with it.
const NOTHING = 0;
const BLANK = 1;
const TEXT = 2;

// A list or map is first read once into a copy of its own, which the expander then reads in its
// place: a getter that answers "x" to this check and "" to the expansion would empty the segment.
function itemsOf(variables: Record<string, unknown>, name: string): number {
  if (!hasOwn(variables, name)) return NOTHING;
  const value = variables[name];
  if (value === undefined || value === null) return NOTHING;
  if (value === "") return BLANK;
  if (Array.isArray(value)) {
    const length = value.length;
    const list = new Array<unknown>(length);
    let items = NOTHING;
    for (let index = 0; index < length; index++) {
      const member: unknown = (list[index] = value[index]);
      if (member !== undefined && member !== null) items += member === "" ? BLANK : TEXT;
    }
    setOwn(variables, name, list);
    return Math.min(items, TEXT);
  }
  if (!isPlainObject(value)) return TEXT;
  const map = readOnce(value);
  setOwn(variables, name, map);
  for (const key in map) if (hasOwn(map, key) && map[key] !== undefined && map[key] !== null) return TEXT;
  return NOTHING;
}

// A media type a merger not built safe may change as it likes.
function ownMediaType(mediaType: MediaType): MediaType {
  const copy: MediaType = { format: mediaType.format };
  if (hasOwn(mediaType, "previews")) copy.previews = [...(mediaType.previews as readonly string[])];
  return copy;
}

// The octokit profile amends `accept` with previews only for GraphQL, as the peer does.
function mediaTypeFor(url: string, mediaType: MediaType, rules: ProfileRules): MediaType {
  if (rules.previewsFor === "every-url" || !hasOwn(mediaType, "previews") || rules.previewsFor(url)) return mediaType;
  return { format: mediaType.format };
}
