import { expect } from "chai";
import { createEndpoint } from "../../lib/openapi";
import { InvalidOptionsError } from "../../lib";
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
});
