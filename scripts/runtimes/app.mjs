// The small application `npm run test:runtimes` runs everywhere: real behaviour of the packed
// package (a template with a query, the builder, toFetch, a typed error), no Node built-ins, so
// the same file runs in Node, Bun, Deno, workerd and a browser, bundled or not.
import { endpoint, EndpointBuilder, EndpointError, InvalidParameterError, toFetch } from "request-options-builder";

export function run() {
  const get = endpoint("GET /repos/{owner}/{repo}/issues{?state}", { owner: "octo cat", repo: "r", state: "open", labels: ["a", "b"] });
  const patch = EndpointBuilder.from(endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" }))
    .route("PATCH /repos/{owner}/{repo}")
    .param("owner", "o")
    .param("repo", "r")
    .param("name", "n")
    .build();
  const [url, init] = toFetch(patch);
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
  });
}
