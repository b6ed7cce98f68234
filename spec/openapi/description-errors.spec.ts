import { expect } from "chai";
import { createEndpoint } from "../../lib/openapi";
import { InvalidOptionsError, InvalidParameterError } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

const document = (paths: object): object => ({ openapi: "3.1.0", servers: [{ url: "https://api.example" }], paths });

describe("openapi entry: a description's mistakes, each said once and readably", () => {
  it("says a document without an openapi field has none, and names a version that is not 3.x", () => {
    const none = expectEndpointError(() => createEndpoint({}), InvalidOptionsError, "ERR_INVALID_OPTIONS");
    expect(none.message).to.equal('The description has no "openapi" field: an OpenAPI 3.x document names its version there ("3.1.0").');
    const four = expectEndpointError(() => createEndpoint({ openapi: "4.0.0", paths: {} }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
    expect(four.message).to.equal('The description\'s "openapi" field is "4.0.0", not a 3.x version such as "3.1.0".');
    expectEndpointError(() => createEndpoint({ openapi: 3.1, paths: {} }), InvalidOptionsError, "ERR_INVALID_OPTIONS", "is 3.1, not");
  });

  it("quotes a $ref that names nothing readably, and still hides the fragment of a URL", () => {
    const missing = expectEndpointError(
      () => createEndpoint(document({ "/a": { get: { parameters: [{ $ref: "#/components/parameters/Limit" }] } } })),
      InvalidOptionsError,
      "ERR_INVALID_OPTIONS",
    );
    expect(missing.message).to.equal('The description\'s $ref names nothing in it: nothing at "/components/parameters/Limit".');
    const outside = expectEndpointError(
      () => createEndpoint(document({ "/a": { get: { parameters: [{ $ref: "https://u:pw@refs.example/p.json#/secret" }] } } })),
      InvalidOptionsError,
      "ERR_INVALID_OPTIONS",
    );
    expect(outside.message).not.to.include("pw");
    expect(outside.message).not.to.include("secret");
    const looped = {
      ...document({ "/a": { $ref: "#/components/pathItems/A" } }),
      components: { pathItems: { A: { $ref: "#/components/pathItems/A" } } },
    };
    const circle = expectEndpointError(() => createEndpoint(looped), InvalidOptionsError, "ERR_INVALID_OPTIONS");
    expect(circle.message).to.include('"/components/pathItems/A"');
  });

  it("refuses a parameter in no location it knows, naming the operation and the parameter", () => {
    const body = expectEndpointError(
      () => createEndpoint(document({ "/a": { post: { parameters: [{ name: "a", in: "body" }] } } })),
      InvalidOptionsError,
      "ERR_INVALID_OPTIONS",
    );
    expect(body.message).to.equal(
      'The operation "POST /a" describes its parameter "a" in "body": a parameter is in "path", "query", "header" or "cookie".',
    );
    const shared = expectEndpointError(
      () => createEndpoint(document({ "/a": { parameters: [{ name: "b", in: "formData" }], get: {} } })),
      InvalidOptionsError,
      "ERR_INVALID_OPTIONS",
    );
    expect(shared.message).to.include('"GET /a" describes its parameter "b" in "formData"');
  });

  it("says an operation that describes no parameter takes none, and a description without operations has none", () => {
    const api = createEndpoint(document({ "/a": { get: {} }, "/b": { post: { requestBody: { content: { "text/plain": {} } } } } }));
    const none = expectEndpointError(() => api("GET /a", { a: 1 }), InvalidParameterError, "ERR_INVALID_PARAMETER");
    expect(none.message).to.equal('The operation "GET /a" takes no parameters, got "a".');
    const body = expectEndpointError(() => api("POST /b", { a: 1 }), InvalidParameterError, "ERR_INVALID_PARAMETER");
    expect(body.message).to.equal('The operation "POST /b" takes no parameters, its body as "data", got "a".');
    const empty = expectEndpointError(() => createEndpoint(document({}))("GET /a"), InvalidParameterError, "ERR_INVALID_PARAMETER");
    expect(empty.message).to.equal('The description has no operation "GET /a": it describes none at all.');
  });
});
