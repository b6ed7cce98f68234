import { expect } from "chai";
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { createEndpoint, InvalidOptionsError, InvalidParameterError, toCurl, toFetch, type Endpoint, type RequestOptions } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";
import { LoopbackServer } from "../helpers/loopback-server";
import { requireProgram } from "../helpers/require-program";

const run = promisify(execFile);

const BINARY = new Uint8Array(Array.from({ length: 256 }, (_, i) => i));
const NASTY = `$(touch MARKER) \`touch MARKER\` '"; touch MARKER; echo " \\ | & > < * ? [x] {a,b} ~ # % !`;
// encodeURIComponent, and also !'()* in %XX form, as RFC 6570 expansion writes them.
const strictlyEncoded = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());

interface Case {
  name: string;
  make: (api: Endpoint) => RequestOptions;
  method: string;
  path: string;
  body: Uint8Array | string;
  headers?: Record<string, string>;
}

const CASES: Case[] = [
  {
    name: "GET with a query",
    make: (api) => api("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", labels: ["bug", "ui"], per_page: 2 }),
    method: "GET",
    path: "/repos/o/r/issues?labels=bug,ui&per_page=2",
    body: "",
  },
  { name: "HEAD", make: (api) => api("HEAD /x"), method: "HEAD", path: "/x", body: "" },
  {
    name: "POST JSON",
    make: (api) => api("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "It's a bug", labels: ["bug"] }),
    method: "POST",
    path: "/repos/o/r/issues",
    body: '{"title":"It\'s a bug","labels":["bug"]}',
    headers: { "content-type": "application/json; charset=utf-8" },
  },
  {
    name: "PATCH JSON (uppercase on the wire)",
    make: (api) => api("PATCH /user", { name: "Mona" }),
    method: "PATCH",
    path: "/user",
    body: '{"name":"Mona"}',
  },
  {
    name: "PUT without a body",
    make: (api) => api("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }),
    method: "PUT",
    path: "/user/starred/o/r",
    body: "",
    headers: { "content-length": "0" },
  },
  {
    name: "DELETE",
    make: (api) => api("DELETE /repos/{owner}/{repo}", { owner: "o", repo: "r" }),
    method: "DELETE",
    path: "/repos/o/r",
    body: "",
  },
  {
    name: "a raw text upload",
    make: (api) => api("POST /markdown/raw", { data: "# Hello\nworld\n", headers: { "content-type": "text/plain" } }),
    method: "POST",
    path: "/markdown/raw",
    body: "# Hello\nworld\n",
    headers: { "content-type": "text/plain" },
  },
  {
    name: "a binary upload",
    make: (api) =>
      api("POST /upload{?name}", { name: "all bytes.bin", data: BINARY, headers: { "content-type": "application/octet-stream" } }),
    method: "POST",
    path: "/upload?name=all%20bytes.bin",
    body: BINARY,
    headers: { "content-type": "application/octet-stream" },
  },
  {
    name: "values full of shell metacharacters",
    make: (api) =>
      api("POST /x/{id}{?q}", { id: NASTY, q: NASTY, data: NASTY, headers: { "x-nasty": NASTY, "content-type": "text/plain" } }),
    method: "POST",
    path: `/x/${strictlyEncoded(NASTY)}?q=${strictlyEncoded(NASTY)}`,
    body: NASTY,
    headers: { "x-nasty": NASTY },
  },
];

describe("adapters send exactly the request to a real server", function () {
  this.timeout(20_000);
  const server = new LoopbackServer();
  let api: Endpoint;
  let workDirectory: string;

  before(async () => {
    api = createEndpoint({ defaults: { baseUrl: await server.start(), headers: { authorization: "token secret" } } });
    workDirectory = mkdtempSync(join(tmpdir(), "rob-curl-"));
  });
  after(async () => {
    await server.stop();
    rmSync(workDirectory, { recursive: true, force: true });
  });

  function expectReceived(testCase: Case): void {
    const received = server.last();
    expect(received.method).to.equal(testCase.method);
    expect(received.url).to.equal(testCase.path);
    expect(received.headers.authorization).to.equal("token secret");
    expect(received.headers["user-agent"]).to.match(/^request-options-builder\//);
    for (const [name, value] of Object.entries(testCase.headers ?? {})) expect(received.headers[name], name).to.equal(value);
    const expected = typeof testCase.body === "string" ? Buffer.from(testCase.body, "utf8") : Buffer.from(testCase.body);
    expect(received.body.equals(expected), `body ${received.body.toString("hex")}`).to.equal(true);
  }

  for (const testCase of CASES) {
    it(`fetch: ${testCase.name}`, async () => {
      const [url, init] = toFetch(testCase.make(api));
      const response = await fetch(url, init);
      expect(response.status).to.equal(204);
      expectReceived(testCase);
    });

    it(`curl: ${testCase.name}`, async function () {
      requireProgram("curl", this);
      const command = toCurl(testCase.make(api));
      await run("sh", ["-c", command], { cwd: workDirectory });
      expectReceived(testCase);
      expect(existsSync(join(workDirectory, "MARKER")), "a value ran a command").to.equal(false);
    });
  }

  it("toFetch uppercases the method, serialises JSON and passes the signal on", () => {
    const controller = new AbortController();
    const [url, init] = toFetch(api("PATCH /user", { name: "Mona", request: { signal: controller.signal } }));
    expect(url).to.match(/\/user$/);
    expect(init).to.include({ method: "PATCH", body: '{"name":"Mona"}', signal: controller.signal });
  });

  it("toFetch passes bytes, Blob, FormData and streams as they are; URLSearchParams as form text", () => {
    for (const data of [BINARY, new Blob(["x"]), new FormData(), new ReadableStream()]) {
      const [, init] = toFetch(api("POST /x", { data }));
      expect(init.body).to.equal(data);
    }
    const [, bufferInit] = toFetch(api("POST /x", { data: BINARY.buffer }));
    expect((bufferInit.body as Uint8Array).buffer).to.equal(BINARY.buffer);
    // As text with the form content type, so that toCurl can send the very same request.
    const [, formText] = toFetch(api("POST /x", { data: new URLSearchParams("a=1&b=2") }));
    expect(formText.body).to.equal("a=1&b=2");
    expect(formText.headers).to.include({ "content-type": "application/x-www-form-urlencoded;charset=UTF-8" });
    const [, formInit] = toFetch(api("POST /x", { data: new FormData() }));
    expect(formInit.headers).not.to.have.property("content-type");
    const [, streamInit] = toFetch(api("POST /x", { data: new ReadableStream() }));
    expect(streamInit.duplex).to.equal("half");
  });

  // fetch writes a Blob's own type only when no content-type is given: the JSON default the
  // library adds to every body would have named a PNG JSON (found by an outside review).
  it("toFetch sends a Blob with its own type, not the JSON default; a content-type given for it stays", async () => {
    const sent = async (data: Blob, headers?: Record<string, string>) => {
      await fetch(...toFetch(api("POST /upload", { data, headers })));
      return server.last().headers["content-type"];
    };
    expect(await sent(new Blob(["x"], { type: "image/png" }))).to.equal("image/png");
    expect(await sent(new Blob(["x"]))).to.equal(undefined);
    expect(await sent(new Blob(["x"], { type: "image/png" }), { "content-type": "image/webp" })).to.equal("image/webp");
    expect(server.last().body.toString()).to.equal("x");
  });

  it("both adapters refuse a body on GET or HEAD, which fetch cannot send (it throws a plain TypeError)", () => {
    for (const method of ["get", "HEAD"]) {
      const options = { method, url: "https://api.github.com/x", headers: {}, body: { q: 1 } } as unknown as RequestOptions;
      expectEndpointError(() => toFetch(options), InvalidOptionsError, "ERR_INVALID_OPTIONS", "cannot carry a body");
      expectEndpointError(() => toCurl(options), InvalidOptionsError, "ERR_INVALID_OPTIONS", "cannot carry a body");
    }
    // OPTIONS and DELETE may carry one.
    const deleted = toFetch({ method: "delete", url: "https://api.github.com/x", headers: {}, body: "x" } as RequestOptions);
    expect(deleted[1].body).to.deep.equal(new TextEncoder().encode("x"));
  });

  // Found by an outside review: the merge took any object as `request` ("must be an object"), the
  // adapters only a plain one ("must be a plain object"): two rules for one option.
  it("both adapters check the request option by the core's rule, with its message", () => {
    const api = createEndpoint();
    const url = "https://api.github.com/x";
    for (const request of [1, "r", [], null]) {
      const core = expectEndpointError(() => api("GET /x", { request } as never), InvalidOptionsError, "ERR_INVALID_OPTIONS");
      const options = { method: "GET", url, headers: {}, request } as unknown as RequestOptions;
      for (const adapter of [toFetch, toCurl]) {
        expect(expectEndpointError(() => adapter(options), InvalidOptionsError, "ERR_INVALID_OPTIONS").message).to.equal(core.message);
      }
    }
    // The client's own settings in an object of its own class: endpoint() takes them, so the adapters do.
    class Settings {
      readonly signal = new AbortController().signal;
    }
    const request = new Settings();
    expect(api("GET /x", { request: request as never }).request).to.deep.include({ signal: request.signal });
    const options = { method: "GET", url, headers: {}, request } as unknown as RequestOptions;
    expect(toFetch(options)[1].signal).to.equal(request.signal);
    expect(toCurl(options)).to.include(url);
  });

  // Found by an outside review: a getter's own error was reported as "a cycle or a BigInt", without a cause.
  it("both adapters report a body that cannot be read as InvalidOptionsError with its cause; a cycle and a BigInt as such", () => {
    const boom = new Error("boom");
    const unreadable = {
      method: "post",
      url: "https://api.github.com/x",
      headers: {},
      body: {
        get a() {
          throw boom;
        },
      },
    };
    for (const adapter of [toFetch, toCurl] as ((options: RequestOptions) => unknown)[]) {
      const error = expectEndpointError(
        () => adapter(unreadable as unknown as RequestOptions),
        InvalidOptionsError,
        "ERR_INVALID_OPTIONS",
        "boom",
      );
      expect(error.cause).to.equal(boom);
      const cyclic: Record<string, unknown> = { a: 1 };
      cyclic.self = { back: cyclic };
      const withBody = (body: unknown) => ({ ...unreadable, body }) as unknown as RequestOptions;
      expectEndpointError(() => adapter(withBody(cyclic)), InvalidParameterError, "ERR_INVALID_PARAMETER", "holds a cycle");
      expectEndpointError(() => adapter(withBody({ n: 1n })), InvalidParameterError, "ERR_INVALID_PARAMETER", 'at "n" is a BigInt');
    }
  });

  it("both adapters refuse a JSON body holding a function or symbol, which JSON would leave out", () => {
    for (const body of [{ a: { f: () => 1 } }, [Symbol("s")], () => 1]) {
      const options = { method: "post", url: "https://api.github.com/x", headers: {}, body } as unknown as RequestOptions;
      expectEndpointError(() => toFetch(options), InvalidParameterError, "ERR_INVALID_PARAMETER", "which JSON cannot carry");
      expectEndpointError(() => toCurl(options), InvalidParameterError, "ERR_INVALID_PARAMETER", "which JSON cannot carry");
    }
  });

  it("toCurl refuses a body it cannot write out", () => {
    expectEndpointError(() => toCurl(api("POST /x", { data: new Blob(["x"]) })), InvalidOptionsError, "ERR_INVALID_OPTIONS");
  });

  it("toCurl writes one line, every value single-quoted, the body through standard input", () => {
    const command = toCurl(api("POST /x", { title: "a'b" }));
    expect(command).not.to.include("\n");
    expect(command).to.match(/^printf '%s' '\{"title":"a'\\''b"\}' \| curl -q -sS -g -X 'POST' --url 'http:\/\/127\.0\.0\.1:\d+\/x' -H /);
    expect(command).to.match(/ --data-binary @-$/);
    // A text body may hold line breaks; the command stays one line all the same.
    for (const data of ["# Hi\nthere", "a\r\nb", "\n"]) {
      expect(toCurl(api("POST /markdown/raw", { data, headers: { "content-type": "text/plain" } }))).not.to.match(/[\r\n]/);
    }
  });
});
