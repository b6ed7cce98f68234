import { resultOf, type BuildContext } from "./build-request";
import { checkHeaders } from "./header-rules";
import { parametersOf, type Draft } from "./merge-options";
import { BODY_OPTION } from "./named-options";
import { hasOwn } from "./own-properties";
import type { RoutedRequest } from "./contracts/param-router";
import { checkRoutedUrl } from "./request-checks";
import { checkedRouted } from "./strategy-results";
import type { UrlPlan } from "./route-plan";
import type { Headers, RequestOptions } from "./types";

/**
 * The end of `buildRequest` for a router the package did not build safe (a custom one, a
 * subclass, a method replaced): its `route()` gets the parameters as their own object, and what it
 * returns is checked in full (the URL, its origin where pinned, every header). Moved out of
 * build-request.ts unchanged, so that a pipeline of the package's own strategies does not reference
 * it: it is reached through core/extensions.ts.
 * @internal
 */
export function routeThroughStrategy(
  draft: Draft,
  context: BuildContext,
  url: string,
  headers: Headers,
  target: "query" | "body",
  dataOnly: boolean,
  method: RequestOptions["method"],
  pinnedOrigin: string | undefined,
  routerBuiltSafe: boolean,
  headersBuiltSafe: boolean,
): RequestOptions {
  const { router, settings } = context;
  let parameters = draft.parameters;
  if (dataOnly) parameters = { [BODY_OPTION]: parameters[BODY_OPTION] };
  else if (draft.parametersExcept !== undefined) parameters = parametersOf(draft);
  const given: unknown = router.route({ method: draft.method, url, parameters, headers, arrayFormat: settings.arrayFormat, target });
  const routed = routerBuiltSafe ? (given as RoutedRequest) : checkedRouted(given);
  const { plan, variables, querySeparator } = draft;
  const routedUrl = checkRoutedUrl(routed, url, plan as UrlPlan, variables, pinnedOrigin, routerBuiltSafe, querySeparator);
  const routedHeaders = headersBuiltSafe ? routed.headers : checkHeaders(routed.headers);
  // Own properties only: an absent body must not read a polluted Object.prototype.
  return resultOf(method, routedUrl, routedHeaders, hasOwn(routed, "body") ? routed.body : undefined, draft.request);
}
