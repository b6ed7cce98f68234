import { typedError } from "../errors/typed-error";
import type { DependencyContainer } from "tsyringe";
import { GLOBAL_DEFAULTS } from "../core/merge/global-defaults";
import { hasOwn, isPlainObject, ownValue, readOnce } from "../core/util/own-properties";
import type { HeaderMerger } from "../core/contracts/header-merger";
import type { ParamRouter } from "../core/contracts/param-router";
import type { TemplateExpander } from "../core/contracts/template-expander";
import type { RequestPipeline } from "../core/request-pipeline";
import type { Profile } from "../core/options/profiles";
import { checkSettings } from "../core/options/settings";
import type { ArrayFormat, EndpointDefaults, EndpointOptions, EndpointSettings } from "../core/options/types";
import { bindEndpoint } from "./bind-endpoint";
import { defaultPipeline } from "../strategies/default-pipeline";
import { resolveFromContainer } from "./from-container";
import { RequestPipeline as StrategyPipeline } from "./request-pipeline";
import { DEFAULT_SETTINGS } from "./tokens";
import { describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import type { Endpoint, OpenApiEndpoint } from "./endpoint-types";
import type { ProvidedParameters } from "../core/plan/route-types";
import { EXTENSIONS } from "../core/build/extensions";
import { refuseNonStrategy } from "../core/contracts/non-strategy";

/** Options of {@link createEndpoint}. @category Endpoint and facade */
export interface CreateEndpointOptions<D extends EndpointOptions = EndpointOptions> {
  /** Where the strategies come from: a container made by {@link createContainer}. */
  readonly container?: DependencyContainer;
  /** A strategy instance in place of the default {@link Rfc6570TemplateExpander}, without a container. */
  readonly templateExpander?: TemplateExpander;
  /** A strategy instance in place of the default {@link DefaultHeaderMerger}, without a container. */
  readonly headerMerger?: HeaderMerger;
  /** A strategy instance in place of the default {@link DefaultParamRouter}, without a container. */
  readonly paramRouter?: ParamRouter;
  /** Options merged over the container's defaults (the global defaults unless registered). */
  readonly defaults?: D;
  /**
   * `false` refuses full URLs in `url` and pins the origin: a call's `baseUrl` must keep the
   * origin of the endpoint's, so a default `authorization` never goes to a host the route chose.
   * Default `true`.
   */
  readonly allowAbsoluteUrls?: boolean;
  /** How arrays go into a query string: `"comma"` (default), `"repeat"` or `"brackets"`. */
  readonly arrayFormat?: ArrayFormat;
  /** `"standard"` (default) or `"octokit"`: the rules of `@octokit/endpoint` where they are sound. */
  readonly profile?: Profile;
}

/**
 * Makes an endpoint facade. The strategies are resolved once, here; `defaults()` derives new
 * facades over the same pipeline.
 *
 * @category Endpoint and facade
 *
 * @example
 * ```ts
 * const ghe = createEndpoint({ defaults: { baseUrl: "https://ghe.example.com/api/v3" }, allowAbsoluteUrls: false });
 * ghe("GET /user").url; // => "https://ghe.example.com/api/v3/user"
 *
 * const viaUriTemplates = createEndpoint({ templateExpander: new UriTemplatesExpander() }); // no container, no tsyringe
 *
 * // Typed by an OpenAPI description: `paths` as openapi-typescript generates it.
 * const github = createEndpoint<paths>(); // paths from @octokit/openapi-types
 * github("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "endpoint.js" });
 * ```
 *
 * @typeParam Paths - the `paths` type of an OpenAPI description: the endpoint is then an
 * {@link OpenApiEndpoint}. Given explicitly, `D` is not inferred: bind parameters with
 * `.defaults()` on the typed endpoint to make them optional.
 * @typeParam D - the defaults given, whose parameter names are then optional.
 */
export function createEndpoint<Paths = never, const D extends EndpointOptions = {}>(
  options: CreateEndpointOptions<D> = {},
): [Paths] extends [never] ? Endpoint<ProvidedParameters<D>> : OpenApiEndpoint<Paths, ProvidedParameters<D>> {
  try {
    if (!isPlainObject(options as unknown)) {
      throw new InvalidOptionsError(`createEndpoint() takes a plain options object (own keys, no class), got ${describeValue(options)}.`);
    }
    // Own properties, each read once: a key on a polluted Object.prototype is no option.
    const given = readOnce(options);
    const own = Object.fromEntries(OWN_OPTIONS.map((key) => [key, ownValue(given, key)])) as CreateEndpointOptions;
    refuseUnknownOptions(given);
    const settings = settingsOverrides(given);
    let pipeline: RequestPipeline;
    let defaults: EndpointDefaults = GLOBAL_DEFAULTS;
    const { templateExpander, headerMerger, paramRouter } = own;
    if (own.container !== undefined) {
      if (templateExpander !== undefined || headerMerger !== undefined || paramRouter !== undefined) {
        throw new InvalidOptionsError(
          "createEndpoint() takes strategies from a container or as options, not both: register them in the container.",
        );
      }
      ({ pipeline, defaults } = resolveFromContainer(own.container, settings));
    } else if (templateExpander === undefined && headerMerger === undefined && paramRouter === undefined) {
      // The default strategies, made directly (no tsyringe to load), given what other settings or
      // a strategy method replaced later need (the default endpoint has none).
      pipeline = defaultPipeline().withSettings({ ...DEFAULT_SETTINGS, ...settings }, EXTENSIONS);
    } else {
      // Checked here too, so the message names the option given rather than the pipeline's argument.
      for (const role of STRATEGY_OPTIONS) if (own[role] !== undefined) refuseNonStrategy(own[role], role, `createEndpoint()'s ${role}`);
      const base = defaultPipeline(); // the defaults share one template cache
      pipeline = new StrategyPipeline(
        templateExpander === undefined ? base.expander : templateExpander,
        headerMerger === undefined ? base.headerMerger : headerMerger,
        paramRouter === undefined ? base.router : paramRouter,
        { ...DEFAULT_SETTINGS, ...settings },
      );
    }
    if (own.defaults !== undefined) defaults = pipeline.mergeDefaults(defaults, own.defaults);
    // One function at run time, typed by the description or not.
    return bindEndpoint(pipeline, defaults) as Endpoint<string> as never;
  } catch (error) {
    throw typedError(error);
  }
}

// createEndpoint()'s own options; each other one is a setting, as DEFAULT_SETTINGS names them.
// Any other key is a misspelling (`allowAbsoluteURLs`) that would silently leave a default.
const STRATEGY_OPTIONS = ["templateExpander", "headerMerger", "paramRouter"] as const;
const OWN_OPTIONS: readonly string[] = ["container", "defaults", ...STRATEGY_OPTIONS];

function refuseUnknownOptions(options: object): void {
  for (const key of Object.keys(options)) {
    if (!OWN_OPTIONS.includes(key) && !hasOwn(DEFAULT_SETTINGS, key)) {
      const known = [...OWN_OPTIONS, ...Object.keys(DEFAULT_SETTINGS)];
      throw new InvalidOptionsError(`createEndpoint() has no option ${describeValue(key)}: its options are ${known.join(", ")}.`);
    }
  }
}

function settingsOverrides(options: object): Partial<EndpointSettings> | undefined {
  const overrides: Record<string, unknown> = {};
  for (const name of Object.keys(DEFAULT_SETTINGS)) {
    const value = ownValue(options, name);
    if (value !== undefined) overrides[name] = value;
  }
  if (Object.keys(overrides).length === 0) return undefined;
  checkSettings({ ...DEFAULT_SETTINGS, ...overrides }); // refused here, before any container is touched
  return overrides;
}
