import { expect } from "chai";
import { execFile, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { runCli, USAGE, type CliInput } from "../../lib/cli/main";
import { LoopbackServer, type Received } from "../helpers/loopback-server";
import { requireProgram } from "../helpers/require-program";

const run = promisify(execFile);

// Every request item form, sent: the CLI prints a curl command (--curl), sh runs it, and a local
// server records what arrives.
describe("command line tool: HTTPie's request items, each sent to a server", function () {
  this.timeout(60_000);
  const server = new LoopbackServer();
  let baseUrl: string;
  let folder: string;

  before(async () => {
    baseUrl = await server.start();
    folder = mkdtempSync(join(tmpdir(), "rob-cli-items-"));
    writeFileSync(join(folder, "notes.md"), "# Notes\nline two\n");
    writeFileSync(join(folder, "settings.json"), '{"draft": true, "labels": ["a", "b"]}');
    writeFileSync(join(folder, "upload.bin"), Buffer.from([0, 1, 2, 254, 255]));
  });
  after(async () => {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  const readFile = (path: string): Uint8Array => readFileSync(join(folder, path));

  function cli(argv: string[], input: CliInput = {}): { code: number; stdout: string; stderr: string } {
    let stdout = "";
    let stderr = "";
    const code = runCli(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) }, { readFile, ...input });
    return { code, stdout, stderr };
  }

  async function send(argv: string[], input: CliInput = {}): Promise<Received> {
    const { code, stdout, stderr } = cli(["--curl", "--base-url", baseUrl, ...argv], input);
    expect({ code, stderr }).to.deep.equal({ code: 0, stderr: "" });
    writeFileSync(join(folder, "request.sh"), stdout);
    await run("sh", [join(folder, "request.sh")], { cwd: folder });
    return server.last();
  }

  it("Header:value sends a header", async function () {
    requireProgram("curl", this);
    const received = await send(["GET /x", "X-Trace:on", "Authorization:token T"]);
    expect(received.headers).to.include({ "x-trace": "on", authorization: "token T" });
  });

  it("name==value sends a query parameter, repeated names repeat, beside a body too", async function () {
    requireProgram("curl", this);
    expect((await send(["GET /search", "q==is:open", "labels==bug", "labels==ui"])).url).to.equal(
      "/search?q=is%3Aopen&labels=bug&labels=ui",
    );
    const post = await send(["POST /repos/{owner}/issues", "owner=octo", "state==open", "title=Bug"]);
    expect(post.url).to.equal("/repos/octo/issues?state=open");
    expect(post.body.toString()).to.equal('{"title":"Bug"}');
    // A name a URL template cannot hold as it is (a~b, a-b: RFC 6570's variable names have no "-")
    // is written percent-encoded; servers decode it.
    const odd = await send(["GET /x{?page}", "page:=2", "a~b==c d", "a-b==e"]);
    expect(odd.url).to.equal("/x?page=2&a%7Eb=c%20d&a%2Db=e");
    expect(new URL(odd.url, baseUrl).searchParams.get("a~b")).to.equal("c d");
    expect(new URL(odd.url, baseUrl).searchParams.get("a-b")).to.equal("e");
  });

  it("name=value and name:=json send parameters", async function () {
    requireProgram("curl", this);
    const received = await send(["POST /x", "title=Found a bug", "count:=2", 'tags:=["a"]']);
    expect(received.body.toString()).to.equal('{"title":"Found a bug","count":2,"tags":["a"]}');
  });

  it("name=@file sends a file's text, name:=@file a file's JSON", async function () {
    requireProgram("curl", this);
    const received = await send(["POST /x", "body=@notes.md", "settings:=@settings.json"]);
    expect(JSON.parse(received.body.toString())).to.deep.equal({
      body: "# Notes\nline two\n",
      settings: { draft: true, labels: ["a", "b"] },
    });
  });

  it("@file sends the whole body, byte for byte", async function () {
    requireProgram("curl", this);
    const received = await send(["POST /upload", "@upload.bin", "Content-Type:application/octet-stream"]);
    expect([...received.body]).to.deep.equal([0, 1, 2, 254, 255]);
    expect(received.headers["content-type"]).to.equal("application/octet-stream");
  });

  it("prints a body of bytes as base64 in its JSON, and a body of UTF-8 text as the text", () => {
    const bytes = cli(["POST /upload", "@upload.bin", "content-type:application/octet-stream"]);
    expect(JSON.parse(bytes.stdout).body).to.deep.equal({ base64: "AAEC/v8=" });
    expect(JSON.parse(cli(["POST /markdown/raw", "@notes.md"]).stdout).body).to.equal("# Notes\nline two\n");
  });

  it("a body piped to standard input is the request body; --ignore-stdin ignores it", async function () {
    requireProgram("curl", this);
    const stdin = () => new TextEncoder().encode("# piped\n");
    const received = await send(["POST /markdown/raw", "Content-Type:text/plain"], { readStdin: stdin });
    expect(received.body.toString()).to.equal("# piped\n");
    const ignored = await send(["--ignore-stdin", "PUT /x"], { readStdin: stdin });
    expect(ignored.body.toString()).to.equal("");
  });

  it("a backslash makes a separator part of a name", async function () {
    requireProgram("curl", this);
    const received = await send(["POST /x", "a\\=b=c", "d\\:e:=1", "q\\==x"]);
    expect(received.body.toString()).to.equal('{"a=b":"c","d:e":1,"q=":"x"}');
  });

  it("refuses unknown and ambiguous items with one line and exit code 1", () => {
    const refused: [string[], CliInput, string][] = [
      [["GET /x", "plain"], {}, "none of"],
      [["POST /x", "file@upload.bin"], {}, "form file field"],
      [["POST /x", "@upload.bin", "@notes.md"], {}, "second body"],
      [["POST /x", "@missing.txt"], {}, "cannot be read"],
      [["POST /x", "text=@upload.bin"], {}, "not UTF-8"],
      [["POST /x", "a=1", "a:=2"], {}, "second time"],
      [["POST /x", "@notes.md"], { readStdin: () => new TextEncoder().encode("x") }, "given twice"],
      [["POST /x", "data=x", "@notes.md"], {}, "given twice"],
      [["POST /x", "@notes.md", "title=t"], {}, "ERR_INVALID_PARAMETER"],
      // A body on a method that sends none became ?data=... (an outside review's `while read` loop).
      [["GET /users/{u}", "u=octocat"], { readStdin: () => new TextEncoder().encode("mona\n") }, "GET sends no body"],
      [["HEAD /x", "@notes.md"], {}, "HEAD sends no body"],
      // A second URL by mistake would be the header "https: //evil.example/x".
      [["GET /x", "https://evil.example/x"], {}, "is a URL"],
      [["GET", "http://localhost:3000/x", "HTTP://other.example"], {}, "is a URL"],
    ];
    for (const [argv, input, message] of refused) {
      const { code, stdout, stderr } = cli(argv, input);
      expect(code, argv.join(" ")).to.equal(1);
      expect(stdout).to.equal("");
      expect(stderr, argv.join(" ")).to.match(/^request-options-builder: [^\n]+ \(ERR_[A-Z_]+\)\n$/);
      expect(stderr, argv.join(" ")).to.include(message);
    }
  });

  it("--help lists every item form with an example", () => {
    for (const form of [
      "Header:value",
      "name==value",
      "name=value",
      "name:=json",
      "name=@file",
      "name:=@file",
      "@file",
      "--ignore-stdin",
    ]) {
      expect(USAGE).to.include(form);
    }
  });

  it("reads a body a Node parent writes to its socket before the tool starts (execFileSync's input, spawn then end)", async function () {
    this.timeout(180_000); // two starts of the tool through ts-node
    // Node connects a child's standard input with a socket, not a pipe: such a body was dropped.
    const cliFile = join(__dirname, "../../lib/cli/main.ts");
    const argv = [require.resolve("ts-node/dist/bin.js"), "--transpile-only", cliFile, "POST /markdown/raw", "content-type:text/plain"];
    const given = execFileSync(process.execPath, argv, { input: "# Hello body", timeout: 30_000 });
    expect(JSON.parse(String(given)).body).to.equal("# Hello body");
    const child = spawn(process.execPath, argv);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stdin.end(Buffer.alloc(300_000, "x")); // more than a socket holds at once: read to its end
    await new Promise((resolve) => child.on("close", resolve));
    expect(JSON.parse(output).body).to.have.length(300_000);
  });

  it("reads a body piped to the real process, and does not wait on a pipe nobody writes to", async function () {
    // Two starts of the tool through ts-node: on a loaded machine each took up to 17 s.
    this.timeout(180_000);
    const cliFile = join(__dirname, "../../lib/cli/main.ts");
    const tsNode = require.resolve("ts-node/dist/bin.js");
    const started = Date.now();
    const piped = await run("sh", [
      "-c",
      `printf 'from a pipe' | "${process.execPath}" "${tsNode}" --transpile-only "${cliFile}" "POST /x" Content-Type:text/plain`,
    ]);
    expect(JSON.parse(piped.stdout).body).to.equal("from a pipe");
    // execFile leaves the child's standard input open and silent: the tool must not wait for it.
    // A tool that waited would never end; the bound is what a start took here, four times over.
    const bound = Math.max(30_000, 4 * (Date.now() - started));
    const silent = await run(process.execPath, [tsNode, "--transpile-only", cliFile, "PUT /x"], { timeout: bound });
    expect(JSON.parse(silent.stdout).body).to.equal("");
  });
});
