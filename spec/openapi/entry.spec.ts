import { expect } from "chai";
import { createEndpoint, routingTable } from "../../lib/openapi";
import { InvalidHeaderError, InvalidOptionsError, InvalidParameterError, InvalidUrlError } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";
import petstore from "./fixtures/petstore.json";

describe("openapi entry: routing by a description", () => {
  const pets = createEndpoint(petstore);

  it("sends a POST's query parameter to the query, its header parameter to the headers, its properties to the body", () => {
    expect(pets("POST /pets", { dryRun: true, "Idempotency-Key": "k1", name: "Rex", tag: "dog" })).to.deep.equal({
      method: "post",
      url: "https://petstore.example/v1/pets?dryRun=true",
      headers: {
        accept: "application/json",
        "user-agent": pets.DEFAULTS.headers && (pets.DEFAULTS.headers as Record<string, string>)["user-agent"],
        "content-type": "application/json",
        "idempotency-key": "k1",
      },
      body: { name: "Rex", tag: "dog" },
    });
    expect(pets("POST /pets", { dryRun: false, "Idempotency-Key": "k1", data: { name: "Rex" } }).body).to.deep.equal({ name: "Rex" });
  });

  it("calls a DELETE with a required query parameter, and a cookie parameter of a GET", () => {
    expect(pets("DELETE /pets/{petId}", { petId: 7, reason: "sold" }).url).to.equal("https://petstore.example/v1/pets/7?reason=sold");
    expect(pets("GET /pets/{petId}", { petId: 7, session: "a b" }).headers.cookie).to.equal("session=a%20b");
    expect(pets("GET /pets/{petId}", { petId: 7, session: "s", headers: { cookie: "theme=dark" } }).headers.cookie).to.equal(
      "theme=dark; session=s",
    );
  });

  it("resolves $refs, path-level parameters, deepObject and exploded arrays", () => {
    expect(pets("GET /pets", { tags: ["a", "b"], filter: { color: "red" }, limit: 5 }).url).to.equal(
      "https://petstore.example/v1/pets?tags=a&tags=b&filter%5Bcolor%5D=red&limit=5",
    );
  });

  it("lets an operation's parameter override the path's of the same name and location", () => {
    expect(pets("PUT /pets/{petId}/photo", { petId: 7, data: "PNG" })).to.deep.include({
      url: "https://petstore.example/v1/pets/.7/photo",
      body: "PNG",
    });
  });

  it("writes a body by its media type: JSON, urlencoded, multipart, anything else as given", () => {
    const png = pets("PUT /pets/{petId}/photo", { petId: 7, data: "PNG" });
    expect(png.headers["content-type"]).to.equal("image/png");
    const login = pets("POST /login", { user: "u", password: "p&q r" });
    expect(login).to.deep.include({ body: "user=u&password=p%26q%20r" });
    expect(login.headers["content-type"]).to.equal("application/x-www-form-urlencoded");
    const upload = pets("POST /uploads", { note: "n", file: new Blob(["x"]) });
    expect(upload.body).to.be.instanceOf(FormData);
    expect((upload.body as FormData).get("note")).to.equal("n");
    expect(upload.headers).not.to.have.property("content-type"); // the client writes it, with its boundary
    const form = new FormData();
    expect(pets("POST /uploads", { data: form }).body).to.equal(form);
  });

  it("applies no GitHub default: accept application/json, the description's server, no q rule", () => {
    const options = pets("GET /pets", { tags: ["C++ dogs"] });
    expect(options.headers.accept).to.equal("application/json");
    expect(options.url).to.equal("https://petstore.example/v1/pets?tags=C%2B%2B%20dogs");
    expect(createEndpoint(petstore, { baseUrl: "https://staging.example" })("GET /pets").url).to.equal("https://staging.example/pets");
  });

  it("refuses a route it does not describe, naming the nearest", () => {
    expectEndpointError(() => pets("GET /pet/{id}"), InvalidParameterError, "ERR_INVALID_PARAMETER", 'the nearest is "GET /pets/{petId}"');
    expectEndpointError(() => pets("PATCH /pets"), InvalidParameterError, "ERR_INVALID_PARAMETER", "the nearest is");
  });

  it("refuses a required parameter missing and an undescribed name, naming the operation and the nearest name", () => {
    const missing = expectEndpointError(() => pets("DELETE /pets/{petId}", { petId: 1 }), InvalidParameterError, "ERR_INVALID_PARAMETER");
    expect(missing.message).to.equal('The operation "DELETE /pets/{petId}" needs the parameter "reason".');
    expectEndpointError(() => pets("POST /pets", { name: "Rex" }), InvalidParameterError, "ERR_INVALID_PARAMETER", '"Idempotency-Key"');
    expectEndpointError(
      () => pets("POST /pets", { "Idempotency-Key": "k" }),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
      "request body",
    );
    const typo = expectEndpointError(() => pets("GET /pets", { limt: 1 }), InvalidParameterError, "ERR_INVALID_PARAMETER");
    expect(typo.message).to.equal('The operation "GET /pets" describes no parameter "limt": did you mean "limit"?');
  });

  it("refuses a Swagger 2.0 document, typed", () => {
    expectEndpointError(() => createEndpoint({ swagger: "2.0", paths: {} }), InvalidOptionsError, "ERR_INVALID_OPTIONS", "Swagger 2.0");
  });

  it("keeps the safety rules: dot segments, header values, origin pinning, no secret in a message", () => {
    expectEndpointError(() => pets("DELETE /pets/{petId}", { petId: "..", reason: "x" }), InvalidParameterError, "ERR_INVALID_PARAMETER");
    const header = expectEndpointError(
      () => pets("POST /pets", { "Idempotency-Key": "secret\r\nx: y", name: "n" }),
      InvalidHeaderError,
      "ERR_INVALID_HEADER",
    );
    expect(header.message).not.to.include("secret");
    const pinned = createEndpoint(petstore, { allowAbsoluteUrls: false });
    expectEndpointError(() => pinned("GET /pets", { baseUrl: "https://evil.example" }), InvalidUrlError, "ERR_INVALID_URL");
  });

  it("takes the routing table as it takes the description, and binds parameters and options by defaults()", () => {
    const table = routingTable(petstore);
    expect(JSON.parse(JSON.stringify(table))).to.deep.equal(table);
    const fromTable = createEndpoint(table);
    const call = { dryRun: true, "Idempotency-Key": "k1", name: "Rex" };
    expect(fromTable("POST /pets", call)).to.deep.equal(pets("POST /pets", call));
    const bound = pets.defaults({ "Idempotency-Key": "k2", headers: { authorization: "token t" } });
    expect(bound("POST /pets", { name: "Rex" }).headers).to.include({ "idempotency-key": "k2", authorization: "token t" });
    expect(bound.DEFAULTS).to.include({ "Idempotency-Key": "k2" });
  });

  it("drops parameters bound by defaults() where the operation gives them no place, and refuses a call's own", () => {
    const bound = pets.defaults({ reason: "sold", "Idempotency-Key": "k", name: "Rex" });
    expect(bound("GET /pets", { limit: 5 })).to.deep.include({ url: "https://petstore.example/v1/pets?limit=5" });
    expect(bound("GET /pets", { limit: 5 }).headers).not.to.have.property("idempotency-key");
    expect(bound("DELETE /pets/{petId}", { petId: 7 }).url).to.equal("https://petstore.example/v1/pets/7?reason=sold");
    expect(bound("POST /pets", { tag: "dog" }).body).to.deep.equal({ name: "Rex", tag: "dog" });
    expect(bound("POST /pets", { data: { name: "Tom" } }).body).to.deep.equal({ name: "Tom" });
    expectEndpointError(() => bound("GET /pets", { reasn: "x" }), InvalidParameterError, "ERR_INVALID_PARAMETER");
    expectEndpointError(() => bound("POST /pets", { tag: "dog", data: {} }), InvalidParameterError, "ERR_INVALID_PARAMETER");
  });

  it("builds parse(merge(route, parameters)) as the call does", () => {
    const call = { petId: 7, session: "s" };
    expect(pets.parse(pets.merge("GET /pets/{petId}", call))).to.deep.equal(pets("GET /pets/{petId}", call));
  });
});
