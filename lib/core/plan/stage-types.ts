import type { HeaderMerger } from "../contracts/header-merger";
import type { ParamRouter } from "../contracts/param-router";
import type { ExpansionFacts, FactReportingTemplate, PreparedTemplate } from "../contracts/template-expander";
import type { SafeMethods } from "../contracts/built-safe";
import type { Profile, ProfileRules } from "../options/profiles";
import type { checkBaseUrlOrigin, checkOrigin, originOf, refuseFullUrl } from "../url/url-checks";
import type { checkSettings } from "../options/settings";
import type { checkedExpansion, checkedHeadersOf, checkedPrepared } from "../contracts/strategy-results";
import type { EndpointSettings, Headers, HttpMethod, MediaType, RequestMeta, RequestOptions } from "../options/types";
import { InvalidOptionsError } from "../../errors/invalid-options-error";

// The shapes the plan, the merge and the build hand each other. Here, below all three, so that
// none of them imports another for a type.

/**
 * A URL template read once: what every call with this URL would otherwise work out again. Calls
 * then only route their own parameters, expand, and check what the values brought.
 *
 * @category Strategies and contracts
 */
export interface UrlPlan {
  /** Tells a URL's plan from a route's in the cache they share. */
  readonly planOf: "url";
  /** The URL as written. */
  readonly url: string;
  /** The RFC 6570 form of the URL (`:name` rewritten as `{name}`). */
  readonly template: string;
  /** The expander's reading of the template. */
  readonly prepared: PreparedTemplate;
  /** The names the template's placeholders take. */
  readonly placeholders: ReadonlySet<string>;
  /**
   * What the template's literal start decides: `"path"` (a path whatever the values), a number
   * (a full http(s) URL whose scheme and host are literal and parse: where its path starts), or
   * `"values"` (a placeholder stands where the scheme or host is decided: check each expansion).
   */
  readonly kind: "path" | "values" | number;
  /** The template's text before its first placeholder, which `kind` was read from. */
  readonly literalStart: string;
  /** Simple `{name}` and `{+name}` placeholders that stand as a whole path segment. */
  readonly wholeSegmentNames: readonly string[];
  /**
   * Each path segment made of other expressions alone (`/{owner,repo}`, `/{name}{suffix}`,
   * `/{names*}`), as its expressions' names: one of each must expand to something.
   */
  readonly wholeSegmentGroups: readonly (readonly (readonly string[])[])[];
  /** Whether the template's own literal path holds a `.` or `..` segment. */
  readonly literalDotSegment: boolean;
  /** Whether the expander is the package's own (see built-safe.ts): its expansions need no character check on exit. */
  readonly builtSafe: boolean;
  /**
   * The package's own reading, when the literal start settles the URL's kind: it reports where
   * the path ends and whether it holds a dot segment, so the URL it writes is never scanned.
   * @internal
   */
  readonly reporting: FactReportingTemplate | undefined;
  /**
   * Whether a call's options can stand for the placeholders' values as they are: the reading is
   * the package's own (it reads own keys by the placeholders' names only; no placeholder is named
   * as a named option, since such a template is refused).
   * @internal
   */
  readonly readsCall: boolean;
  /** Whether every expansion is a path that starts with one `/` and something else (its literal start says so). */
  readonly plainPath: boolean;
  /** For a full URL whose authority is literal: what is wrong with it, read once ("" for nothing). */
  readonly authorityProblem: string;
  /** Whether a name holds `-`, which only a profile that takes such names may use the plan with. */
  readonly hyphenatedNames: boolean;
}

/**
 * A route read once: its verb, if it names one, and its URL, if it has one. The URL's plan is made
 * on first use: a call that gives its own `url` never needs the route's.
 *
 * @category Strategies and contracts
 */
export interface RoutePlan {
  /** Tells a route's plan from a URL's in the cache they share. */
  readonly planOf: "route";
  /** The verb the route names, if it names one. */
  readonly method: HttpMethod | undefined;
  /** The URL the route names, as written, if it names one. */
  readonly url: string | undefined;
  /** The URL's plan, once a call has used it. */
  urlPlan?: UrlPlan;
}

