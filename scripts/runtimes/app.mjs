// The small application `npm run test:runtimes` runs everywhere: real behaviour of the packed
// package (a template with a query, the builder, toFetch, toCurl, a typed error, the octokit
// entry), no Node built-ins and no container, so the same file runs in Node, Bun, Deno, workerd
// and a browser, bundled or not.
import { endpoint, EndpointBuilder, EndpointError, InvalidParameterError, toCurl, toFetch } from "request-options-builder";
import { endpoint as octokitEndpoint } from "request-options-builder/octokit";

export function run() {
  const get = endpoint("GET /repos/{owner}/{repo}/issues{?state}", { owner: "octo cat", repo: "r", state: "open", labels: ["a", "b"] });
  const patch = EndpointBuilder.from(endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" }))
    .route("PATCH /repos/{owner}/{repo}")
    .param("owner", "o")
    .param("repo", "r")
    .param("name", "n")
    .build();
  const [url, init] = toFetch(patch);
  const octokit = octokitEndpoint("get /repos/{owner}/{repo}", { owner: "o", repo: "r" });
  let error;
  try {
    endpoint("GET /repos/{owner}/{repo}", { owner: "..", repo: "r" });
  } catch (caught) {
    error = `${caught.name} ${caught.code} ${caught instanceof InvalidParameterError && caught instanceof EndpointError}`;
  }
  return JSON.stringify({
    get: `${get.method} ${get.url}`,
    patch: `${init.method} ${url} ${init.body}`,
    accept: get.headers.accept,
    error,
    curl: toCurl(get).split(" -H ")[0],
    octokit: `${octokit.method} ${octokit.url}`,
  });
}
