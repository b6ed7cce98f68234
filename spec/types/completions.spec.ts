import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as ts from "typescript";
import { SNIPPET_OPTIONS } from "../helpers/compile-snippet";

const SNIPPET = join(__dirname, "__completions__.ts");
const MARK = "/*|*/";

// What an editor offers at each mark of `code`: the TypeScript language service, as editors run it.
function completionsAt(code: string): string[][] {
  const source = code.replaceAll(MARK, "");
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => SNIPPET_OPTIONS,
    getScriptFileNames: () => [SNIPPET],
    getScriptVersion: () => "1",
    getScriptSnapshot: (name) => {
      if (name === SNIPPET) return ts.ScriptSnapshot.fromString(source);
      try {
        return ts.ScriptSnapshot.fromString(readFileSync(name, "utf8"));
      } catch {
        return undefined;
      }
    },
    getCurrentDirectory: () => process.cwd(),
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (name) => name === SNIPPET || ts.sys.fileExists(name),
    readFile: (name) => (name === SNIPPET ? source : ts.sys.readFile(name)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  const positions: number[] = [];
  for (let at = code.indexOf(MARK); at !== -1; at = code.indexOf(MARK, at + 1)) positions.push(at - positions.length * MARK.length);
  return positions.map(
    (position) =>
      service.getCompletionsAtPosition(SNIPPET, position, { includeCompletionsWithInsertText: true })?.entries.map((entry) => entry.name) ??
      [],
  );
}

// A route is offered in a route's string; any other text with a space is a message.
const ROUTE = /^[A-Z]+ \/\S*$/;
const STRING_METHODS = Object.getOwnPropertyNames(String.prototype).filter((name) => name !== "constructor");

const IMPORTS = `import { createEndpoint, endpoint, EndpointBuilder } from "../../lib";
import type { paths } from "./fixtures/petstore";
import type { paths as collisions } from "./fixtures/collisions";
import { createEndpoint as fromDescription } from "../../lib/openapi";
import type { paths as locations } from "./fixtures/every-location";
const petstore = createEndpoint<paths>();
const api = createEndpoint<collisions>();
const described = fromDescription<locations>({ openapi: "3.1.0" });
`;

describe("completion offers no compile error and no error text (TypeScript's language service)", function () {
  this.timeout(180_000);
  let offered: Record<string, string[]>;
  const CASES: Record<string, string> = {
    "the options of a described route": `petstore("GET /pets/{petId}", { ${MARK} });`,
    "the options of a described route with a body": `petstore("POST /pets", { ${MARK} });`,
    "the options of a route whose parameter has an option's name": `api("GET /items/{url}", { ${MARK} });`,
    "the name param() takes on a plain builder": `new EndpointBuilder().route("POST /x{?a}").data({}).param("${MARK}");`,
    "the name param() takes on a described builder": `EndpointBuilder.from(petstore).route("GET /pets/{petId}").param("${MARK}");`,
    "the options of a plain endpoint's route": `endpoint("GET /repos/{owner}/{repo}", { ${MARK} });`,
    "the options of a described route given in part": `petstore("GET /pets/{petId}", { petId: 1, ${MARK} });`,
    "params() on a described builder": `EndpointBuilder.from(petstore).route("GET /pets/{petId}").params({ ${MARK} });`,
    "the options of the openapi entry's route": `described("DELETE /pets/{petId}", { ${MARK} });`,
    "the options of the openapi entry's route given in part": `described("DELETE /pets/{petId}", { petId: 1, ${MARK} });`,
    "the openapi entry's merge()": `described.merge("PATCH /pets/{petId}", { ${MARK} });`,
    "a string for the options of a route no call can send": `api("GET /items/{url}", "${MARK}");`,
    "a route missing its parameters": `endpoint("GET /repos/{owner}/{repo}${MARK}");`,
    "a route with a misspelt method": `endpoint("GTE /user${MARK}");`,
    "a described route missing its parameters": `petstore("GET /pets/{petId}${MARK}");`,
    "the openapi entry's route missing its parameters": `described("GET /pets/{petId}${MARK}");`,
    "the name param() takes on a plain builder's GET route": `new EndpointBuilder().route("GET /repos/{owner}/{repo}").param("${MARK}");`,
  };

  before(() => {
    const names = Object.keys(CASES);
    const lists = completionsAt(IMPORTS + names.map((name) => CASES[name]).join("\n"));
    offered = Object.fromEntries(names.map((name, index) => [name, lists[index]]));
  });

  for (const name of Object.keys(CASES)) {
    it(`${name}: no string method, no message`, () => {
      const list = offered[name];
      expect(list.filter((entry) => STRING_METHODS.includes(entry))).to.deep.equal([]);
      expect(list.filter((entry) => /\s/.test(entry) && !ROUTE.test(entry))).to.deep.equal([]);
      expect(list, "an empty name").not.to.include("");
    });
  }

  it("offers no method or url beside a described route, which gives both (a compile error there)", () => {
    for (const name of [
      "the options of a described route",
      "the options of a described route with a body",
      "the options of a described route given in part",
      "params() on a described builder",
      "the options of the openapi entry's route",
      "the options of the openapi entry's route given in part",
      "the openapi entry's merge()",
    ]) {
      expect(
        offered[name].filter((entry) => entry === "method" || entry === "url"),
        name,
      ).to.deep.equal([]);
    }
  });

  it("still offers what compiles: a described route's parameters and options, param()'s names", () => {
    expect(offered["the options of a described route"]).to.include.members(["petId", "headers", "baseUrl"]);
    expect(offered["the options of a described route with a body"]).to.include.members(["name", "headers"]);
    expect(offered["the name param() takes on a described builder"]).to.include.members(["petId"]);
    expect(offered["the options of a described route given in part"]).to.include.members(["headers", "baseUrl"]);
    expect(offered["params() on a described builder"]).to.include.members(["petId"]);
    expect(offered["the options of a plain endpoint's route"]).to.include.members(["owner", "repo", "headers"]);
    expect(offered["the options of the openapi entry's route"]).to.include.members(["petId", "reason", "headers", "baseUrl"]);
    expect(offered["the options of the openapi entry's route given in part"]).to.include.members(["reason", "headers"]);
    expect(offered["the openapi entry's merge()"]).to.include.members(["petId", "name", "data"]);
    expect(offered["a described route missing its parameters"]).to.include.members(["GET /pets/{petId}", "DELETE /pets/{petId}"]);
    expect(offered["the name param() takes on a plain builder's GET route"]).to.include.members(["owner", "repo"]);
  });
});
