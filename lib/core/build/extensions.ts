import type { Extensions } from "../plan/stage-types";
import { checkBaseUrlOrigin, checkOrigin, originOf, refuseFullUrl } from "../url/url-checks";
import { checkSettings, PROFILES } from "../options/settings";
import { checkedExpansion, checkedHeadersOf, checkedPrepared } from "../contracts/strategy-results";
import { routeThroughStrategy } from "./swapped-router";

/**
 * What a pipeline needs for other settings or a swapped strategy (see {@link Extensions}): given
 * to the pipelines of `createEndpoint`, the container and the exported `RequestPipeline`. No core
 * module imports this one, so a bundle of `endpoint` alone leaves all of it out. @internal
 */
export const EXTENSIONS: Extensions = /* @__PURE__ */ Object.freeze({
  checkSettings,
  profiles: PROFILES,
  originOf,
  checkOrigin,
  refuseFullUrl,
  checkBaseUrlOrigin,
  routeThroughStrategy,
  checkedHeadersOf,
  checkedPrepared,
  checkedExpansion,
});
