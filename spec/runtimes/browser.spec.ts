import { expect } from "chai";
import { copyFileSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Browser } from "puppeteer-core";
import { launchChromium } from "../helpers/chromium";
import { consumerProject, ROOT, sh } from "../helpers/packed-package";

describe("a real browser: the bundle in headless Chromium sends a request with fetch", function () {
  this.timeout(240_000);
  let project: string;
  let server: Server;
  let browser: Browser;
  const received: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];

  before(async function () {
    browser = await launchChromium(this);
    project = consumerProject("browser");
    copyFileSync(join(__dirname, "fixtures/browser-app.mjs"), join(project, "app.mjs"));
    sh(
      join(ROOT, "node_modules/.bin/esbuild"),
      ["app.mjs", "--bundle", "--platform=browser", "--format=esm", "--outfile=out/app.js", "--log-level=warning"],
      project,
    );
    const bundle = readFileSync(join(project, "out/app.js"));
    // The page and the bundle come from the server the request goes to: one origin, no CORS.
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        if (request.method === "GET" && request.url === "/") {
          response.writeHead(200, { "content-type": "text/html" }).end('<!doctype html><script type="module" src="/app.js"></script>');
        } else if (request.method === "GET" && request.url === "/app.js") {
          response.writeHead(200, { "content-type": "text/javascript" }).end(bundle);
        } else if (request.method === "GET") {
          response.writeHead(404).end();
        } else {
          received.push({
            method: request.method ?? "",
            url: request.url ?? "",
            headers: request.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          });
          response.writeHead(200, { "content-type": "application/json" }).end("{}");
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });

  after(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it("PATCH arrives with its method, path, headers and body as the server receives them", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction("window.__result !== undefined", { timeout: 30_000 });
    expect(errors).to.deep.equal([]);
    expect(await page.evaluate("window.__result")).to.deep.equal({ status: 200, method: "patch" });
    expect(received).to.have.length(1);
    const [request] = received;
    expect(request.method).to.equal("PATCH");
    expect(request.url).to.equal("/x/42");
    expect(request.headers).to.include({
      accept: "application/vnd.github.v3+json",
      authorization: "token SECRET",
      "x-trace": "on",
      "content-type": "application/json; charset=utf-8",
    });
    expect(request.body).to.equal('{"name":"Mona","tags":["a","b"]}');
    // The browser's own user-agent: a page cannot set one.
    expect(request.headers["user-agent"]).to.match(/Chrome/);
  });
});
