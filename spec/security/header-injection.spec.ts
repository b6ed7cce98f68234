import { expect } from "chai";
import { validateHeaderName, validateHeaderValue } from "node:http";
import { endpoint, EndpointBuilder, InvalidHeaderError, InvalidOptionsError } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

const BAD_VALUES = ["a\r\nx-injected: 1", "a\nb", "a\rb", "a\u0000b", "a\u0007b", "a\u007fb", "\u0100", "a\u2028b"];
const BAD_NAMES = ["", "bad name", "x:y", "x\r\ny", "é", "a\u0000", "(x)", "a/b", "{x}"];

describe("header injection", () => {
  for (const value of BAD_VALUES) {
    it(`refuses the value ${JSON.stringify(value)} in call, default and builder headers (CRLF / control injection)`, () => {
      expectEndpointError(() => endpoint("GET /", { headers: { "x-a": value } }), InvalidHeaderError, "ERR_INVALID_HEADER", '"x-a"');
      expectEndpointError(() => endpoint.defaults({ headers: { "x-a": value } }), InvalidHeaderError, "ERR_INVALID_HEADER");
      expectEndpointError(() => new EndpointBuilder().url("/").header("x-a", value).build(), InvalidHeaderError, "ERR_INVALID_HEADER");
      expect(() => validateHeaderValue("x-a", value), "Node refuses it too").to.throw();
    });
  }

  for (const name of BAD_NAMES) {
    it(`refuses the name ${JSON.stringify(name)} (not an RFC 9110 token)`, () => {
      expectEndpointError(() => endpoint("GET /", { headers: { [name]: "v" } }), InvalidHeaderError, "ERR_INVALID_HEADER");
      expectEndpointError(() => endpoint.defaults({ headers: { [name]: "v" } }), InvalidHeaderError, "ERR_INVALID_HEADER");
      expectEndpointError(() => new EndpointBuilder().url("/").header(name, "v").build(), InvalidHeaderError, "ERR_INVALID_HEADER");
      expect(() => validateHeaderName(name), "Node refuses it too").to.throw();
    });
  }

  it("accepts every token character and the whole field-value range Node accepts", () => {
    const name = "!#$%&'*+-.^_`|~09AZaz";
    const value = "\t !~\u0080\u00ff";
    const { headers } = endpoint("GET /", { headers: { [name]: value } });
    expect(headers[name.toLowerCase()]).to.equal(value);
    validateHeaderName(name);
    validateHeaderValue(name, value);
  });

  it("refuses a preview or format that would smuggle text into accept", () => {
    expectEndpointError(
      () => endpoint("GET /", { mediaType: { previews: ["x\r\nx-injected: 1"] } }),
      InvalidOptionsError,
      "ERR_INVALID_OPTIONS",
    );
    expectEndpointError(
      () => endpoint("GET /", { mediaType: { previews: ["a,application/evil"] } }),
      InvalidOptionsError,
      "ERR_INVALID_OPTIONS",
    );
    expectEndpointError(() => endpoint("GET /", { mediaType: { format: "raw\r\nx: 1" } }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
  });

  it("refuses headers that are not an object, and values that are not strings or numbers", () => {
    for (const headers of ["accept: x", ["a"], 5, true]) {
      expectEndpointError(() => endpoint("GET /", { headers: headers as never }), InvalidHeaderError, "ERR_INVALID_HEADER");
    }
    for (const value of [{}, ["a"], true, () => 1, Symbol("s"), Infinity, 1n]) {
      expectEndpointError(() => endpoint("GET /", { headers: { "x-a": value as never } }), InvalidHeaderError, "ERR_INVALID_HEADER");
    }
  });
});
