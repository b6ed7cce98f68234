import { expect } from "chai";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bareInstall, ROOT, sh } from "../helpers/packed-package";

const TSC = join(ROOT, "node_modules/typescript/bin/tsc");

// Every package folder under node_modules, scoped ones and nested ones included.
function installedPackages(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name.startsWith(".")) return [];
    if (entry.name.startsWith("@")) return installedPackages(join(folder, entry.name)).map((name) => `${entry.name}/${name}`);
    const nested = join(folder, entry.name, "node_modules");
    let inside: string[] = [];
    try {
      inside = installedPackages(nested);
    } catch {
      // no nested node_modules
    }
    return [entry.name, ...inside];
  });
}

describe("optional peers: the packed package alone, installed into an empty folder", function () {
  this.timeout(180_000);
  let project: string;

  before(() => {
    project = mkdtempSync(join(bareInstall(), "optional-peers-"));
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
  });
  after(() => rmSync(project, { recursive: true, force: true }));

  it("adds the package and uri-templates only: no tsyringe, reflect-metadata or tslib", () => {
    expect(installedPackages(join(bareInstall(), "node_modules")).sort()).to.deep.equal(["request-options-builder", "uri-templates"]);
    const manifest = JSON.parse(readFileSync(join(bareInstall(), "node_modules/request-options-builder/package.json"), "utf8"));
    expect(manifest.peerDependenciesMeta).to.deep.equal({ "reflect-metadata": { optional: true }, tsyringe: { optional: true } });
  });

  it("endpoint, the builder and both adapters work there, with require() and with import", () => {
    const use = (lib: string) => `const options = ${lib}.endpoint("POST /repos/{owner}/issues", { owner: "octo", title: "t" });
      const built = new ${lib}.EndpointBuilder().route("GET /users/{u}").param("u", "mona").build();
      const [url, init] = ${lib}.toFetch(options);
      console.log(JSON.stringify([url, init.method, init.body, built.url, ${lib}.toCurl(built).startsWith("curl ")]));`;
    const expected = ["https://api.github.com/repos/octo/issues", "POST", '{"title":"t"}', "https://api.github.com/users/mona", true];
    expect(JSON.parse(sh("node", ["-e", `const lib = require("request-options-builder");\n${use("lib")}`], project))).to.deep.equal(
      expected,
    );
    const esm = `import * as lib from "request-options-builder";\n${use("lib")}`;
    expect(JSON.parse(sh("node", ["--input-type=module", "-e", esm], project))).to.deep.equal(expected);
  });

  it("createContainer() throws an EndpointError that says what to install", () => {
    const script = `const lib = require("request-options-builder");
      try { lib.createContainer(); console.log("no error"); }
      catch (error) { console.log(JSON.stringify([error instanceof lib.EndpointError, error.name, error.code, error.message])); }`;
    const [isEndpointError, name, code, message] = JSON.parse(sh("node", ["-e", script], project)) as [boolean, string, string, string];
    expect({ isEndpointError, name, code }).to.deep.equal({
      isEndpointError: true,
      name: "InvalidOptionsError",
      code: "ERR_INVALID_OPTIONS",
    });
    expect(message).to.include("npm install tsyringe reflect-metadata");
  });

  it("a TypeScript application that makes no container compiles (with skipLibCheck: the declarations name tsyringe's types)", () => {
    writeFileSync(
      join(project, "app.mts"),
      `import { endpoint, EndpointBuilder, toFetch, type RequestOptions } from "request-options-builder";
const options: RequestOptions = endpoint("GET /repos/{owner}", { owner: "octo" });
export const sent = toFetch(options);
export const built = new EndpointBuilder().route("GET /user").build();
`,
    );
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { module: "nodenext", target: "es2022", strict: true, noEmit: true, skipLibCheck: true, types: [] },
        files: ["app.mts"],
      }),
    );
    sh("node", [TSC, "-p", "."], project);
  });
});
