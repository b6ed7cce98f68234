import type { encodeLiteralCharacters } from "./literal-characters";
import type { previewsForGraphqlOnly } from "./media-type";
import type { BuildContext, Draft } from "./build-types";
import type { mergedNested } from "./nested-merge";
import type { Profile, ProfileRules } from "./profiles";
import type { checkBaseUrlOrigin, checkOrigin, originOf, refuseFullUrl } from "./request-checks";
import type { checkSettings } from "./settings";
import type { checkedExpansion, checkedHeadersOf, checkedPrepared } from "./strategy-results";
import type { Headers, RequestOptions } from "./types";

/**
 * What a pipeline runs only for settings other than `DEFAULT_SETTINGS` or for a router the
 * package did not build safe: the settings check and the profiles' table, the refusals and origin
 * pinning of `allowAbsoluteUrls: false`, the octokit profile's rules (its encoding of literal
 * characters, its merge of nested parameters, its previews for GraphQL only), and a swapped
 * strategy's results checked for their shape, and a swapped router's `route()` with the full exit
 * check of what it returns. The default `endpoint` never
 * runs them, so its pipeline reaches them only through this record, and a bundle of `endpoint`
 * alone leaves them out. They are installed
 * (core/install-extensions.ts) by the modules through which other settings or strategies can reach
 * a pipeline: `createEndpoint`, the container, and the exported `RequestPipeline` and strategy
 * classes (lib/facade/request-pipeline.ts). Fail closed: a pipeline that needs them and finds them not
 * installed throws; it never skips a check.
 * @internal
 */
export interface Extensions {
  readonly checkSettings: typeof checkSettings;
  readonly rulesOf: (profile: Profile) => ProfileRules;
  readonly originOf: typeof originOf;
  readonly checkOrigin: typeof checkOrigin;
  /** swapped-router.ts's; its signature written out, as that module imports those using this one. */
  readonly routeThroughStrategy: (
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
  ) => RequestOptions;
  readonly encodeLiteralCharacters: typeof encodeLiteralCharacters;
  readonly previewsForGraphqlOnly: typeof previewsForGraphqlOnly;
  readonly mergedNested: typeof mergedNested;
  readonly refuseFullUrl: typeof refuseFullUrl;
  readonly checkBaseUrlOrigin: typeof checkBaseUrlOrigin;
  readonly checkedHeadersOf: typeof checkedHeadersOf;
  readonly checkedPrepared: typeof checkedPrepared;
  readonly checkedExpansion: typeof checkedExpansion;
}

let installed: Extensions | undefined;

/** Installs the extensions (see {@link Extensions}), or, with `undefined`, none (for specs). @internal */
export function registerExtensions(extensions: Extensions | undefined): void {
  installed = extensions;
}

/** The installed extensions; throws when none are, rather than skip what they check. @internal */
export function extensions(): Extensions {
  if (installed === undefined) {
    throw new Error(
      "The code for other settings or a swapped strategy was not loaded: use createEndpoint(), a container or RequestPipeline.",
    );
  }
  return installed;
}

/** The extensions installed now, or `undefined` (for specs). @internal */
export function installedExtensions(): Extensions | undefined {
  return installed;
}
