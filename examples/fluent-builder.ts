// The fluent builder: immutable, so a partly configured builder is a reusable template.
import { EndpointBuilder, endpoint } from "../lib";

const repo = new EndpointBuilder().header("authorization", "token <ACCESS_TOKEN>").params({ owner: "octokit", repo: "endpoint.js" });

const listIssues = repo.route("GET /repos/{owner}/{repo}/issues").param("state", "open").param("per_page", 2);
const createIssue = repo.route("POST /repos/{owner}/{repo}/issues").param("title", "Found a bug").param("labels", ["bug"]);
const pullDiff = repo.route("GET /repos/{owner}/{repo}/pulls/{pull_number}").param("pull_number", 1).format("diff");

console.log(JSON.stringify(listIssues.build(), null, 2));
console.log(JSON.stringify(createIssue.build(), null, 2));
console.log(JSON.stringify(pullDiff.build(), null, 2));

// A builder over an endpoint's defaults and strategies.
const enterprise = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" });
console.log(JSON.stringify(EndpointBuilder.from(enterprise).route("GET /user").build(), null, 2));
