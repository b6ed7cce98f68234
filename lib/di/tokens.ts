import type { InjectionToken } from "tsyringe";
import type { EndpointDefaults, EndpointSettings } from "../core/types";

/** Token of the {@link EndpointSettings} a container's endpoints use. */
export const ENDPOINT_SETTINGS: InjectionToken<EndpointSettings> = Symbol("request-options-builder:EndpointSettings");

/** Token of the default options a container's endpoints and builders start from. */
export const ENDPOINT_DEFAULTS: InjectionToken<EndpointDefaults> = Symbol("request-options-builder:EndpointDefaults");

/** The settings of an endpoint created without any. */
export const DEFAULT_SETTINGS: EndpointSettings = Object.freeze({ allowAbsoluteUrls: true, arrayFormat: "comma" });
