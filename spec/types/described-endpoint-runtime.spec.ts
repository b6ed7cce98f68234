import { expect } from "chai";
import { EndpointError } from "../../lib";
import { createEndpoint } from "../../lib/openapi";
import type { paths } from "./fixtures/every-location";
import document from "./fixtures/every-location.openapi.json";

// The types and the run time say the same: each call here compiles (npm run typecheck checks this
// file) and is sent as described; each marked a compile error is refused when run as well.
const endpoint = createEndpoint<paths>(document);
const BASE = "https://eu.pets.example.com/v1";

describe("the openapi entry's types agree with what it sends (every-location.openapi.yaml)", () => {
  it("a DELETE with a required query parameter, an optional header and a cookie", () => {
    const { method, url, headers } = endpoint("DELETE /pets/{petId}", { petId: 1, reason: "x", "Idempotency-Key": "k", session: "s" });
    expect([method, url, headers["idempotency-key"], headers.cookie]).to.deep.equal([
      "delete",
      `${BASE}/pets/1?reason=x`,
      "k",
      "session=s",
    ]);
  });

  it("a POST with a query parameter, a required header and the body's properties flat, or whole as data", () => {
    const flat = endpoint("POST /pets", { dryRun: true, "Idempotency-Key": "k", name: "Rex", status: "sold" });
    expect([flat.url, flat.headers["idempotency-key"], flat.body]).to.deep.equal([
      `${BASE}/pets?dryRun=true`,
      "k",
      { name: "Rex", status: "sold" },
    ]);
    const whole = endpoint("POST /pets", { "Idempotency-Key": "k", data: { name: "Rex" } });
    expect(whole.body).to.deep.equal({ name: "Rex" });
  });

  it("query parameters of each shape, a header, a parameter named like an option, additional properties", () => {
    expect(endpoint("GET /pets", { status: "sold", tags: ["a", "b"], filter: { color: "red" }, "X-Request-Id": "r" }).url).to.equal(
      `${BASE}/pets?status=sold&tags=a&tags=b&filter%5Bcolor%5D=red`,
    );
    expect(endpoint("GET /links", { url: "u" }).url).to.equal(`${BASE}/links?url=u`);
    expect(endpoint("POST /pets/{petId}/notes", { petId: 1, text: "t", mood: "happy" }).body).to.deep.equal({ text: "t", mood: "happy" });
    expect(endpoint("PUT /labels/{name}", { name: "bug", data: { name: "defect" } }).body).to.deep.equal({ name: "defect" });
    expect(endpoint("PATCH /pets/{petId}", { petId: 1, status: "sold" }).body).to.deep.equal({ status: "sold" });
  });

  it("a parameter bound by defaults() is optional after, and sent", () => {
    const bound = endpoint.defaults({ petId: 1, reason: "x" });
    expect(bound("DELETE /pets/{petId}").url).to.equal(`${BASE}/pets/1?reason=x`);
  });

  it("a parameter bound by defaults() that the called operation does not describe is dropped", () => {
    const bound = endpoint.defaults({ reason: "x" });
    expect(bound("GET /pets", { status: "sold" }).url).to.equal(`${BASE}/pets?status=sold`);
  });

  it("what the types refuse, the run time refuses", () => {
    const refused = [
      // @ts-expect-error reason is required
      () => endpoint("DELETE /pets/{petId}", { petId: 1 }),
      // @ts-expect-error Idempotency-Key is required
      () => endpoint("POST /pets", { name: "Rex" }),
      // @ts-expect-error sesion is not described
      () => endpoint("GET /pets/{petId}", { petId: 1, sesion: "s" }),
      // @ts-expect-error the route is not described
      () => endpoint("GET /pest"),
      // @ts-expect-error the body flat and whole at once
      () => endpoint("POST /pets", { "Idempotency-Key": "k", name: "Rex", data: { name: "Rex" } }),
      // @ts-expect-error the photo's bytes are required
      () => endpoint("PUT /pets/{petId}/photo", { petId: 1 }),
    ];
    for (const call of refused) expect(call, String(call)).to.throw(EndpointError);
  });
});
