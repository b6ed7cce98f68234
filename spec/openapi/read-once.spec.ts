import { expect } from "chai";
import { createEndpoint } from "../../lib/openapi";

// A map in the query is read once in every style: a getter that answered twice could make what
// was checked differ from what is sent.
describe("the openapi entry reads a query map's values once", () => {
  const description = (style: string, explode: boolean) => ({
    openapi: "3.1.0",
    servers: [{ url: "https://api.example" }],
    paths: {
      "/items": {
        get: { parameters: [{ name: "filter", in: "query", style, explode, schema: { type: "object" } }] },
      },
    },
  });

  for (const [style, explode] of [
    ["form", true],
    ["form", false],
    ["spaceDelimited", false],
    ["pipeDelimited", false],
  ] as const) {
    it(`${style}, explode ${explode}`, () => {
      let reads = 0;
      const filter = {
        get color() {
          reads++;
          return "red";
        },
      };
      Object.defineProperty(filter, "color", { enumerable: true });
      const { url } = createEndpoint(description(style, explode))("GET /items", { filter });
      expect(url).to.include("red");
      expect(reads, "reads of filter.color").to.equal(1);
    });
  }
});
