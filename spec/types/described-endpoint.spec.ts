import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { SNIPPET_OPTIONS, snippetErrors } from "../helpers/compile-snippet";

const FIXTURES = join(__dirname, "fixtures");
const SNIPPET = join(__dirname, "__described-endpoint__.ts");

// The endpoint as the openapi entry makes it, declared: its types alone are checked here.
const IMPORTS = `import type { CreateDescribedEndpointOptions as Options, DescribedEndpoint } from "../../lib/openapi/types";
import type { OpenApiDocumentLike, RoutingTableLike } from "../../lib/openapi/types";
import type { paths } from "./fixtures/every-location";
import document = require("./fixtures/every-location.openapi.json");
type DocumentOrTable = OpenApiDocumentLike | RoutingTableLike;
declare function createEndpoint<Paths = unknown>(document: DocumentOrTable, options?: Options): DescribedEndpoint<Paths>;
declare const endpoint: DescribedEndpoint<paths>;
// A routing table as a module the CLI writes would hold it.
const table = { routingTable: 1, baseUrl: "https://eu.pets.example.com/v1", routes: { "GET /pets/{petId}": [[["petId", 0, 0, 1]]] } };`;

function compileErrors(lines: string[]): string[] {
  const code = `${IMPORTS}\n${lines.join("\n")}\n`;
  return snippetErrors(SNIPPET, code, IMPORTS.split("\n").length + 1, { ...SNIPPET_OPTIONS, resolveJsonModule: true });
}

const errorsOn = (errors: string[], line: number) =>
  errors
    .filter((error) => error.startsWith(`${line}: `))
    .join("\n")
    .replaceAll("\n", " ");

