import { expect } from "chai";
import { join } from "node:path";
import { SNIPPET_OPTIONS, snippetErrors } from "../helpers/compile-snippet";

// Under exactOptionalPropertyTypes an optional property takes `undefined` only where its type says
// so. The library reads `undefined` as "not set" everywhere (a parameter, a header, a named
// option), and an SDK forwards its own optional arguments that way, so each such place says so.
const SNIPPET = join(__dirname, "__exact-optional__.ts");
const IMPORTS = `import { createEndpoint, endpoint, EndpointBuilder } from "../../lib";
import type { paths } from "./fixtures/petstore";
const petstore = createEndpoint<paths>({ defaults: { baseUrl: "https://petstore.example.com/v1" } });
type Status = "available" | "pending" | "sold";
declare const status: Status | undefined, limit: number | undefined, tag: string | undefined, text: string | undefined;`;

const CALLS = [
  // A described route's optional query parameters, body properties and named options.
  `petstore("GET /pets", { status, limit });`,
  `petstore("POST /pets", { name: "Rex", tag, status });`,
  `petstore("PATCH /pets/{petId}", { petId: 1, name: text });`,
  `petstore("GET /pets/{petId}", { petId: 1, headers: { "if-none-match": text }, baseUrl: text, request: undefined });`,
  `petstore("GET /pets/{petId}", { petId: 1, mediaType: { format: text, previews: undefined } });`,
  // A route's own placeholders, typed from the route string, and the untyped forms.
  `endpoint("GET /pets{?status}", { status });`,
  `endpoint("GET /pets/{petId}{?fields}", { petId: 1, fields: text, headers: { accept: text } });`,
  `endpoint({ method: "GET", url: "/pets", baseUrl: text, headers: { authorization: text } });`,
  `endpoint.defaults({ baseUrl: text, headers: { authorization: text } });`,
  `endpoint.merge("GET /pets{?status}", { status });`,
  `new EndpointBuilder().route("GET /pets{?status}").param("status", status).headers({ "x-a": text }).build();`,
];

describe("exactOptionalPropertyTypes: undefined, which means not set, compiles wherever a value is optional", function () {
  this.timeout(120_000);
  let errors: string[];

  before(() => {
    errors = snippetErrors(SNIPPET, `${IMPORTS}\n${CALLS.join("\n")}\n`, IMPORTS.split("\n").length + 1, {
      ...SNIPPET_OPTIONS,
      exactOptionalPropertyTypes: true,
    });
  });

  CALLS.forEach((call, index) => {
    it(call, () => {
      expect(errors.filter((error) => error.startsWith(`${index + 1}: `))).to.deep.equal([]);
    });
  });

  it("a required parameter still takes no undefined", () => {
    const required = snippetErrors(
      SNIPPET,
      `${IMPORTS}\npetstore("GET /pets/{petId}", { petId: undefined });\n`,
      IMPORTS.split("\n").length + 1,
      {
        ...SNIPPET_OPTIONS,
        exactOptionalPropertyTypes: true,
      },
    );
    expect(required.join("\n")).to.include("1: ");
  });
});
