// A real request with Node's fetch, through toFetch(), to a server on 127.0.0.1: the server
// prints what it received. toFetch() sends the method uppercase (a lowercase "patch" fails).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { endpoint, toFetch } from "../lib";

const server = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
  request.on("end", () => {
    console.log(`server received: ${request.method} ${request.url}`);
    console.log(`  authorization: ${request.headers.authorization}`);
    console.log(`  content-type: ${request.headers["content-type"]}`);
    console.log(`  body: ${body}`);
    response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
});

async function main(): Promise<void> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const api = endpoint.defaults({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    headers: { authorization: "token <ACCESS_TOKEN>" },
  });

  const [url, init] = toFetch(
    api("PATCH /repos/{owner}/{repo}/issues/{issue_number}", { owner: "octokit", repo: "endpoint.js", issue_number: 1, state: "closed" }),
  );
  const response = await fetch(url, init);
  console.log(`client got: ${response.status} ${await response.text()}`);
  server.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
  server.close();
});
