import { expect } from "chai";
import { Readable } from "node:stream";
import { createEndpoint, InvalidHeaderError, toCurl, toFetch, type RequestOptions } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

// Found by an outside review: toFetch passed a content-length on beside a FormData body, and
// Node's fetch then sent nothing and never settled. A body whose length is known only as it is
// sent cannot be given a length in advance, by either adapter.
describe("a content-length beside a body whose length is not known before sending", () => {
  const api = createEndpoint({ defaults: { baseUrl: "https://api.example.com" } });
  const bodies: [string, () => unknown][] = [
    ["FormData", () => new FormData()],
    ["a web stream", () => new ReadableStream()],
    ["a Node stream", () => Readable.from(["abc"])],
    ["a Blob", () => new Blob(["abc"])],
  ];

  for (const [name, body] of bodies) {
    for (const [adapter, convert] of [
      ["toFetch", toFetch],
      ["toCurl", toCurl],
    ] as const) {
      it(`${adapter} refuses it beside ${name}`, () => {
        for (const length of ["3", 3, "0"]) {
          const options = { method: "POST", url: "https://api.example.com/upload", headers: { "content-length": length }, body: body() };
          expectEndpointError(
            () => convert(options as unknown as RequestOptions),
            InvalidHeaderError,
            "ERR_INVALID_HEADER",
            "content-length",
          );
          const built = api("POST /upload", { data: body(), headers: { "content-length": length } });
          expectEndpointError(() => convert(built), InvalidHeaderError, "ERR_INVALID_HEADER", "content-length");
        }
      });
    }
  }

  it("toFetch still passes those bodies on without a content-length", () => {
    for (const [, body] of bodies) {
      const data = body();
      const [, init] = toFetch(api("POST /upload", { data }));
      expect(init.body).to.equal(data);
      expect(init.headers).not.to.have.property("content-length");
    }
  });
});
