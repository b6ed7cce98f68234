import { expect } from "chai";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { createEndpoint, toCurl, toFetch, type Endpoint, type RequestOptions } from "../../lib";
import { LoopbackServer, type Received } from "../helpers/loopback-server";
import { requireProgram } from "../helpers/require-program";

const run = promisify(execFile);

describe("toCurl sends exactly the request, run by sh against a server recording what arrives", function () {
  this.timeout(60_000);
  requireProgram("curl");
  const server = new LoopbackServer();
  let baseUrl: string;
  let api: Endpoint;
  let home: string;

  before(async () => {
    baseUrl = await server.start();
    api = createEndpoint({ defaults: { baseUrl } });
    // A .curlrc that would add a header and a user-agent: -q must keep curl from reading it.
    home = mkdtempSync(join(tmpdir(), "rob-curl-home-"));
    writeFileSync(join(home, ".curlrc"), 'header = "X-From-Curlrc: yes"\nuser-agent = "from-curlrc"\n');
    writeFileSync(join(home, "secret.txt"), "THE SECRET FILE");
  });
  after(async () => {
    await server.stop();
    if (home !== undefined) rmSync(home, { recursive: true, force: true });
  });

  // The command saved to a file and run by sh, as a pasted or saved command runs: no argument
  // of the shell itself holds the body, so only the command's own limits count.
  async function sendWithCurl(options: RequestOptions): Promise<Received> {
    const script = join(home, "request.sh");
    writeFileSync(script, toCurl(options) + "\n");
    await run("sh", [script], { cwd: home, env: { ...process.env, HOME: home }, maxBuffer: 16 * 1024 * 1024 });
    return server.last();
  }

  it("a body that starts with @ is sent as it is, not as the file it names", async () => {
    for (const data of ["@secret.txt", "@/etc/passwd", "@-", "<secret.txt"]) {
      const received = await sendWithCurl(api("POST /markdown/raw", { data, headers: { "content-type": "text/plain" } }));
      expect(received.body.toString("utf8")).to.equal(data);
    }
    const json = await sendWithCurl(api("POST /x", { text: "@secret.txt" }));
    expect(json.body.toString("utf8")).to.equal('{"text":"@secret.txt"}');
  });

  it("a HEAD ends when the answer's headers do, though they give the length of a body not sent", async () => {
    // A server answers HEAD with the content-length a GET would have (as HTTP asks); a curl told
    // only the method (-X HEAD) waits for that body and fails when the server closes.
    const lengthServer = createServer((request, response) => {
      response.writeHead(200, { "content-length": "10", "x-method": request.method ?? "" });
      response.end(request.method === "HEAD" ? undefined : "0123456789");
    });
    await new Promise<void>((resolve) => lengthServer.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = lengthServer.address() as AddressInfo;
      const command = toCurl(createEndpoint({ defaults: { baseUrl: `http://127.0.0.1:${port}` } })("HEAD /x"));
      const { stdout } = await run("sh", ["-c", command], { cwd: home, env: { ...process.env, HOME: home }, timeout: 30_000 });
      expect(stdout).to.match(/^x-method: HEAD\r?$/im);
    } finally {
      lengthServer.closeAllConnections();
      await new Promise((resolve) => lengthServer.close(resolve));
    }
  });

  it("a body of several MiB arrives byte for byte (text and binary)", async () => {
    // No control character in it: the old command put such text on curl's command line (E2BIG).
    const text = "text with 'quotes' and $dollars and `ticks`. ".repeat(48_000); // 2 MiB
    const received = await sendWithCurl(api("POST /upload", { data: text, headers: { "content-type": "text/plain" } }));
    expect(received.body.length).to.equal(Buffer.byteLength(text));
    expect(received.body.equals(Buffer.from(text))).to.equal(true);
    // fetch sends such a body at once; curl would first ask with Expect: 100-continue.
    expect(received.headers.expect).to.equal(undefined);
    const bytes = new Uint8Array(1024 * 1024).map((_, i) => (i * 7919) % 256);
    const binary = await sendWithCurl(api("POST /upload", { data: bytes, headers: { "content-type": "application/octet-stream" } }));
    expect(binary.body.equals(Buffer.from(bytes))).to.equal(true);
  });

  it("text with a byte-order mark, NUL and control characters arrives byte for byte", async () => {
    const data = "\uFEFFa\u0000b\r\nc\u001b[0m%s%d\\n";
    const received = await sendWithCurl(api("POST /x", { data, headers: { "content-type": "text/plain" } }));
    expect(received.body.equals(Buffer.from(data, "utf8"))).to.equal(true);
  });

  it("curl adds no Accept, User-Agent or Content-Type the request does not have, and reads no .curlrc", async () => {
    const bare = await sendWithCurl(api("PUT /x", { headers: { accept: undefined, "user-agent": undefined } }));
    const names = bare.rawHeaders.map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
    expect(names).not.to.include.members(["accept"]);
    expect(names).not.to.include("user-agent");
    expect(names).not.to.include("content-type");
    expect(names).not.to.include("expect");
    expect(names).not.to.include("x-from-curlrc");
    expect(names.sort()).to.deep.equal(["content-length", "host"]);
  });

  it("a header whose value is empty or only whitespace still arrives", async () => {
    const received = await sendWithCurl(api("GET /x", { headers: { "x-empty": "", "x-blank": "   ", "x-tab": "\t" } }));
    expect(received.headers).to.include({ "x-empty": "", "x-blank": "", "x-tab": "" });
  });

  describe("toFetch and toCurl send the same request for the same options", () => {
    const sameRequest: [string, (api: Endpoint) => RequestOptions][] = [
      ["a URLSearchParams body", (a) => a("POST /form", { data: new URLSearchParams({ a: "1", b: "x y" }) })],
      [
        "a URLSearchParams body with its own content type",
        (a) => a("POST /form", { data: new URLSearchParams({ a: "1" }), headers: { "content-type": "application/x-www-form-urlencoded" } }),
      ],
      ["an empty PUT", (a) => a("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" })],
      ["an empty PATCH without a user-agent", (a) => a("PATCH /x", { headers: { "user-agent": undefined } })],
      ["a JSON body", (a) => a("PATCH /user", { name: "Mona", tags: ["a"] })],
      ["a text body", (a) => a("POST /markdown/raw", { data: "# hi", headers: { "content-type": "text/plain" } })],
      [
        "a binary body",
        (a) => a("POST /bin", { data: new Uint8Array([0, 1, 255]), headers: { "content-type": "application/octet-stream" } }),
      ],
      ["a HEAD", (a) => a("HEAD /x{?q}", { q: "a b" })],
    ];
    // What the request itself decides; fetch and curl each add transport headers of their own.
    const compared = ["content-type", "content-length", "accept", "user-agent", "authorization"];
    const view = (received: Received) => ({
      method: received.method,
      url: received.url,
      body: received.body.toString("hex"),
      headers: Object.fromEntries(
        compared.filter((name) => received.headers[name] !== undefined).map((name) => [name, received.headers[name]]),
      ),
    });

    for (const [name, make] of sameRequest) {
      it(name, async () => {
        const options = make(api);
        const [url, init] = toFetch(options);
        // fetch adds its own accept and user-agent when the request has none: compare those only when set.
        await fetch(url, init);
        const viaFetch = view(server.last());
        const viaCurl = view(await sendWithCurl(options));
        for (const header of ["accept", "user-agent"]) {
          if (options.headers[header] === undefined) {
            delete viaFetch.headers[header];
            delete viaCurl.headers[header];
          }
        }
        expect(viaCurl).to.deep.equal(viaFetch);
      });
    }
  });
});