describe("the openapi entry's endpoint typed by openapi-typescript's paths (every-location.openapi.yaml)", function () {
  this.timeout(180_000);

  it("the JSON document is the YAML one", () => {
    const json: unknown = JSON.parse(readFileSync(join(FIXTURES, "every-location.openapi.json"), "utf8"));
    expect(json).to.deep.equal(parse(readFileSync(join(FIXTURES, "every-location.openapi.yaml"), "utf8")));
  });

  const correct = [
    // Every location, flat by the described names, for every verb.
    `endpoint("GET /pets");`,
    `endpoint("GET /pets", { status: "sold", tags: ["a", "b"], filter: { color: "red" }, "X-Request-Id": "r1" });`,
    `endpoint("POST /pets", { dryRun: true, "Idempotency-Key": "k", session: "s", name: "Rex", tag: "dog", status: "available" });`,
    `endpoint("POST /pets", { "Idempotency-Key": "k", data: { name: "Rex", status: "pending" } });`,
    `endpoint("DELETE /pets/{petId}", { petId: 1, reason: "x", "Idempotency-Key": "k", session: "s" });`,
    `endpoint("DELETE /pets/{petId}", { petId: 1, reason: "x" });`,
    `endpoint("GET /pets/{petId}", { petId: 1, session: "s" });`,
    `endpoint("PATCH /pets/{petId}", { petId: 1 });`,
    `endpoint("PATCH /pets/{petId}", { petId: 1, status: "pending" });`,
    `endpoint("PATCH /pets/{petId}", { petId: 1, data: { name: "Rex" } });`,
    // A body that takes additional properties takes any other name.
    `endpoint("POST /pets/{petId}/notes", { petId: 1, text: "good", mood: "happy" });`,
    `endpoint("PUT /pets/{petId}/photo", { petId: 1, data: new Uint8Array([1]) });`,
    // A body property named like a path parameter: the body is given whole.
    `endpoint("PUT /labels/{name}", { name: "bug", data: { name: "defect", color: "red" } });`,
    `endpoint("POST /adoptions", { petId: 1, note: "n" });`,
    `endpoint("POST /adoptions", { data: { petId: 1 } });`,
    `endpoint("POST /adoptions", { data: new URLSearchParams({ petId: "1" }) });`,
    // Named options beside the parameters.
    `endpoint("GET /pets/{petId}", { petId: 1, headers: { authorization: "t" }, baseUrl: "https://b.example", request: { timeout: 5 } });`,
    // Defaults: a bound required parameter is optional after.
    `endpoint.defaults({ reason: "moving", "Idempotency-Key": "k" })("DELETE /pets/{petId}", { petId: 1 });`,
    `endpoint.defaults({ petId: 1, reason: "x" })("DELETE /pets/{petId}");`,
    `endpoint.defaults({ session: "s" }).defaults({ headers: { a: "t" }, "Idempotency-Key": "k" })("POST /pets", { name: "Rex" });`,
    `const merged: string = endpoint.merge("DELETE /pets/{petId}", { petId: 1, reason: "x" }).url;`,
    `endpoint.parse(endpoint.merge("GET /pets"));`,
    // A parameter named like an option is the parameter: the description names it.
    `endpoint("GET /links", { url: "https://example.com/a", baseUrl: "https://b.example" });`,
    `const base: string = endpoint.DEFAULTS.baseUrl;`,
    `const route: string = "GET /elsewhere/{id}"; endpoint(route, { id: 1, anything: true });`,
    // The document as JSON imports it, a routing table, and no paths type (nothing checked).
    `const typed: DescribedEndpoint<paths> = createEndpoint<paths>(document, { baseUrl: "https://b.example", allowAbsoluteUrls: false });`,
    `createEndpoint<paths>(table)("GET /pets/{petId}", { petId: 1 });`,
    `createEndpoint(document)("GET /whatever", { any: 1 });`,
    `export { merged, base, typed };`,
  ];
  const mistakes: [string, string[]][] = [
    // Required parameters, in each location.
    [`endpoint("DELETE /pets/{petId}", { petId: 1 });`, ["Property 'reason' is missing"]],
    [`endpoint("DELETE /pets/{petId}");`, ["DELETE /pets/{petId} needs the parameter"]],
    [`endpoint("POST /pets", { name: "Rex" });`, [`Property '"Idempotency-Key"' is missing`]],
    [`endpoint("POST /pets", { "Idempotency-Key": "k" });`, ["Property 'name' is missing"]],
    [`endpoint("POST /pets/{petId}/notes", { mood: "happy", text: "t" });`, ["Property 'petId' is missing"]],
    [`endpoint("PUT /pets/{petId}/photo", { petId: 1 });`, ["Property 'data' is missing"]],
    [`endpoint.defaults({ reason: "x" })("DELETE /pets/{petId}");`, ["DELETE /pets/{petId} needs the parameter petId"]],
    // Wrong types and enums.
    [`endpoint("GET /pets/{petId}", { petId: "1" });`, ["Type 'string' is not assignable to type 'number'"]],
    [`endpoint("POST /pets", { "Idempotency-Key": 1, name: "Rex" });`, ["Type 'number' is not assignable to type 'string'"]],
    [`endpoint("GET /pets", { status: "lost" });`, [`Type '"lost"' is not assignable to type`]],
    [`endpoint("POST /pets", { "Idempotency-Key": "k", name: "Rex", status: "lost" });`, [`'"lost"' is not assignable`]],
    [`endpoint("GET /pets", { tags: "a" });`, ["Type 'string' is not assignable to type 'string[]'"]],
    // Names the route does not describe (another route's too), and the body both flat and whole.
    [`endpoint("GET /pets/{petId}", { petId: 1, sesion: "s" });`, ["'sesion' does not exist", "Did you mean to write 'session'?"]],
    [`endpoint("GET /pets", { reason: "x" });`, ["'reason' does not exist"]],
    [`endpoint("GET /pets", { data: "x" });`, ["'data' does not exist"]],
    [`endpoint("POST /pets", { "Idempotency-Key": "k", name: "Rex", data: { name: "Rex" } });`, ["not assignable"]],
    [`endpoint("PUT /labels/{name}", { name: "bug", color: "red" });`, ["'color' does not exist"]],
    [`endpoint("GET /pets/{petId}", { petId: 1, method: "DELETE" });`, ["the described route gives the method"]],
    // Routes the description lacks.
    [`endpoint("GET /pest");`, ["GET /pest is not a route of the API description"]],
    [`endpoint("DELETE /pets", {});`, ["DELETE /pets is not a route of the API description"]],
    [`endpoint("GET /pets/{petId}", { petId: 1, mediaType: { format: "raw" } });`, ["'mediaType' does not exist"]],
    [`endpoint("GET /links", { url: "x", baseUrl: 1 });`, ["Type 'number' is not assignable to type 'string'"]],
    // A bound name no route describes would go with every call.
    [`endpoint.defaults({ resaon: "x" });`, ["resaon is not a parameter of any route of the API description"]],
    [`endpoint.defaults({ mediaType: { format: "raw" } });`, ["mediaType is not a parameter of any route of the API description"]],
    [`endpoint({ method: "GET", url: "/pets" });`, ["not assignable to parameter"]],
    [`createEndpoint<paths>({ swagger: "2.0", paths: {} });`, ["'swagger' does not exist"]],
    [`const swagger = { swagger: "2.0", paths: {} }; createEndpoint<paths>(swagger);`, ["'openapi' is missing"]],
  ];
  let errors: string[];

  before(() => {
    errors = compileErrors([...correct, ...mistakes.map(([line]) => line)]);
  });

  it("correct calls compile: every location and verb, bodies flat or whole, defaults, a JSON document, a table", () => {
    expect(errors.filter((error) => Number(error.split(":")[0]) <= correct.length)).to.deep.equal([]);
  });

  it("under exactOptionalPropertyTypes, undefined (not set) compiles wherever a parameter is optional", () => {
    const lines = [
      `declare const text: string | undefined, flag: boolean | undefined, status: "sold" | undefined;`,
      `endpoint("POST /pets", { dryRun: flag, "Idempotency-Key": "k", session: text, name: "Rex", tag: text, status });`,
      `endpoint("DELETE /pets/{petId}", { petId: 1, reason: "x", "Idempotency-Key": text, session: text });`,
      `endpoint("GET /pets", { "X-Request-Id": text, status, headers: { accept: text }, baseUrl: text });`,
      `endpoint("PATCH /pets/{petId}", { petId: 1, name: text, status });`,
      `endpoint("POST /adoptions", { petId: 1, note: text });`,
      `endpoint.defaults({ reason: "x", name: "Rex" })("DELETE /pets/{petId}", { petId: 1, reason: text });`,
    ];
    const options = { ...SNIPPET_OPTIONS, resolveJsonModule: true, exactOptionalPropertyTypes: true };
    expect(snippetErrors(SNIPPET, `${IMPORTS}\n${lines.join("\n")}\n`, IMPORTS.split("\n").length + 1, options)).to.deep.equal([]);
  });

  mistakes.forEach(([line, messages], index) => {
    it(`${line} is an error that says what is wrong`, () => {
      const found = errorsOn(errors, correct.length + index + 1);
      expect(found, "no error").not.to.equal("");
      for (const message of messages) expect(found).to.include(message);
    });
  });
});

