// `npm start`: prints the request options of a few real GitHub routes.
// `npm start -- <route> [items...]` runs the command line tool instead (see --help).
import { endpoint, type EndpointOptions } from "../lib";
import { runCliInProcess } from "../lib/cli/main";

const calls: [string, EndpointOptions][] = [
  ["GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "endpoint.js", state: "open", per_page: 2 }],
  [
    "POST /repos/{owner}/{repo}/issues",
    { owner: "octokit", repo: "endpoint.js", title: "Found a bug", labels: ["bug"], headers: { authorization: "token <ACCESS_TOKEN>" } },
  ],
  ["GET /search/issues", { q: "repo:octokit/endpoint.js+is:open", sort: "created" }],
  [
    "GET /repos/{owner}/{repo}/pulls/{pull_number}",
    { owner: "octokit", repo: "endpoint.js", pull_number: 1, mediaType: { format: "diff" } },
  ],
  ["PUT /user/starred/{owner}/{repo}", { owner: "octokit", repo: "endpoint.js" }],
];

const argv = process.argv.slice(2);
if (argv.length > 0) {
  process.exitCode = runCliInProcess(argv);
} else {
  for (const [route, options] of calls) {
    console.log(`endpoint(${JSON.stringify(route)}, ...)`);
    console.log(JSON.stringify(endpoint(route, options), null, 2));
    console.log();
  }
}
