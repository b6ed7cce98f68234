import { expect } from "chai";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createEndpoint, routingTable, type RoutingTable } from "../../lib/openapi";
import type { RequestOptions } from "../../lib";

// Public descriptions of different shapes (OpenAPI 3.0 and 3.1, from @readme/oas-examples): every
// operation called with a generated value for each described parameter, each value found where
// the description puts it, written in its style.
const EXAMPLES = dirname(require.resolve("@readme/oas-examples/package.json"));
const LOCATIONS = ["path", "query", "header", "cookie"];

function read(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
}

function example(name: string): Record<string, unknown> {
  return read(join(EXAMPLES, name));
}

function descriptions(version: string): [string, Record<string, unknown>][] {
  const folder = join(EXAMPLES, version, "json");
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map((file) => [`${version}/${file}`, read(join(folder, file))]);
}

// Where a generated string value shows in the request options, given its location.
function sentWhere(options: RequestOptions, location: number, name: string, value: string): boolean {
  const url = new URL(options.url);
  if (location === 0) return decodeURIComponent(url.pathname).includes(value);
  if (location === 1) return url.searchParams.getAll(name).includes(value);
  if (location === 2) return options.headers[name.toLowerCase()] === value;
  return String(options.headers.cookie)
    .split("; ")
    .includes(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
}

describe("openapi entry: real descriptions (@readme/oas-examples)", () => {
  const all = [...descriptions("3.0"), ...descriptions("3.1")];

  it("reads every 3.0 and 3.1 example, and refuses the 2.0 ones, typed", () => {
    expect(all.length).to.be.greaterThan(40);
    const swagger = readdirSync(join(EXAMPLES, "2.0", "json")).filter((file) => file.endsWith(".json"));
    for (const file of swagger) {
      expect(() => routingTable(read(join(EXAMPLES, "2.0", "json", file))), file).to.throw(/Swagger 2\.0/);
    }
  });

  it("sends each described parameter of every operation where its description puts it", () => {
    let checked = 0;
    for (const [file, document] of all) {
      const table: RoutingTable = routingTable(document);
      const endpoint = createEndpoint(table, { baseUrl: "https://api.example" });
      for (const [route, [parameters, given]] of Object.entries(table.routes)) {
        const body = given || undefined;
        const call: Record<string, unknown> = {};
        for (const [name, location] of parameters) call[name] = `v-${location}-${name.length}`;
        if (body !== undefined && body[1] === 1) call.data = body[0].includes("json") ? {} : "body";
        const options = endpoint(route, call);
        for (const [name, location] of parameters) {
          expect(sentWhere(options, location, name, call[name] as string), `${file} ${route}: ${LOCATIONS[location]} ${name}`).to.equal(
            true,
          );
          checked++;
        }
        if (body !== undefined && body[1] === 1 && !body[0].startsWith("multipart/")) {
          expect(options.headers["content-type"], `${file} ${route}`).to.equal(body[0]);
        }
      }
    }
    expect(checked).to.be.greaterThan(300);
  });

  it("parameters-style.json (3.1): every style and explode of path, query, header and cookie", () => {
    const endpoint = createEndpoint(example("3.1/json/parameters-style.json"));
    const values = { primitive: "blue", array: ["blue", "black", "brown"], object: { R: 100, G: 200, B: 150 } };
    const path = (route: string) => endpoint(route, values).url.slice("https://httpbin.org/anything/path/".length);
    expect(path("GET /anything/path/matrix/{primitive}/{array}/{object}")).to.equal(
      "matrix/;primitive=blue/;array=blue,black,brown/;object=R,100,G,200,B,150",
    );
    expect(path("POST /anything/path/label/{primitive}/{array}/{object}")).to.equal("label/.blue/.blue.black.brown/.R=100.G=200.B=150");
    expect(path("POST /anything/path/simple/{primitive}/{array}/{object}")).to.equal("simple/blue/blue,black,brown/R=100,G=200,B=150");
    expect(endpoint("POST /anything/query/form", values).url).to.equal(
      "https://httpbin.org/anything/query/form?primitive=blue&array=blue&array=black&array=brown&R=100&G=200&B=150",
    );
    expect(endpoint("GET /anything/query/pipeDelimited", { array: values.array }).url).to.match(/\?array=blue%7Cblack%7Cbrown$/);
    expect(endpoint("GET /anything/query/deepObject", { object: values.object }).url).to.match(
      /\?object%5BR%5D=100&object%5BG%5D=200&object%5BB%5D=150$/,
    );
    expect(endpoint("POST /anything/headers/simple", values).headers).to.include({
      primitive: "blue",
      array: "blue,black,brown",
      object: "R=100,G=200,B=150",
    });
    expect(endpoint("GET /cookies#formNonExploded", values).headers.cookie).to.equal(
      "primitive=blue; array=blue,black,brown; object=R,100,G,200,B,150",
    );
    expect(endpoint("GET /cookies#formNonExploded", values).url).to.equal("https://httpbin.org/cookies");
  });

  it("uspto.json (3.0): a server variable's default, a urlencoded body of properties", () => {
    const endpoint = createEndpoint(example("3.0/json/uspto.json"));
    const options = endpoint("POST /{dataset}/{version}/records", { dataset: "oa_citations", version: "v1", criteria: "*:*", start: 0 });
    expect(options).to.deep.include({
      method: "post",
      url: "https://developer.uspto.gov/ds-api/oa_citations/v1/records",
      body: "criteria=%2A%3A%2A&start=0",
    });
    expect(options.headers["content-type"]).to.equal("application/x-www-form-urlencoded");
  });

  it("train-travel.json (3.1): required query parameters, a JSON body of a $ref'd schema's properties, a typo named by its nearest", () => {
    const endpoint = createEndpoint(example("3.1/json/train-travel.json"));
    const options = endpoint("GET /trips", { origin: "o", destination: "d", date: "2024-02-01T09:00:00Z", bicycles: true });
    expect(options.url).to.equal("https://api.example.com/trips?origin=o&destination=d&date=2024-02-01T09%3A00%3A00Z&bicycles=true");
    expect(() => endpoint("GET /trips", { orign: "o" })).to.throw('did you mean "origin"?');
    const booking = endpoint("POST /bookings", { trip_id: "t", passenger_name: "Ada", has_bicycle: true });
    expect(booking).to.deep.include({
      url: "https://api.example.com/bookings",
      body: { trip_id: "t", passenger_name: "Ada", has_bicycle: true },
    });
    expect(booking.headers["content-type"]).to.equal("application/json");
    expect(() => endpoint("POST /bookings", { trip_id: "t", pasenger_name: "Ada" })).to.throw('did you mean "passenger_name"?');
  });
});
