import { registerExtensions } from "./extensions";
import { encodeLiteralCharacters } from "./literal-characters";
import { previewsForGraphqlOnly } from "./media-type";
import { mergedNested } from "./nested-merge";
import { PROFILES } from "./profiles";
import { checkBaseUrlOrigin, checkOrigin, originOf, refuseFullUrl } from "./request-checks";
import { checkSettings } from "./settings";
import { checkedExpansion, checkedHeadersOf, checkedPrepared } from "./strategy-results";
import { routeThroughStrategy } from "./swapped-router";

/**
 * Installs what a pipeline runs only for other settings or a swapped strategy (see
 * core/extensions.ts). Called at the top of each module through which those reach a pipeline, so a
 * bundle holds them exactly when it holds such a module. @internal
 */
export function installExtensions(): void {
  registerExtensions(EXTENSIONS);
}

const EXTENSIONS = /* @__PURE__ */ Object.freeze({
  checkSettings,
  rulesOf: (profile: keyof typeof PROFILES) => PROFILES[profile],
  originOf,
  checkOrigin,
  routeThroughStrategy,
  encodeLiteralCharacters,
  previewsForGraphqlOnly,
  mergedNested,
  refuseFullUrl,
  checkBaseUrlOrigin,
  checkedHeadersOf,
  checkedPrepared,
  checkedExpansion,
});
