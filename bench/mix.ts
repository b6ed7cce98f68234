import type { EndpointBuilder } from "../lib";

/** The benchmark's mix of realistic calls, the same for every implementation. */
export interface Call {
  readonly name: string;
  readonly route: string;
  readonly options: Record<string, unknown>;
}

export const MIX: readonly Call[] = [
  {
    name: "GET, placeholders and query",
    route: "GET /repos/{owner}/{repo}/issues",
    options: { owner: "octokit", repo: "endpoint.js", state: "open", per_page: 100 },
  },
  {
    name: "POST, JSON body, authorization",
    route: "POST /repos/{owner}/{repo}/issues",
    options: {
      owner: "octokit",
      repo: "endpoint.js",
      title: "Found a bug",
      body: "Details",
      labels: ["bug"],
      headers: { authorization: "token 0123456789abcdef" },
    },
  },
  {
    name: "search with q",
    route: "GET /search/issues",
    options: { q: "repo:octokit/endpoint.js+is:open+label:bug", per_page: 50 },
  },
  {
    name: "upload, {?name,label} and data",
    route: "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
    options: {
      owner: "octokit",
      repo: "endpoint.js",
      release_id: 1,
      name: "example.zip",
      label: "an example",
      data: "Hello, world!",
      headers: { "content-type": "application/zip", "content-length": 13 },
    },
  },
  {
    name: "mediaType.format",
    route: "GET /repos/{owner}/{repo}/pulls/{pull_number}",
    options: { owner: "octokit", repo: "endpoint.js", pull_number: 1, mediaType: { format: "diff" } },
  },
  {
    name: "PUT without body",
    route: "PUT /user/starred/{owner}/{repo}",
    options: { owner: "octokit", repo: "endpoint.js" },
  },
];

/** Defaults of the derived endpoint the mix also calls through. */
export const DERIVED_DEFAULTS = {
  baseUrl: "https://ghe.example.com/api/v3",
  headers: { authorization: "token 0123456789abcdef" },
  per_page: 100,
};
export const DERIVED_CALL: Call = {
  name: "through a defaults() endpoint",
  route: "GET /orgs/{org}/repos",
  options: { org: "octokit", type: "all" },
};

/**
 * The same mix written as fluent chains, built anew on every call as app code would: over a
 * builder with the global defaults and one made from the derived endpoint.
 */
export function builderMix(base: EndpointBuilder, derivedBase: EndpointBuilder): unknown[] {
  return [
    base
      .route("GET /repos/{owner}/{repo}/issues")
      .params({ owner: "octokit", repo: "endpoint.js" })
      .param("state", "open")
      .param("per_page", 100)
      .build(),
    base
      .route("POST /repos/{owner}/{repo}/issues")
      .params({ owner: "octokit", repo: "endpoint.js", title: "Found a bug", body: "Details", labels: ["bug"] })
      .header("authorization", "token 0123456789abcdef")
      .build(),
    base.route("GET /search/issues").param("q", "repo:octokit/endpoint.js+is:open+label:bug").param("per_page", 50).build(),
    base
      .route("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}")
      .params({ owner: "octokit", repo: "endpoint.js", release_id: 1, name: "example.zip", label: "an example" })
      .headers({ "content-type": "application/zip", "content-length": 13 })
      .data("Hello, world!")
      .build(),
    base
      .route("GET /repos/{owner}/{repo}/pulls/{pull_number}")
      .params({ owner: "octokit", repo: "endpoint.js", pull_number: 1 })
      .format("diff")
      .build(),
    base.route("PUT /user/starred/{owner}/{repo}").params({ owner: "octokit", repo: "endpoint.js" }).build(),
    derivedBase.route("GET /orgs/{org}/repos").param("org", "octokit").param("type", "all").build(),
  ];
}
