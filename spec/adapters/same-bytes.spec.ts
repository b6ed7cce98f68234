import { expect } from "chai";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import {
  createEndpoint,
  EndpointError,
  InvalidHeaderError,
  InvalidOptionsError,
  InvalidUrlError,
  MissingUrlError,
  toCurl,
  toFetch,
  UnsupportedMethodError,
  type Endpoint,
  type RequestOptions,
} from "../../lib";
import { requireProgram } from "../helpers/require-program";
import { RawWireServer, type RawRequest } from "./raw-wire-server";

const run = promisify(execFile);

// What each client adds for the connection whatever the request: left out of the comparison.
const TRANSPORT = new Set(["connection", "accept-encoding", "accept-language", "sec-fetch-mode"]);

/** The request line, the header lines (names lowercased, values byte for byte), the body, and any second request. */
function wireView(request: RawRequest, options: Record<string, unknown>) {
  const own = (options.headers ?? {}) as Record<string, unknown>;
  const lines = request.headerLines
    .map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1)] as const;
    })
    // fetch adds its own accept and user-agent to a request without them; curl is told not to.
    .filter(([name]) => !TRANSPORT.has(name) && !((name === "accept" || name === "user-agent") && !(name in own)))
    // The one difference left is no difference in the field: an empty value is "name: " from
    // fetch and "name:" from curl (the space is optional whitespace, which HTTP parsing drops).
    .map(([name, value]) => `${name}:${value === " " ? "" : value}`)
    .sort();
  return {
    requestLine: request.requestLine,
    headers: lines,
    body: request.body.toString("hex"),
    trailing: request.trailing.toString("latin1"),
  };
}

type Outcome = { error: string; code: string; message: string } | { sent: true };

