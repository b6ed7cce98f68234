/**
 * The octokit entry: an `endpoint` that stands in for `@octokit/endpoint` inside
 * `@octokit/request`, `@octokit/core` and `octokit`, on the same core as the main entry.
 *
 * @module request-options-builder/octokit
 */

// The octokit entry, `request-options-builder/octokit`: the same core as the main entry under the
// "octokit" profile, so it can stand in for @octokit/endpoint inside @octokit/request, @octokit/core
// and octokit. The build keeps "../index" external, so both entries share one copy of every class.
import { createEndpoint } from "../index";

/**
 * An `endpoint` that behaves as `@octokit/endpoint` 11 wherever that package is right: uppercase
 * methods in results (fetch sends a method as given), previews only for `/graphql`, parameters
 * beside `data` dropped, `parse()` without a `url` goes to the root, OPTIONS sends its parameters
 * as a body, an unfilled placeholder expands to nothing. Every safety check and typed error of the
 * main entry still holds.
 *
 * @example
 * ```ts
 * import { endpoint } from "request-options-builder/octokit";
 * endpoint("PATCH /repos/{owner}/{repo}/issues/{issue_number}", { owner: "o", repo: "r", issue_number: 1, state: "closed" }).method;
 * // => "PATCH"
 * ```
 */
export const endpoint = createEndpoint({ profile: "octokit" });

export { EndpointError } from "../index";
export type { Endpoint, EndpointOptions, MergedOptions, RequestOptions } from "../index";
