import { createEndpoint } from "./create-endpoint";

/**
 * The default endpoint: global defaults (`https://api.github.com`, the GitHub v3 `accept`, this
 * package's `user-agent`) and the default strategies.
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
export const endpoint = createEndpoint();
