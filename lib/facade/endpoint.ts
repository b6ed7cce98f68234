import { GLOBAL_DEFAULTS } from "../core/merge/global-defaults";
import { defaultPipeline } from "../strategies/default-pipeline";
import { bindEndpoint } from "./bind-endpoint";
import type { Endpoint } from "./endpoint-types";

// Made directly, not through createEndpoint(): an application that uses only `endpoint` then
// bundles no container support and no builder.

/**
 * The default endpoint: global defaults (`https://api.github.com`, the GitHub v3 `accept`, this
 * package's `user-agent`) and the default strategies.
 *
 * @category Endpoint and facade
 *
 * @example
 * ```ts
 * endpoint("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "endpoint.js", per_page: 2 });
 * // => {
 * //   method: "get",
 * //   url: "https://api.github.com/repos/octokit/endpoint.js/issues?per_page=2",
 * //   headers: { accept: "application/vnd.github.v3+json", "user-agent": "request-options-builder/<version>" }
 * // }
 * ```
 */
export const endpoint: Endpoint = bindEndpoint(defaultPipeline(), GLOBAL_DEFAULTS);
