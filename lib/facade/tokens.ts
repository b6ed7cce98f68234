import type { InjectionToken } from "tsyringe";
import type { EndpointDefaults, EndpointSettings } from "../core/options/types";

/**
 * Token of the {@link EndpointSettings} a container's endpoints use; settings left out take their
 * default. A registered value is checked as `createEndpoint()` checks its options.
 *
 * @category Dependency injection
 *
 * @example
 * ```ts
 * const container = createContainer();
 * container.register(ENDPOINT_SETTINGS, { useValue: { allowAbsoluteUrls: false } });
 * createEndpoint({ container })("GET https://evil.example/user");
 * // throws InvalidUrlError: The URL "https://evil.example/user" is a full URL, and this endpoint
 * // allows paths only (allowAbsoluteUrls: false).
 * ```
 */
export const ENDPOINT_SETTINGS: InjectionToken<Partial<EndpointSettings>> = Symbol.for("request-options-builder:EndpointSettings");

/**
 * Token of the default options a container's endpoints and builders start from. A registered
 * value is checked as `defaults()` checks its options.
 *
 * @category Dependency injection
 *
 * @example
 * ```ts
 * const container = createContainer();
 * container.register(ENDPOINT_DEFAULTS, {
 *   useValue: { method: "GET", baseUrl: "https://ghe.example/api/v3", headers: { authorization: "token x" }, mediaType: { format: "" } },
 * });
 * createEndpoint({ container })("GET /user").url; // => "https://ghe.example/api/v3/user"
 * ```
 */
export const ENDPOINT_DEFAULTS: InjectionToken<EndpointDefaults> = Symbol.for("request-options-builder:EndpointDefaults");

export { DEFAULT_SETTINGS } from "../core/options/settings";
