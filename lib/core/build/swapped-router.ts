import { resultOf } from "./build-request";
import type { RouteThroughStrategy } from "../plan/stage-types";
import { checkHeaders } from "../merge/header-rules";
import { parametersOf } from "../merge/merge-options";
import { BODY_OPTION } from "../options/named-options";
import { hasOwn } from "../util/own-properties";
import type { RoutedRequest } from "../contracts/param-router";
import { checkRoutedUrl } from "../url/url-checks";
import { checkedRouted } from "../contracts/strategy-results";
import type { UrlPlan } from "../plan/route-plan";

/**
 * The end of `buildRequest` for a router the package did not build safe (a custom one, a
 * subclass, a method replaced): its `route()` gets the parameters as their own object, and what it
 * returns is checked in full (the URL, its origin where pinned, every header). A pipeline reaches
 * it through its extensions only, so that of the package's own strategies bundles none of it.
 * @internal
 */
export const routeThroughStrategy: RouteThroughStrategy = (draft, context, exit) => {
  const { url, headers, target, dataOnly, method, pinnedOrigin, routerBuiltSafe, headersBuiltSafe } = exit;
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
};