/**
 * Options merged over defaults, with the parameters apart from the named options, in the order
 * of the merge. In a split draft (what `endpoint()` and `parse()` use) whose URL has
 * placeholders, `variables` holds the parameters the placeholders take, for the expander, and
 * `parameters` the others, for the router. Otherwise both are one object holding them all.
 */
export interface Draft {
  method: HttpMethod;
  baseUrl: string;
  url: string | undefined;
  headers: Headers;
  /**
   * The header merger's `merge` the headers came from, read once and called: what the build
   * trusts is what ran (a getter could show the package's method to one read and another to the next).
   */
  mergedBy: unknown;
  mediaType: MediaType;
  request: RequestMeta | undefined;
  parameters: Record<string, unknown>;
  /**
   * When set, `parameters` is the call's options object itself, read as a view rather than
   * copied: its parameters are its own keys but the named options and these names (the
   * placeholders'), each with a value other than `undefined`. Read it with {@link hasParameter}
   * and {@link parametersOf}, or a reader that skips what the view leaves out.
   */
  parametersExcept: ReadonlySet<string> | undefined;
  variables: Record<string, unknown>;
  /** The URL's plan, in a split draft. */
  plan: UrlPlan | undefined;
  /**
   * What goes between the built URL and a query appended to it (`?`, `&` or nothing), when the
   * build knows it without reading the URL; else undefined.
   */
  querySeparator?: string;
  /** The URL (the route's, or else the defaults') that a call's own `url` replaced, if it did. */
  replacedUrl: string | undefined;
}

/** The strategies and settings a request is built with. */
export interface BuildContext {
  readonly headerMerger: HeaderMerger;
  readonly router: ParamRouter;
  readonly settings: EndpointSettings;
  /** The rules of the settings' profile. */
  readonly rules: ProfileRules;
  /** Which of the strategies' methods the package built safe (see built-safe.ts). */
  readonly safeMethods: SafeMethods;
  /**
   * Scratch for the facts the package's own expander reports of one build's URL, written and
   * read at once: the pipeline's own, not one object per call. @internal
   */
  readonly urlReport: ExpansionFacts;
  /** What other settings and swapped strategies need, if the pipeline was given it. @internal */
  readonly extensions?: Extensions;
}

/** The end of a build through a router the package did not build safe (swapped-router.ts). @internal */
export type RouteThroughStrategy = (draft: Draft, context: BuildContext, exit: RouterExit) => RequestOptions;

/** What the build knows of a request when it hands it to a router the package did not build safe. @internal */
export interface RouterExit {
  readonly url: string;
  readonly headers: Headers;
  readonly target: "query" | "body";
  readonly dataOnly: boolean;
  readonly method: RequestOptions["method"];
  readonly pinnedOrigin: string | undefined;
  readonly routerBuiltSafe: boolean;
  readonly headersBuiltSafe: boolean;
}

/**
 * What a pipeline runs only for settings other than `DEFAULT_SETTINGS` or for a strategy the
 * package did not build safe: the settings check and the profiles, the checks of
 * `allowAbsoluteUrls: false`, and a swapped strategy's results checked. Passed to the pipeline
 * (core/build/extensions.ts has them), so the pipeline of `endpoint`, made without, bundles none.
 * @internal
 */
export interface Extensions {
  readonly checkSettings: typeof checkSettings;
  readonly profiles: Readonly<Record<Profile, ProfileRules>>;
  readonly originOf: typeof originOf;
  readonly checkOrigin: typeof checkOrigin;
  readonly refuseFullUrl: typeof refuseFullUrl;
  readonly checkBaseUrlOrigin: typeof checkBaseUrlOrigin;
  readonly routeThroughStrategy: RouteThroughStrategy;
  readonly checkedHeadersOf: typeof checkedHeadersOf;
  readonly checkedPrepared: typeof checkedPrepared;
  readonly checkedExpansion: typeof checkedExpansion;
}

/** A pipeline's extensions; fails closed (throws) when it was made without them, never skips a check. @internal */
export function needed(extensions: Extensions | undefined): Extensions {
  if (extensions === undefined) {
    throw new InvalidOptionsError(
      "This endpoint runs only the package's own strategies as built: other settings, or a strategy method replaced " +
        "since, need an endpoint that checks what they return; make it with createEndpoint(), a container or a RequestPipeline.",
    );
  }
  return extensions;
}
