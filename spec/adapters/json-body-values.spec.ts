import { expect } from "chai";
import { InvalidParameterError, toCurl, toFetch, type RequestOptions } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

const post = (body: unknown) => ({ method: "POST", url: "https://api.github.com/x", headers: {}, body }) as unknown as RequestOptions;
const adapters = [toFetch, toCurl] as ((options: RequestOptions) => unknown)[];

// Review 11, finding 4: JSON.stringify writes these as {}, null or an index object, so the request
// went out with a value missing or changed (null clears a field on GitHub).
describe("adapters: a JSON body value JSON.stringify would not write as itself is refused, where it is", () => {
  const refused: [string, unknown, string, string][] = [
    ["a Set", { labels: new Set(["bug", "ui"]) }, 'at "labels" is an object (a Set)', "send an array"],
    ["a Map", { meta: new Map([["k", 1]]) }, 'at "meta" is an object (a Map)', "send a plain object"],
    ["a WeakMap", { w: new WeakMap() }, 'at "w" is an object (a WeakMap)', "send the data itself"],
    ["a WeakSet", { w: new WeakSet() }, 'at "w" is an object (a WeakSet)', "send the data itself"],
    ["NaN", { score: NaN }, 'at "score" is NaN', "send a finite number"],
    ["Infinity in an array", { limits: [1, Infinity] }, 'at "limits[1]" is Infinity', "send a finite number"],
    ["-Infinity", { low: -Infinity }, 'at "low" is -Infinity', "send a finite number"],
    ["a boxed NaN", { n: new Number(NaN) }, 'at "n" is an object (a Number)', "send a finite number"],
    ["an invalid Date", { due: new Date("x") }, 'at "due" is an invalid Date', "send a valid Date"],
    ["a typed array", { bytes: new Uint8Array([1, 2]) }, 'at "bytes" is an object (a Uint8Array)', "an array of numbers or base64 text"],
    ["a Float64Array", { f: new Float64Array(1) }, 'at "f" is an object (a Float64Array)', "an array of numbers"],
    ["an ArrayBuffer", { b: new ArrayBuffer(2) }, 'at "b" is an object (an ArrayBuffer)', "an array of numbers"],
    [
      "a DataView, deep",
      { a: { "b c": [0, { d: new DataView(new ArrayBuffer(2)) }] } },
      `at "a['b c'][1].d" is an object (a DataView)`,
      "",
    ],
    ["a RegExp", { re: /x/ }, 'at "re" is an object (a RegExp)', "send a string"],
    ["an Error", { e: new Error("m") }, 'at "e" is an object (an Error)', "send a string"],
    ["a URLSearchParams inside", { q: new URLSearchParams("a=1") }, 'at "q" is an object (a URLSearchParams)', "as the whole body"],
    ["a value inside what a toJSON returned", { j: { toJSON: () => ({ x: NaN }) } }, 'at "x" (in what a toJSON returned) is NaN', ""],
    ["a Map as the whole body", new Map(), "The body is an object (a Map)", "send a plain object"],
    ["NaN as the whole body", NaN, "The body is NaN", ""],
    ["an invalid Date as the whole body", new Date(NaN), "The body is an invalid Date", ""],
  ];
  for (const [what, body, where, instead] of refused) {
    it(`refuses ${what}`, () => {
      for (const adapter of adapters) {
        const error = expectEndpointError(() => adapter(post(body)), InvalidParameterError, "ERR_INVALID_PARAMETER", where);
        expect(error.message).to.include(instead);
        expect(error.message).to.include("which JSON cannot carry");
      }
    });
  }

  it("writes a valid Date, boxed primitives, null and an own toJSON's result as JSON.stringify does", () => {
    const body = { d: new Date(0), s: new String("x"), b: new Boolean(false), n: new Number(3), z: null, t: { toJSON: () => "mine" } };
    expect(toFetch(post(body))[1].body).to.equal('{"d":"1970-01-01T00:00:00.000Z","s":"x","b":false,"n":3,"z":null,"t":"mine"}');
    expect(toCurl(post(body))).to.include(`'{"d":"1970-01-01T00:00:00.000Z","s":"x","b":false,"n":3,"z":null,"t":"mine"}'`);
  });

  it("sends bytes as the whole body as bytes, not as JSON", () => {
    for (const body of [new Uint8Array([1, 2]), new Uint16Array([0x0201]).buffer, new DataView(new Uint8Array([1, 2]).buffer)]) {
      const sent = toFetch(post(body))[1].body as Uint8Array;
      expect(Array.from(sent)).to.deep.equal([1, 2]);
      expect(toCurl(post(body))).to.match(/^printf '\\001\\002' \| curl /);
    }
  });
});
