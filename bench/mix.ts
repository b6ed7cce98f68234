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
