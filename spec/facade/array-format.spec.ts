import { expect } from "chai";
import { createContainer, createEndpoint, DefaultParamRouter, ENDPOINT_SETTINGS, InvalidParameterError, ParamRouter } from "../../lib";

describe("array query parameters (arrayFormat)", () => {
  const labels = { labels: ["bug", "ui,ux"], fields: [1, 2] };

  it('"comma" (the default, as the peer) joins values with commas, each one encoded', () => {
    expect(createEndpoint()("GET /issues", labels).url).to.equal("https://api.github.com/issues?labels=bug,ui%2Cux&fields=1,2");
    expect(createEndpoint({ arrayFormat: "comma" })("GET /issues", labels).url).to.equal(
      "https://api.github.com/issues?labels=bug,ui%2Cux&fields=1,2",
    );
  });

  it('"repeat" repeats the name', () => {
    expect(createEndpoint({ arrayFormat: "repeat" })("GET /issues", labels).url).to.equal(
      "https://api.github.com/issues?labels=bug&labels=ui%2Cux&fields=1&fields=2",
    );
  });

  it('"brackets" appends [] to the name', () => {
    expect(createEndpoint({ arrayFormat: "brackets" })("GET /issues", labels).url).to.equal(
      "https://api.github.com/issues?labels[]=bug&labels[]=ui%2Cux&fields[]=1&fields[]=2",
    );
  });

  it("a router that extends the default one (its route() called, not the core's direct rules) keeps each format", () => {
    class RecordingRouter extends DefaultParamRouter {}
    for (const arrayFormat of ["comma", "repeat", "brackets"] as const) {
      const container = createContainer();
      container.register(ParamRouter, { useValue: new RecordingRouter() });
      expect(createEndpoint({ container, arrayFormat })("GET /issues", labels).url).to.equal(
        createEndpoint({ arrayFormat })("GET /issues", labels).url,
      );
    }
  });

  it("skips null members, and an empty list is an empty value only in the comma form", () => {
    expect(createEndpoint({ arrayFormat: "repeat" })("GET /x", { a: [null, "1", undefined] }).url).to.equal("https://api.github.com/x?a=1");
    expect(createEndpoint()("GET /x", { a: [] }).url).to.equal("https://api.github.com/x?a=");
    expect(createEndpoint({ arrayFormat: "brackets" })("GET /x", { a: [] }).url).to.equal("https://api.github.com/x");
  });

  it("is kept by defaults(), and comes from a container's settings too", () => {
    expect(createEndpoint({ arrayFormat: "repeat" }).defaults({ a: ["1", "2"] })("GET /x").url).to.equal(
      "https://api.github.com/x?a=1&a=2",
    );
    const container = createContainer();
    container.register(ENDPOINT_SETTINGS, { useValue: { allowAbsoluteUrls: true, arrayFormat: "brackets" } });
    expect(createEndpoint({ container })("GET /x", { a: ["1"] }).url).to.equal("https://api.github.com/x?a[]=1");
  });

  it("applies to the query string only: a URL template writes lists the RFC 6570 way", () => {
    expect(createEndpoint({ arrayFormat: "repeat" })("GET /x{?a}", { a: ["1", "2"] }).url).to.equal("https://api.github.com/x?a=1,2");
  });

  it("writes a list the same whether it is joined whole or item by item", () => {
    // Each item by itself, as the peer encodes a value: null and undefined skipped, the rest encoded.
    const expected = (name: string, items: readonly unknown[], format: "comma" | "repeat" | "brackets"): string => {
      const texts = items.filter((item) => item !== null && item !== undefined).map((item) => encodeURIComponent(String(item)));
      if (format === "comma") return `${name}=${texts.join(",")}`;
      const key = format === "repeat" ? name : `${name}[]`;
      return texts.map((text) => `${key}=${text}`).join("&");
    };
    const sparse: unknown[] = ["a"];
    sparse[2] = "c"; // a hole at 1
    const lists: unknown[][] = [
      [1, "label-2", 3],
      ["", "a"],
      [""],
      ["a,b", "c"],
      ["a b", "c"],
      [-0, 1e21, 0.5, -7],
      [true, 10n, "x"],
      ["é", "ok"],
      sparse,
      ["a", null, "b"],
      // Long enough to be read as bytes, in chunks of 16,384: whole, and with one item to encode
      // at the start, across the first chunk's end, beyond it, or at the very end.
      long(),
      long("a b", 0),
      long("bé", 8191), // "é" is the first chunk's last character
      long("é", 8192), // ... and the second chunk's first
      long("c,d", 9000),
      long(1e21, 9001),
      long("x+", 9999),
      long("ab+", 9999), // an odd length: the last byte is read alone
    ];
    for (const format of ["comma", "repeat", "brackets"] as const) {
      const endpointOf = createEndpoint({ arrayFormat: format });
      for (const list of lists) {
        expect(endpointOf("GET /x", { a: list }).url, `${format} ${String(list)}`).to.equal(
          `https://api.github.com/x?${expected("a", list, format)}`,
        );
      }
    }
  });

  it("refuses a lone surrogate in a list, short or long", () => {
    for (const list of [["a", "\ud800"], long("\ud800", 9000)]) {
      expect(() => createEndpoint()("GET /x", { a: list })).to.throw(InvalidParameterError, /lone surrogate/);
    }
  });

  it("refuses NaN, Infinity and objects in a list, joined or not", () => {
    for (const item of [Number.NaN, Number.POSITIVE_INFINITY, { a: 1 }, ["nested"]]) {
      expect(() => createEndpoint()("GET /x", { a: [1, "b", item] })).to.throw(InvalidParameterError);
    }
  });
});

// 10,000 items "a" (each two characters of the joined text with its comma), with `item` at `at`.
function long(item?: unknown, at = 0): unknown[] {
  const list: unknown[] = Array.from({ length: 10_000 }, () => "a");
  if (item !== undefined) list[at] = item;
  return list;
}
