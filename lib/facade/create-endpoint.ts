import type { DependencyContainer } from "tsyringe";
import { EndpointBuilder } from "../builder/endpoint-builder";
import { GLOBAL_DEFAULTS } from "../core/global-defaults";
import { isPlainObject } from "../core/own-properties";
import { workingCopy } from "../core/plain-data";
import { RequestPipeline } from "../core/request-pipeline";
import type { ArrayFormat, EndpointDefaults, EndpointOptions, EndpointSettings } from "../core/types";
import { defaultPipeline } from "../di/default-pipeline";
import { DEFAULT_SETTINGS, ENDPOINT_DEFAULTS, ENDPOINT_SETTINGS } from "../di/tokens";
import { tsyringe } from "../di/tsyringe";
import { describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import type { Endpoint } from "./endpoint-types";
import type { ProvidedParameters } from "./route-types";

/** Options of {@link createEndpoint}. */
export interface CreateEndpointOptions<D extends EndpointOptions = EndpointOptions> {
  /** Where the strategies come from: a container made by {@link createContainer}. */
  readonly container?: DependencyContainer;
  /** Options merged over the container's defaults (the global defaults unless registered). */
  readonly defaults?: D;
  /** `false` refuses full URLs in `url`, so a default `authorization` never goes to a host the route chose. Default `true`. */
  readonly allowAbsoluteUrls?: boolean;
  /** How arrays go into a query string: `"comma"` (default), `"repeat"` or `"brackets"`. */
  readonly arrayFormat?: ArrayFormat;
}

const ARRAY_FORMATS: readonly ArrayFormat[] = ["comma", "repeat", "brackets"];

/**
 * Makes an endpoint facade. The strategies are resolved once, here; `defaults()` derives new
 * facades over the same pipeline.
 *
 * @example
 * ```ts
 * const ghe = createEndpoint({ defaults: { baseUrl: "https://ghe.example.com/api/v3" }, allowAbsoluteUrls: false });
 * ghe("GET /user").url; // => "https://ghe.example.com/api/v3/user"
 *
 * const container = createContainer();
 * container.register(TemplateExpander, { useClass: UriTemplatesExpander });
 * const viaUriTemplates = createEndpoint({ container });
 * ```
 */
export function createEndpoint<const D extends EndpointOptions = {}>(options: CreateEndpointOptions<D> = {}): Endpoint<ProvidedParameters<D>> {
  if (!isPlainObject(options as unknown)) {
    throw new InvalidOptionsError(`createEndpoint() takes an options object, got ${describeValue(options)}.`);
  }
  const settings = settingsOverrides(options);
  let pipeline: RequestPipeline;
  let defaults: EndpointDefaults;
  if (options.container === undefined) {
    // No container: the default strategies, made directly (no tsyringe to load).
    pipeline = settings === undefined ? defaultPipeline() : defaultPipeline().withSettings({ ...DEFAULT_SETTINGS, ...settings });
    defaults = GLOBAL_DEFAULTS;
  } else {
    tsyringe(); // declares the library's classes to tsyringe, for a container not made by createContainer()
    let scope = options.container;
    if (settings !== undefined) {
      scope = scope.createChildContainer();
      scope.register(ENDPOINT_SETTINGS, { useValue: Object.freeze({ ...options.container.resolve(ENDPOINT_SETTINGS), ...settings }) });
    }
    pipeline = scope.resolve(RequestPipeline);
    defaults = scope.resolve(ENDPOINT_DEFAULTS);
  }
  if (options.defaults !== undefined) defaults = pipeline.mergeDefaults(defaults, options.defaults);
  return bindEndpoint(pipeline, defaults);
}

/** A facade over `pipeline` with `defaults` bound. */
function bindEndpoint<Provided extends string>(pipeline: RequestPipeline, defaults: EndpointDefaults): Endpoint<Provided> {
  // Calls copy from the unfrozen twin (fast); DEFAULTS shows the frozen defaults.
  const working = workingCopy(defaults);
  const endpoint = (route: unknown, options?: unknown) => pipeline.endpoint(working, route, options);
  return Object.assign(endpoint, {
    DEFAULTS: defaults,
    defaults: (options: EndpointOptions) => bindEndpoint(pipeline, pipeline.mergeDefaults(defaults, options)),
    merge: (route: unknown, options?: unknown) => pipeline.merge(working, route, options),
    parse: (merged: unknown) => pipeline.parse(merged),
    builder: () => new EndpointBuilder(pipeline, defaults),
  }) as unknown as Endpoint<Provided>;
}

function settingsOverrides(options: CreateEndpointOptions): Partial<EndpointSettings> | undefined {
  const { allowAbsoluteUrls, arrayFormat } = options;
  if (allowAbsoluteUrls !== undefined && typeof allowAbsoluteUrls !== "boolean") {
    throw new InvalidOptionsError(`allowAbsoluteUrls must be true or false, got ${describeValue(allowAbsoluteUrls)}.`);
  }
  if (arrayFormat !== undefined && !ARRAY_FORMATS.includes(arrayFormat)) {
    throw new InvalidOptionsError(`arrayFormat must be one of ${ARRAY_FORMATS.join(", ")}, got ${describeValue(arrayFormat)}.`);
  }
  if (allowAbsoluteUrls === undefined && arrayFormat === undefined) return undefined;
  const overrides: { allowAbsoluteUrls?: boolean; arrayFormat?: ArrayFormat } = {};
  if (allowAbsoluteUrls !== undefined) overrides.allowAbsoluteUrls = allowAbsoluteUrls;
  if (arrayFormat !== undefined) overrides.arrayFormat = arrayFormat;
  return overrides;
}
