import { expect } from "chai";
import { endpoint, InvalidHeaderError, InvalidParameterError, toCurl, toFetch, type RequestOptions } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

// Review 11, finding 10: a message must name what was given, not what one of its members is, and
// name the class of an object that is not plain (most often the very mistake).
describe("error messages describe the value given", () => {
  it("names the member of a map in a URL template that is refused, not the map", () => {
    const error = expectEndpointError(
      () => endpoint("GET /x/{a}", { a: { toString: () => "s" } } as never),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
      'The member "toString" of "a" is a function',
    );
    expect(error.message).not.to.include('The value of "a" is a function');
  });

  it("names the item of a list in a URL template that is refused, by its index", () => {
    expectEndpointError(
      () => endpoint("GET /x/{a}", { a: ["s", null, {}] } as never),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
      'The item 2 of "a" is an object;',
    );
  });

  it("names the class of headers given as an object that is not plain, such as Headers", () => {
    const options = { method: "GET", url: "https://api.github.com/x", headers: new Headers({ a: "b" }) } as unknown as RequestOptions;
    for (const action of [() => toFetch(options), () => toCurl(options), () => endpoint("GET /x", { headers: new Headers() } as never)]) {
      expectEndpointError(action, InvalidHeaderError, "ERR_INVALID_HEADER", "got an object (a Headers).");
    }
  });

  it("names a class an object was made by in the value's message, and only a name that reads as one", () => {
    class Weird {}
    Object.defineProperty(Weird, "name", { value: "a\r\nb" });
    const cases: [unknown, string][] = [
      [new Map(), 'The value of "a" is an object (a Map);'],
      [new URL("https://x.example"), 'The value of "a" is an object (a URL);'],
      [new Error("x"), 'The value of "a" is an object (an Error);'],
      [new Weird(), 'The value of "a" is an object;'],
    ];
    for (const [value, message] of cases) {
      expectEndpointError(() => endpoint("GET /x/{a}", { a: value } as never), InvalidParameterError, "ERR_INVALID_PARAMETER", message);
    }
  });
});
