import { expect } from "chai";
import {
  endpoint,
  EndpointError,
  InvalidHeaderError,
  InvalidOptionsError,
  InvalidParameterError,
  InvalidUrlError,
  MissingUrlError,
  TemplateSyntaxError,
  UnsupportedMethodError,
} from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

describe("the error table", () => {
  const table: [new (...args: never[]) => EndpointError, string, () => unknown][] = [
    [MissingUrlError, "ERR_MISSING_URL", () => endpoint({})],
    // @ts-expect-error a verb that does not exist is a compile error too
    [UnsupportedMethodError, "ERR_UNSUPPORTED_METHOD", () => endpoint("BREW /coffee")],
    [TemplateSyntaxError, "ERR_TEMPLATE_SYNTAX", () => endpoint("GET /repos/{owner")],
    [InvalidUrlError, "ERR_INVALID_URL", () => endpoint("GET file:///etc/passwd")],
    [InvalidHeaderError, "ERR_INVALID_HEADER", () => endpoint("GET /", { headers: { "x-a": "1\n2" } })],
    [InvalidParameterError, "ERR_INVALID_PARAMETER", () => endpoint("GET /repos/{owner}", { owner: ".." })],
    [InvalidOptionsError, "ERR_INVALID_OPTIONS", () => endpoint(42 as never)],
  ];

  for (const [errorClass, code, action] of table) {
    it(`${errorClass.name} has code ${code}, extends EndpointError and Error`, () => {
      expectEndpointError(action, errorClass, code);
    });
  }

  it("messages say what was wrong with which value, and nothing of the internals", () => {
    const error = expectEndpointError(() => endpoint("GET /repos/{owner", {}), TemplateSyntaxError, "ERR_TEMPLATE_SYNTAX");
    expect(error.message).to.include('"/repos/{owner"').and.include("position 7");
    expect(error.message).not.to.match(/node_modules|\.ts:|at .*\(/);
  });

  it("refuses options of the wrong type", () => {
    for (const bad of [42, "", true, [], () => 1, new Map()]) {
      expectEndpointError(
        () => (endpoint as (o: unknown) => unknown)(bad),
        bad === "" ? InvalidOptionsError : InvalidOptionsError,
        "ERR_INVALID_OPTIONS",
      );
    }
    expectEndpointError(() => endpoint("GET /", 5 as never), InvalidOptionsError, "ERR_INVALID_OPTIONS");
    expectEndpointError(() => endpoint("GET /", { url: 5 as never }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
    expectEndpointError(() => endpoint("GET /", { request: "r" as never }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
    expectEndpointError(() => endpoint.parse(null as never), InvalidOptionsError, "ERR_INVALID_OPTIONS");
  });

  // Found by an outside review: the template's expansion and the query string worded it two ways.
  it("says the same of a lone surrogate in a placeholder and in the query", () => {
    const message = 'The parameter "a" holds a lone surrogate (half a UTF-16 pair), which has no UTF-8 form.';
    for (const [route, a] of [
      ["GET /x/{a}", "\ud800"],
      ["GET /x{?a}", "x\udc00"],
      ["GET /x", "\ud800"],
      ["GET /x", ["ok", "\ud800"]],
    ] as const) {
      const error = expectEndpointError(() => endpoint(route, { a } as never), InvalidParameterError, "ERR_INVALID_PARAMETER");
      expect(error.message, route).to.equal(message);
    }
  });

  it("cuts a huge value short in a message", () => {
    const route: string = `BREW${"x".repeat(100_000)} /`;
    const error = expectEndpointError(() => endpoint(route), UnsupportedMethodError, "ERR_UNSUPPORTED_METHOD");
    expect(error.message.length).to.be.below(400);
  });
});
