import { PACKAGE_NAME, VERSION } from "../../generated/version";
import { frozenCopy } from "../util/plain-data";
import type { EndpointDefaults } from "../options/types";

/** The default `user-agent`: `<package name>/<package.json version>`. @category Endpoint and facade */
export const USER_AGENT = `${PACKAGE_NAME}/${VERSION}`;

/**
 * The global defaults every endpoint starts from (deeply frozen).
 *
 * @category Endpoint and facade
 *
 * @example
 * ```ts
 * GLOBAL_DEFAULTS;
 * // => { method: "GET", baseUrl: "https://api.github.com",
 * //      headers: { accept: "application/vnd.github.v3+json", "user-agent": USER_AGENT }, mediaType: { format: "" } }
 * ```
 */
export const GLOBAL_DEFAULTS: EndpointDefaults = frozenCopy({
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: {
    accept: "application/vnd.github.v3+json",
    "user-agent": USER_AGENT,
  },
  mediaType: { format: "" },
});
