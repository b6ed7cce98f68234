import { expect } from "chai";
import { createEndpoint } from "../../lib/openapi";
import { InvalidUrlError } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

// OpenAPI's table of style examples: a parameter "color" holding "blue", ["blue", "black", "brown"]
// or { R: 100, G: 200, B: 150 }, in every style and explode of its location, through the entry.
// Where a cell is written differently in a URL, the cell says so: a URL carries "|" and "[" "]"
// percent-encoded (RFC 3986), the label row is RFC 6570's ("," between items, as the
// specification's corrected table 3.0.4 and 3.1.1 shows), and a cookie separates its pairs by "; ".
const STRING = "blue";
const ARRAY = ["blue", "black", "brown"];
const OBJECT = { R: 100, G: 200, B: 150 };

type Row = readonly [style: string, explode: boolean, string: string | null, array: string | null, object: string | null];

const PATH: readonly Row[] = [
  ["matrix", false, ";color=blue", ";color=blue,black,brown", ";color=R,100,G,200,B,150"],
  ["matrix", true, ";color=blue", ";color=blue;color=black;color=brown", ";R=100;G=200;B=150"],
  ["label", false, ".blue", ".blue,black,brown", ".R,100,G,200,B,150"],
  ["label", true, ".blue", ".blue.black.brown", ".R=100.G=200.B=150"],
  ["simple", false, "blue", "blue,black,brown", "R,100,G,200,B,150"],
  ["simple", true, "blue", "blue,black,brown", "R=100,G=200,B=150"],
];
const QUERY: readonly Row[] = [
  ["form", false, "color=blue", "color=blue,black,brown", "color=R,100,G,200,B,150"],
  ["form", true, "color=blue", "color=blue&color=black&color=brown", "R=100&G=200&B=150"],
  ["spaceDelimited", false, null, "color=blue%20black%20brown", "color=R%20100%20G%20200%20B%20150"],
  ["spaceDelimited", true, null, "color=blue&color=black&color=brown", null],
  ["pipeDelimited", false, null, "color=blue%7Cblack%7Cbrown", "color=R%7C100%7CG%7C200%7CB%7C150"],
  ["pipeDelimited", true, null, "color=blue&color=black&color=brown", null],
  ["deepObject", true, null, null, "color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150"],
];
const HEADER: readonly Row[] = [
  ["simple", false, "blue", "blue,black,brown", "R,100,G,200,B,150"],
  ["simple", true, "blue", "blue,black,brown", "R=100,G=200,B=150"],
];
const COOKIE: readonly Row[] = [
  ["form", false, "color=blue", "color=blue,black,brown", "color=R,100,G,200,B,150"],
  ["form", true, "color=blue", "color=blue; color=black; color=brown", "R=100; G=200; B=150"],
];

function endpointFor(location: string, style: string, explode: boolean) {
  const path = location === "path" ? "/colors/{color}" : "/colors";
  const parameter = { name: "color", in: location, required: location === "path", style, explode };
  return createEndpoint({
    openapi: "3.1.0",
    servers: [{ url: "https://api.example" }],
    paths: { [path]: { get: { parameters: [parameter] } } },
  });
}

function cells(location: string, rows: readonly Row[], read: (options: ReturnType<ReturnType<typeof endpointFor>>) => unknown) {
  for (const [style, explode, ...written] of rows) {
    [STRING, ARRAY, OBJECT].forEach((value, index) => {
      const expected = written[index];
      if (expected === null) return;
      it(`${location} ${style} explode ${explode}: ${JSON.stringify(value)} as ${expected}`, () => {
        const path = location === "path" ? "GET /colors/{color}" : "GET /colors";
        expect(read(endpointFor(location, style, explode)(path, { color: value }))).to.equal(expected);
      });
    });
  }
}

describe("openapi entry: the specification's style table", () => {
  cells("path", PATH, (options) => options.url.slice("https://api.example/colors/".length));
  cells("query", QUERY, (options) => options.url.slice("https://api.example/colors?".length));
  cells("header", HEADER, (options) => options.headers.color);
  cells("cookie", COOKIE, (options) => options.headers.cookie);

  it("writes the empty column as the table does: ;color, ., color= (form)", () => {
    expect(endpointFor("path", "matrix", false)("GET /colors/{color}", { color: "" }).url).to.equal("https://api.example/colors/;color");
    // A "." alone as a segment is one clients resolve away: refused, as any dot segment is.
    expectEndpointError(
      () => endpointFor("path", "label", false)("GET /colors/{color}", { color: "" }),
      InvalidUrlError,
      "ERR_INVALID_URL",
    );
    const label = createEndpoint({
      openapi: "3.1.0",
      servers: [{ url: "https://api.example" }],
      paths: { "/colors/x{color}": { get: { parameters: [{ name: "color", in: "path", required: true, style: "label" }] } } },
    });
    expect(label("GET /colors/x{color}", { color: "" }).url).to.equal("https://api.example/colors/x.");
    expect(endpointFor("query", "form", true)("GET /colors", { color: "" }).url).to.equal("https://api.example/colors?color=");
  });

  it("takes OpenAPI's defaults: query form exploded, path and header simple, cookie form exploded", () => {
    const endpoint = createEndpoint({
      openapi: "3.0.3",
      servers: [{ url: "https://api.example" }],
      paths: {
        "/c/{p}": {
          get: {
            parameters: [
              { name: "p", in: "path", required: true },
              { name: "q", in: "query" },
              { name: "h", in: "header" },
              { name: "k", in: "cookie" },
            ],
          },
        },
      },
    });
    const options = endpoint("GET /c/{p}", { p: ARRAY, q: ARRAY, h: ARRAY, k: ARRAY });
    expect(options.url).to.equal("https://api.example/c/blue,black,brown?q=blue&q=black&q=brown");
    expect(options.headers).to.include({ h: "blue,black,brown", cookie: "k=blue; k=black; k=brown" });
  });

  it("keeps reserved characters where allowReserved says so, and only there", () => {
    const endpoint = createEndpoint({
      openapi: "3.1.0",
      servers: [{ url: "https://api.example" }],
      paths: {
        "/f": {
          get: {
            parameters: [
              { name: "path", in: "query", allowReserved: true },
              { name: "other", in: "query" },
            ],
          },
        },
      },
    });
    expect(endpoint("GET /f", { path: "a/b:c", other: "a/b:c" }).url).to.equal("https://api.example/f?path=a/b:c&other=a%2Fb%3Ac");
  });
});
