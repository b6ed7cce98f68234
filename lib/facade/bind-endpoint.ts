import type { RequestPipeline } from "../core/request-pipeline";
import type { EndpointDefaults, EndpointOptions } from "../core/options/types";
import type { Endpoint } from "./endpoint-types";

/** What an endpoint facade is made over: its core and its bound defaults. */
export interface EndpointCore {
  readonly pipeline: RequestPipeline;
  readonly defaults: EndpointDefaults;
}

// Each facade's core, for EndpointBuilder.from(): kept aside, so a facade stays a plain function
// with the peer's properties and nothing else.
const cores = new WeakMap<object, EndpointCore>();

/** A facade over `pipeline` with `defaults` bound. */
export function bindEndpoint<Provided extends string>(pipeline: RequestPipeline, defaults: EndpointDefaults): Endpoint<Provided> {
  // Calls copy from the unfrozen twin (fast); DEFAULTS shows the frozen defaults.
  const working = pipeline.workingDefaults(defaults);
  const endpoint = Object.assign((route: unknown, options?: unknown) => pipeline.endpoint(working, route, options), {
    DEFAULTS: defaults,
    defaults: (options: EndpointOptions) => bindEndpoint(pipeline, pipeline.mergeDefaults(defaults, options)),
    merge: (route: unknown, options?: unknown) => pipeline.merge(working, route, options),
    parse: (merged: unknown) => pipeline.parse(merged, defaults),
  });
  cores.set(endpoint, { pipeline, defaults });
  return endpoint as unknown as Endpoint<Provided>;
}

/** The core of a facade made by this package, or `undefined` for any other value. */
export function coreOf(endpoint: unknown): EndpointCore | undefined {
  return typeof endpoint === "function" ? cores.get(endpoint) : undefined;
}