describe("toFetch and toCurl: the same bytes on the wire, or the same EndpointError (raw bytes from a net server)", function () {
  this.timeout(60_000);
  requireProgram("curl");
  const server = new RawWireServer();
  let base: string;
  let api: Endpoint;

  before(async () => {
    base = await server.start();
    api = createEndpoint({ defaults: { baseUrl: base, headers: { authorization: "token secret" } } });
  });
  after(() => server.stop());

  async function viaFetch(options: unknown): Promise<Outcome> {
    let args: ReturnType<typeof toFetch>;
    try {
      args = toFetch(options as RequestOptions);
    } catch (error) {
      return refusal(error);
    }
    const response = await fetch(...args);
    expect(response.status).to.equal(204);
    return { sent: true };
  }

  async function viaCurl(options: unknown): Promise<Outcome> {
    let command: string;
    try {
      command = toCurl(options as RequestOptions);
    } catch (error) {
      return refusal(error);
    }
    await run("sh", ["-c", command]);
    return { sent: true };
  }

  function refusal(error: unknown): Outcome {
    expect(error, String(error)).to.be.instanceOf(EndpointError);
    return { error: (error as EndpointError).name, code: (error as EndpointError).code, message: (error as EndpointError).message };
  }

  const sent: [string, () => Record<string, unknown>][] = [
    ["a GET with a query", () => api("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", labels: ["bug", "ui"] })],
    ["a query holding ' (WHATWG URL parsing writes %27, fetch sends that)", () => api("GET /search", { q: "it's", x: "a'b" })],
    ["a JSON POST", () => api("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Ünïcode ✓" })],
    ["an empty PUT", () => api("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" })],
    [
      "a lowercase patch",
      () => ({ method: "patch", url: `${base}/user`, headers: { "content-type": "application/json" }, body: { a: 1 } }),
    ],
    [
      "values with leading and trailing whitespace, whitespace only, empty, a tab inside",
      () => api("GET /x", { headers: { "x-pad": "  a b \t", "x-blank": "   ", "x-empty": "", "x-tab": "a\tb" } }),
    ],
    [
      "a number header and a matching content-length",
      () => api("POST /x", { data: "héllo", headers: { "content-type": "text/plain", "content-length": 6, "x-n": 42 } }),
    ],
    ["a zero content-length without a body", () => ({ method: "GET", url: `${base}/x`, headers: { "content-length": "0" } })],
    ["a URL not in its WHATWG form: a fragment, a bare origin", () => ({ method: "GET", url: `${base}/a?b=c'd#frag`, headers: {} })],
    ["a URL ending in an empty query", () => ({ method: "GET", url: `${base}/x?` })],
    ["an empty query before a fragment", () => ({ method: "GET", url: `${base}/x?#f` })],
    ["options without headers", () => ({ method: "DELETE", url: base })],
    ["a POST without a body", () => ({ method: "POST", url: `${base}/x`, headers: {} })],
    ["a PUT without a body", () => ({ method: "PUT", url: `${base}/x`, headers: {} })],
    ["a PATCH without a body", () => ({ method: "PATCH", url: `${base}/x`, headers: { "content-length": 0 } })],
    ["a PATCH with an empty body", () => ({ method: "PATCH", url: `${base}/x`, headers: {}, body: "" })],
    ["a URLSearchParams body", () => api("POST /form", { data: new URLSearchParams({ a: "1", b: "x y" }) })],
    ["bytes", () => api("POST /bin", { data: new Uint8Array([0, 13, 10, 255]), headers: { "content-type": "application/octet-stream" } })],
  ];

  async function sendBoth(options: Record<string, unknown>): Promise<ReturnType<typeof wireView>> {
    const first = server.count;
    expect(await viaFetch(options)).to.deep.equal({ sent: true });
    expect(await viaCurl(options)).to.deep.equal({ sent: true });
    expect(server.count, "one connection each").to.equal(first + 2);
    const fromFetch = wireView(await server.request(first), options);
    const fromCurl = wireView(await server.request(first + 1), options);
    expect(fromCurl).to.deep.equal(fromFetch);
    expect(fromFetch.trailing).to.equal("");
    return fromFetch;
  }

  for (const [name, make] of sent) {
    it(`sends the same bytes: ${name}`, async () => {
      await sendBoth(make());
    });
  }

  // fetch would label JSON text as text/plain, and curl send it without a type.
  const jsonWithoutType: [string, () => Record<string, unknown>][] = [
    ["built by hand", () => ({ method: "POST", url: `${base}/x`, headers: {}, body: { title: "t", n: [1, 2] } })],
    ["without headers", () => ({ method: "PUT", url: `${base}/x`, body: [{ a: null }] })],
    [
      "read back from JSON, its content-type left out",
      () => {
        const options = JSON.parse(JSON.stringify(api("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "x" })));
        delete options.headers["content-type"];
        return options as Record<string, unknown>;
      },
    ],
  ];
  for (const [name, make] of jsonWithoutType) {
    it(`sends a plain-object body without content-type as JSON from both: ${name}`, async () => {
      const options = make();
      const sentBytes = await sendBoth(options);
      expect(sentBytes.headers).to.include("content-type: application/json; charset=utf-8");
      expect(Buffer.from(sentBytes.body, "hex").toString()).to.equal(JSON.stringify(options.body));
    });
  }

  const hostile = JSON.parse('{"__proto__": "x"}') as Record<string, unknown>;
  const refused: [string, () => unknown, string][] = [
    ...[
      "host",
      "connection",
      "keep-alive",
      "transfer-encoding",
      "te",
      "trailer",
      "upgrade",
      "expect",
      "proxy-authorization",
      "Proxy-Connection",
    ].map((header): [string, () => unknown, string] => [
      `the connection header ${header}`,
      () => api("POST /x", { title: "t", headers: { [header]: header === "transfer-encoding" ? "chunked" : "x" } }),
      "ERR_INVALID_HEADER",
    ]),
    [
      "a content-length shorter than the body",
      () => api("POST /x", { data: "abcGET /smuggled HTTP/1.1\r\n\r\n", headers: { "content-type": "text/plain", "content-length": "3" } }),
      "ERR_INVALID_HEADER",
    ],
    [
      "a content-length longer than the body",
      () => api("POST /x", { data: "abc", headers: { "content-type": "text/plain", "content-length": 30 } }),
      "ERR_INVALID_HEADER",
    ],
    [
      "a content-length without a body",
      () => ({ method: "GET", url: `${base}/x`, headers: { "content-length": "5" } }),
      "ERR_INVALID_HEADER",
    ],
    [
      "a header named __proto__ (from JSON.parse), which fetch drops and curl sends",
      () => api("GET /x", { headers: JSON.parse('{"__proto__": "v"}') as Record<string, string> }),
      "ERR_INVALID_HEADER",
    ],
    ["a header value above U+007E (Latin-1)", () => api("GET /x", { headers: { "x-name": "José" } }), "ERR_INVALID_HEADER"],
    ["a header value above U+00FF", () => ({ method: "GET", url: `${base}/x`, headers: { "x-name": "€" } }), "ERR_INVALID_HEADER"],
    [
      "a CR/LF header value edited in after endpoint()",
      () => ({ ...api("GET /x"), headers: { "x-a": "1\r\nHost: evil" } }),
      "ERR_INVALID_HEADER",
    ],
    [
      "a header named twice in two letter cases",
      () => ({ method: "GET", url: `${base}/x`, headers: { Accept: "a", accept: "b" } }),
      "ERR_INVALID_HEADER",
    ],
    ["a header name that is no token", () => ({ method: "GET", url: `${base}/x`, headers: { "a b": "1" } }), "ERR_INVALID_HEADER"],
    ["headers that are no object", () => ({ method: "GET", url: `${base}/x`, headers: "accept: x" }), "ERR_INVALID_HEADER"],
    ["credentials in the URL", () => ({ method: "GET", url: base.replace("//", "//user:pw@"), headers: {} }), "ERR_INVALID_URL"],
    ["an empty userinfo", () => ({ method: "GET", url: base.replace("//", "//@"), headers: {} }), "ERR_INVALID_URL"],
    ["a file: URL", () => ({ method: "GET", url: "file:///etc/passwd", headers: {} }), "ERR_INVALID_URL"],
    ["an empty host", () => ({ method: "GET", url: "http:///127.0.0.1/x", headers: {} }), "ERR_INVALID_URL"],
    ["a URL with a space", () => ({ method: "GET", url: `${base}/a b`, headers: {} }), "ERR_INVALID_URL"],
    ["a dot segment", () => ({ method: "GET", url: `${base}/a/../admin`, headers: {} }), "ERR_INVALID_URL"],
    ["no url ({})", () => ({}), "ERR_MISSING_URL"],
    ["a url that is no string", () => ({ url: 42 }), "ERR_INVALID_OPTIONS"],
    ["an unsupported method", () => ({ method: "TRACE", url: base }), "ERR_UNSUPPORTED_METHOD"],
    ["a number as options", () => 42, "ERR_INVALID_OPTIONS"],
    ["null as options", () => null, "ERR_INVALID_OPTIONS"],
    ["a signal that is no AbortSignal", () => ({ method: "GET", url: base, request: { signal: "stop" } }), "ERR_INVALID_OPTIONS"],
    ["a cyclic body", () => ({ method: "POST", url: base, body: Object.assign(hostile, { self: hostile }) }), "ERR_INVALID_PARAMETER"],
    // fetch throws a plain TypeError for a view of shared memory, where curl would send it.
    ...(
      [
        ["a Uint8Array over a SharedArrayBuffer", (shared) => new Uint8Array(shared)],
        ["a Uint8Array over part of a SharedArrayBuffer", (shared) => new Uint8Array(shared, 1, 2)],
        ["an Int16Array over a SharedArrayBuffer", (shared) => new Int16Array(shared)],
        ["a DataView over a SharedArrayBuffer", (shared) => new DataView(shared)],
        ["a SharedArrayBuffer itself", (shared) => shared],
      ] as [string, (shared: SharedArrayBuffer) => unknown][]
    ).map(([kind, view]): [string, () => unknown, string] => [
      kind,
      () => ({
        method: "POST",
        url: `${base}/bin`,
        headers: { "content-type": "application/octet-stream" },
        body: view(new SharedArrayBuffer(4)),
      }),
      "ERR_INVALID_PARAMETER",
    ]),
  ];

  for (const [name, make, code] of refused) {
    it(`refuses in both, with the same error: ${name}`, async () => {
      const options = make();
      const first = server.count;
      const fromFetch = await viaFetch(options);
      const fromCurl = await viaCurl(options);
      expect(fromFetch).to.include({ code });
      expect(fromCurl).to.deep.equal(fromFetch);
      expect(server.count, "nothing reached the server").to.equal(first);
    });
  }

  it("names the reason", async () => {
    const errors = [InvalidHeaderError, InvalidUrlError, MissingUrlError, InvalidOptionsError, UnsupportedMethodError];
    expect(() => toCurl(api("GET /x", { headers: { host: "evil" } }))).to.throw(errors[0], "describes the connection");
    expect(() => toFetch({ method: "GET", url: `${base}/x`, headers: { "x-a": "é" } } as never)).to.throw(errors[0], "U+007E");
    expect(() => toCurl({ method: "GET", url: "http://@h/x", headers: {} } as never)).to.throw(errors[1], "credentials");
  });
});
