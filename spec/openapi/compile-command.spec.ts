import { expect } from "chai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { runCli } from "../../lib/cli/main";
import { createEndpoint } from "../../lib/openapi";
import petstore from "./fixtures/petstore.json";

function cli(...argv: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = "";
  let stderr = "";
  const code = runCli(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

describe("command line tool: openapi compile", () => {
  let folder: string;
  before(() => (folder = mkdtempSync(join(tmpdir(), "rob-openapi-"))));
  after(() => rmSync(folder, { recursive: true, force: true }));

  it("writes a module of the routing table, which createEndpoint takes as it takes the description", async () => {
    const description = join(folder, "petstore.json");
    writeFileSync(description, JSON.stringify(petstore));
    const { code, stdout, stderr } = cli("openapi", "compile", description);
    expect({ code, stderr }).to.deep.equal({ code: 0, stderr: "" });
    const module = join(folder, "routes.mjs");
    writeFileSync(module, stdout);
    // A native import(), which ts-node's CommonJS output would turn into a require() of an ES module.
    const load = new Function("url", "return import(url)") as (url: string) => Promise<{ default: object }>;
    const { default: table } = await load(pathToFileURL(module).href);
    expect(stdout.length).to.be.lessThan(JSON.stringify(petstore).length / 2);
    const call = { petId: 7, reason: "sold" };
    expect(createEndpoint(table)("DELETE /pets/{petId}", call)).to.deep.equal(createEndpoint(petstore)("DELETE /pets/{petId}", call));
  });

  it("refuses a description that is not JSON or not OpenAPI 3, in one line", () => {
    const yaml = join(folder, "petstore.yaml");
    writeFileSync(yaml, "openapi: 3.1.0\n");
    expect(cli("openapi", "compile", yaml)).to.deep.include({ code: 1, stdout: "" });
    expect(cli("openapi", "compile", yaml).stderr).to.match(/is not JSON \(convert a YAML description to JSON first\)\n$/);
    const swagger = join(folder, "swagger.json");
    writeFileSync(swagger, JSON.stringify({ swagger: "2.0", paths: {} }));
    expect(cli("openapi", "compile", swagger).stderr).to.match(/Swagger 2\.0.*\(ERR_INVALID_OPTIONS\)\n$/);
    expect(cli("openapi", "bundle").code).to.equal(2);
  });
});
