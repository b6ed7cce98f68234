import { expect } from "chai";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { toCurl, toFetch } from "../../lib";
import { createEndpoint } from "../../lib/openapi";
import { requireProgram } from "../helpers/require-program";
import { RawWireServer, type RawRequest } from "../adapters/raw-wire-server";

const run = promisify(execFile);

// A description with a parameter in every location and a JSON body, its server a loopback one.
function description(server: string) {
  return {
    openapi: "3.1.0",
    servers: [{ url: `${server}/v1` }],
    paths: {
      "/stores/{store}/pets": {
        post: {
          parameters: [
            { name: "store", in: "path", required: true, style: "matrix" },
            { name: "filter", in: "query", style: "deepObject", explode: true },
            { name: "tags", in: "query" },
            { name: "Idempotency-Key", in: "header", required: true },
            { name: "session", in: "cookie" },
          ],
          requestBody: { content: { "application/merge-patch+json": { schema: { type: "object", properties: { name: {}, age: {} } } } } },
        },
      },
    },
  };
}

// What arrived: the request line, the header lines but what each client adds for the connection, the body.
function arrived(request: RawRequest) {
  const headers = request.headerLines
    .map((line) => line.replace(/^[^:]*/, (name) => name.toLowerCase()).replace(/: ?/, ": "))
    .filter((line) => !/^(connection|accept-encoding|accept-language|sec-fetch-mode|host|accept|user-agent):/.test(line))
    .sort();
  return { requestLine: request.requestLine, headers, body: request.body.toString("utf8") };
}

describe("openapi entry: a request built from a description arrives as described (toFetch, toCurl)", function () {
  this.timeout(60_000);
  requireProgram("curl");
  const server = new RawWireServer();
  let base: string;

  before(async () => (base = await server.start()));
  after(() => server.stop());

  it("sends method, path, query, headers, cookie and body where the description says, the same bytes through fetch and curl", async () => {
    const endpoint = createEndpoint(description(base));
    const options = endpoint("POST /stores/{store}/pets", {
      store: "north",
      filter: { color: "red", size: "s m" },
      tags: ["a", "b"],
      "Idempotency-Key": "k-1",
      session: "abc",
      name: "Rex",
      age: 3,
    });
    const first = server.count;
    const response = await fetch(...toFetch(options));
    expect(response.status).to.equal(204);
    await run("sh", ["-c", toCurl(options)]);
    const [viaFetch, viaCurl] = [arrived(await server.request(first)), arrived(await server.request(first + 1))];
    expect(viaFetch).to.deep.equal({
      requestLine: "POST /v1/stores/;store=north/pets?filter%5Bcolor%5D=red&filter%5Bsize%5D=s%20m&tags=a&tags=b HTTP/1.1",
      headers: ["content-length: 22", "content-type: application/merge-patch+json", "cookie: session=abc", "idempotency-key: k-1"],
      body: '{"name":"Rex","age":3}',
    });
    expect(viaCurl).to.deep.equal(viaFetch);
  });
});
