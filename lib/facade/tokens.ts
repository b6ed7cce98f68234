import type { InjectionToken } from "tsyringe";
import type { EndpointDefaults, EndpointSettings } from "../core/types";

/**
 * Token of the {@link EndpointSettings} a container's endpoints use; settings left out take their
 * default. A registered value is checked as `createEndpoint()` checks its options.
 *
 * @category Dependency injection
 */
export const ENDPOINT_SETTINGS: InjectionToken<Partial<EndpointSettings>> = Symbol.for("request-options-builder:EndpointSettings");

/**
 * Token of the default options a container's endpoints and builders start from. A registered
 * value is checked as `defaults()` checks its options.
 *
 * @category Dependency injection
 */
export const ENDPOINT_DEFAULTS: InjectionToken<EndpointDefaults> = Symbol.for("request-options-builder:EndpointDefaults");

export { DEFAULT_SETTINGS } from "../core/settings";
