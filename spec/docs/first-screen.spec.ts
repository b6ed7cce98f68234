import { expect } from "chai";
import { execFile } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { consumerProject, ROOT } from "../helpers/packed-package";
import { LoopbackServer } from "../helpers/loopback-server";

const run = promisify(execFile);

// The README's first screen, as a new user follows it: `npm install request-options-builder` (the
// packed package, in a fresh folder), then the first example saved as app.mjs and run. There is
// no network here, so a preloaded module sends fetch's requests for api.github.com to a local
// server instead; the example itself runs as written.
describe("the README's first screen takes a new user to a request a server receives", function () {
  this.timeout(240_000);
  const server = new LoopbackServer();
  let project: string;

  before(() => {
    project = consumerProject("first-screen");
  });
  after(async () => {
    rmSync(project, { recursive: true, force: true });
  });

  it("installs, builds the request, sends it with fetch", async () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const firstScreen = readme.slice(0, readme.indexOf("\n## "));
    expect(firstScreen).to.include("npm install request-options-builder");
    const example = /```js\n([\s\S]*?)```/.exec(firstScreen)?.[1];
    expect(example, "a js example on the first screen").to.be.a("string");
    writeFileSync(join(project, "app.mjs"), example as string);

    const origin = await server.start();
    writeFileSync(
      join(project, "local-github.mjs"),
      `const send = globalThis.fetch;\nglobalThis.fetch = (url, ` +
        `init) => send(String(url).replace("https://api.github.com", ${JSON.stringify(origin)}), init);\n`,
    );
    try {
      const { stdout } = await run(process.execPath, ["--import", "./local-github.mjs", "app.mjs"], { cwd: project });
      expect(stdout.trim()).to.equal("get https://api.github.com/repos/octokit/endpoint.js/issues?state=open&per_page=2 204");
      const received = server.last();
      expect(received.method).to.equal("GET");
      expect(received.url).to.equal("/repos/octokit/endpoint.js/issues?state=open&per_page=2");
      expect(received.headers.accept).to.equal("application/vnd.github.v3+json");
      expect(received.headers["user-agent"]).to.match(/^request-options-builder\/\d+\.\d+\.\d+/);
    } finally {
      await server.stop();
    }
  });
});