describe("the openapi entry's endpoint typed by GitHub's paths (@octokit/openapi-types)", function () {
  this.timeout(180_000);
  const imports = `import type { DescribedEndpoint } from "../../lib/openapi/types";
import type { paths } from "@octokit/openapi-types";
declare const github: DescribedEndpoint<paths>;`;
  const correct = [
    `github("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });`,
    `github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", labels: ["bug"] });`,
    // A query parameter of a POST: the release asset's name.
    `github("POST /repos/{owner}/{repo}/releases/{release_id}/assets",` +
      ` { owner: "o", repo: "r", release_id: 1, name: "a.zip", data: "x" });`,
    // A body whose property is named like a path parameter is given whole.
    `github("PATCH /repos/{owner}/{repo}/actions/variables/{name}", { owner: "o", repo: "r", name: "V", data: { name: "W" } });`,
    `github.defaults({ owner: "o", repo: "r" })("GET /repos/{owner}/{repo}/issues", { state: "open", per_page: 5 });`,
  ];
  const mistakes: [string, string[]][] = [
    [`github("GET /repos/{owner}/{repo}", { owner: "o" });`, ["Property 'repo' is missing"]],
    [`github("POST /repos/{owner}/{repo}/releases/{release_id}/assets", { owner: "o", repo: "r", release_id: 1 });`, ["'name' is missing"]],
    [`github("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "opened" });`, [`'"opened"' is not assignable`]],
    [`github("GET /repos/{owner}/{rep}");`, ["GET /repos/{owner}/{rep} is not a route of the API description"]],
  ];

  it("calls compile, and mistakes are errors", () => {
    const lines = [...correct, ...mistakes.map(([line]) => line)];
    const errors = snippetErrors(SNIPPET, `${imports}\n${lines.join("\n")}\n`, imports.split("\n").length + 1);
    expect(errors.filter((error) => Number(error.split(":")[0]) <= correct.length)).to.deep.equal([]);
    mistakes.forEach(([line, messages], index) => {
      const found = errorsOn(errors, correct.length + index + 1);
      expect(found, line).not.to.equal("");
      for (const message of messages) expect(found, line).to.include(message);
    });
  });
});
