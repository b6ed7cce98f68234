import { expect } from "chai";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { LoopbackServer } from "../helpers/loopback-server";
import { packedTarball, ROOT, sh } from "../helpers/packed-package";
import { requireProgram } from "../helpers/require-program";

const run = promisify(execFile);
const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const firstScreen = readme.slice(0, readme.indexOf("\n## "));
const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { name: string; version: string };
const blocks = (lang: string) => [...firstScreen.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((match) => match[1]);

// The README's first screen, as a new user follows it before the first release: clone, install,
// `npm pack`, then `npm install` of the tarball into the application's folder, and the first
// example saved as app.mjs and run. There is no network here: the clone is of this repository,
// and a preloaded module sends fetch's requests for api.github.com to a local server instead;
// the install command and the example run as written.
describe("the README's first screen takes a new user to a request a server receives", function () {
  this.timeout(240_000);
  const server = new LoopbackServer();
  const folders: string[] = [];
  const folder = (prefix: string) => {
    const made = mkdtempSync(join(tmpdir(), `rob-${prefix}-`));
    folders.push(made);
    return made;
  };
  after(async () => {
    await server.stop();
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  it("shows the registry install for once it is released, and the clone, pack and tarball install until then", () => {
    const commands = blocks("sh").join("").trim().split("\n");
    expect(commands[0]).to.equal("npm install request-options-builder");
    const fromClone = commands.slice(1).map((line) => line.replace(/\s+#.*$/, ""));
    expect(fromClone).to.have.length(6);
    expect(fromClone[0]).to.match(/^git clone https:\/\/\S+\/request-options-builder\.git$/);
    expect(fromClone.slice(1, 4)).to.deep.equal(["cd request-options-builder", "npm install", "npm pack"]);
    expect(fromClone[4]).to.match(/^cd \S+$/);
    // The tarball npm pack writes: its name follows the version, so a release must update it here.
    expect(fromClone[5]).to.equal(`npm install /path/to/request-options-builder/${manifest.name}-${manifest.version}.tgz`);
  });

  it("the clone holds what npm pack needs to build the package", function () {
    requireProgram("git", this);
    const clone = join(folder("first-screen-clone"), "request-options-builder");
    sh("git", ["clone", "--quiet", "--depth", "1", `file://${ROOT}`, clone], ROOT);
    const cloned = JSON.parse(readFileSync(join(clone, "package.json"), "utf8")) as Record<string, unknown>;
    expect(cloned).to.deep.include({ name: manifest.name, version: manifest.version });
    expect(cloned.scripts).to.have.property("prepack", "npm run build");
  });

  it("installs the tarball with the README's command, builds the request, sends it with fetch", async () => {
    // The README's command, the path of this run's `npm pack` in place of /path/to/...
    const install = blocks("sh").join("").trim().split("\n").at(-1) as string;
    const app = folder("first-screen");
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "your-app", private: true }));
    const command = install.replace(/\/path\/to\/\S+\.tgz$/, packedTarball());
    expect(command).not.to.equal(install);
    sh("sh", ["-c", `${command} --no-audit --no-fund --prefer-offline`], app);

    const example = blocks("js")[0];
    expect(example, "a js example on the first screen").to.be.a("string");
    writeFileSync(join(app, "app.mjs"), example);
    const origin = await server.start();
    writeFileSync(
      join(app, "local-github.mjs"),
      `const send = globalThis.fetch;\nglobalThis.fetch = (url, ` +
        `init) => send(String(url).replace("https://api.github.com", ${JSON.stringify(origin)}), init);\n`,
    );
    const { stdout } = await run(process.execPath, ["--import", "./local-github.mjs", "app.mjs"], { cwd: app });
    expect(stdout.trim()).to.equal("get https://api.github.com/repos/octokit/endpoint.js/issues?state=open&per_page=2 204");
    // What the README says it prints, GitHub's 200 where the local server answers 204.
    const shown = /It prints `([^`]+)`/.exec(firstScreen)?.[1];
    expect(shown?.replace(/ 200$/, " 204")).to.equal(stdout.trim());
    const received = server.last();
    expect(received.method).to.equal("GET");
    expect(received.url).to.equal("/repos/octokit/endpoint.js/issues?state=open&per_page=2");
    expect(received.headers.accept).to.equal("application/vnd.github.v3+json");
    expect(received.headers["user-agent"]).to.match(/^request-options-builder\/\d+\.\d+\.\d+/);
  });
});
