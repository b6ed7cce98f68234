import { expect } from "chai";
import { join } from "node:path";
import { snippetErrors } from "../helpers/compile-snippet";

const ROOT = join(__dirname, "../..");
const SNIPPET = join(ROOT, "spec/types/__route-errors__.ts");

// Compiles `code` (which imports the library from lib/) with the project's settings and returns
// each error as "line: message", the message chain flattened.
function compileErrors(code: string): string[] {
  return snippetErrors(SNIPPET, code);
}

describe("typed routes: a mistake is a compile error whose message says what is wrong", function () {
  this.timeout(120_000);
  let errors: string[];

  before(() => {
    errors = compileErrors(`import { endpoint, EndpointBuilder } from "../../lib";
endpoint("GTE /x");
endpoint("GET /repos/{owner}/{repo}");
endpoint.merge("GET /users/{username}");
new EndpointBuilder().route("PSOT /x");
endpoint("get /x");
endpoint("  GeT /x");
endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
endpoint.defaults({ owner: "o", repo: "r" })("GET /repos/{owner}/{repo}");
const method: string = "GET";
endpoint(\`\${method} /x\`);
const route: string = "GET /repos/{owner}";
endpoint(route);
endpoint({ method: "GET", url: "/x" });
new EndpointBuilder().route("GET /repos/{owner}/{repo}{?per_page}").param("ownr", "o");
new EndpointBuilder().route("POST /repos/{owner}/{repo}/issues").data({ title: "t" }).param("titel", "t");
new EndpointBuilder().route("GET /repos/{owner}/{repo}").param("ownr", "o");
new EndpointBuilder().route("POST /repos/{owner}/{repo}/issues").param("title", "t").data("x");
endpoint("GET /items/{url}", { url: "abc" });
endpoint.defaults({ headers: {} })("GET /repos/{owner}/{repo}/hooks{?url}", { owner: "o", repo: "r", url: "x" });
new EndpointBuilder().route("GET /x/{method}");
endpoint("GET /items/{url}");
endpoint("PUT /upload/{data}", { data: "d" });
endpoint("GET /{default-graph-uri}");
endpoint("GET /sparql{?query,default-graph-uri}", { query: "q" });
endpoint("GET /a/{b.c}/{d_e%41}{?f1}", { "b.c": 1, "d_e%41": 2 });
`);
  });

  it('"GTE /x", a verb that does not exist, for the endpoint and the builder', () => {
    expect(errors.find((error) => error.startsWith("2:"))).to.include(
      "GTE is not an HTTP method: use GET, HEAD, OPTIONS, POST, PUT, PATCH or DELETE",
    );
    expect(errors.find((error) => error.startsWith("5:"))).to.include("PSOT is not an HTTP method");
  });

  it("a route without the options its placeholders need names each missing parameter", () => {
    const missing = errors.find((error) => error.startsWith("3:"));
    expect(missing).to.include("needs the parameter owner");
    expect(missing).to.include("needs the parameter repo");
    expect(missing).not.to.include("Argument of type 'string' is not assignable to parameter of type 'EndpointOptions'");
    expect(errors.find((error) => error.startsWith("4:"))).to.include("needs the parameter username");
  });

  it("param() after a literal route: a name the route has no place for says why", () => {
    expect(errors.find((error) => error.startsWith("15:"))).to.include(
      "ownr is not a parameter of this route: GET /repos/{owner}/{repo}{?per_page} lists its query in {?...}; add the name there",
    );
    expect(errors.find((error) => error.startsWith("16:"))).to.include(
      "titel is not a parameter of this route: beside data(), POST /repos/{owner}/{repo}/issues has no place for it (R4)",
    );
  });

  it("a placeholder named like an option (url, method, baseUrl...), which no parameter can fill, says so", () => {
    const text = (name: string) => `the placeholder ${name} has the name of an option, so no parameter can fill it (rename it)`;
    for (const [line, name] of [
      [19, "url"],
      [20, "url"],
      [21, "method"],
      [22, "url"],
    ] as const) {
      expect(
        errors.find((error) => error.startsWith(`${line}:`)),
        `line ${line}`,
      ).to.include(text(name));
    }
  });

  it('a placeholder whose name holds a character no variable name may hold ("-"), which the run time refuses, says so', () => {
    const text = (name: string) => `the placeholder ${name} is no RFC 6570 variable name (letters, digits, _, %XX and . only)`;
    expect(errors.find((error) => error.startsWith("24:"))).to.include(text("default-graph-uri"));
    expect(errors.find((error) => error.startsWith("25:"))).to.include(text("default-graph-uri"));
  });

  it("correct calls compile: any letter case, leading spaces, bound defaults, verbs known at run time, open routes, options", () => {
    const correct = (error: string) => {
      const line = Number(error.split(":")[0]);
      return line >= 6 && line !== 15 && line !== 16 && (line < 19 || line > 22) && line !== 24 && line !== 25;
    };
    // Lines 17 and 18: without a {?...} list, R2 and R3 give any name a place; line 23: data is no
    // option to leave out of a URL (a {data} placeholder takes the parameter data).
    expect(errors.filter(correct)).to.deep.equal([]);
    expect(errors).to.have.length(12);
  });
});
