// `npm start`: prints the request options of a few real GitHub routes.
import { endpoint, type EndpointOptions } from "../lib";

const calls: [string, EndpointOptions][] = [
  ["GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "endpoint.js", state: "open", per_page: 2 }],
  ["POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "endpoint.js", title: "Found a bug", labels: ["bug"], headers: { authorization: "token <ACCESS_TOKEN>" } }],
  ["GET /search/issues", { q: "repo:octokit/endpoint.js+is:open", sort: "created" }],
  ["GET /repos/{owner}/{repo}/pulls/{pull_number}", { owner: "octokit", repo: "endpoint.js", pull_number: 1, mediaType: { format: "diff" } }],
  ["PUT /user/starred/{owner}/{repo}", { owner: "octokit", repo: "endpoint.js" }],
];

for (const [route, options] of calls) {
  console.log(`endpoint(${JSON.stringify(route)}, ...)`);
  console.log(JSON.stringify(endpoint(route, options), null, 2));
  console.log();
}
