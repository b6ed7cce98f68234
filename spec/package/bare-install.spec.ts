import { expect } from "chai";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bareInstall, packedTarball, ROOT, sh } from "../helpers/packed-package";

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

// An application that uses every part a user imports without thinking of containers, and one.
const APPLICATION = `import { createContainer, createEndpoint, endpoint, EndpointBuilder, EndpointError } from "request-options-builder";
import { TemplateExpander, toCurl, toFetch, UriTemplatesExpander, type RequestOptions } from "request-options-builder";
import { endpoint as octokitEndpoint } from "request-options-builder/octokit";
import { createEndpoint as describedEndpoint } from "request-options-builder/openapi";

const options: RequestOptions = endpoint("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "endpoint.js" });
// @ts-expect-error repo is missing
endpoint("GET /repos/{owner}/{repo}", { owner: "octokit" });
const container = createContainer();
container.register(TemplateExpander, { useClass: UriTemplatesExpander });
createEndpoint({ container, defaults: { owner: "octokit" } })("GET /repos/{owner}/{repo}", { repo: "endpoint.js" });
const built: RequestOptions = new EndpointBuilder().route("POST /x/{id}").param("id", 1).build();
const [url, init] = toFetch(built);
const line: string = toCurl(options);
const isError: boolean = new Error() instanceof EndpointError;
export { url, init, line, isError };
export const viaOctokit = octokitEndpoint("GET /user").url;
const description = { openapi: "3.1.0", servers: [{ url: "https://a.example" }], paths: { "/u": { get: {} } } };
export const described: RequestOptions = describedEndpoint(description)("GET /u");
`;

describe("the packed package alone, installed into an empty folder (npm install <tarball>)", function () {
  this.timeout(180_000);
  let project: string;

  before(() => {
    project = mkdtempSync(join(bareInstall(), "alone-"));
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
  });
  after(() => rmSync(project, { recursive: true, force: true }));

  // Peers npm installs (npm 7 and later, pnpm, Bun): a bundler then resolves every import of the
  // package, and drops the container's modules from an application that makes none.
  it("adds the package, uri-templates and its peers tsyringe and reflect-metadata (with tslib, tsyringe's), one copy each", () => {
    expect(installedPackages(join(bareInstall(), "node_modules")).sort()).to.deep.equal([
      "reflect-metadata",
      "request-options-builder",
      "tslib",
      "tsyringe",
      "uri-templates",
    ]);
    const manifest = JSON.parse(readFileSync(join(bareInstall(), "node_modules/request-options-builder/package.json"), "utf8"));
    expect(manifest).not.to.have.property("peerDependenciesMeta");
  });

  it("endpoint, the builder, both adapters and a container work there, with require() and with import", () => {
    const use = (lib: string) => `const options = ${lib}.endpoint("POST /repos/{owner}/issues", { owner: "octo", title: "t" });
      const built = new ${lib}.EndpointBuilder().route("GET /users/{u}").param("u", "mona").build();
      const [url, init] = ${lib}.toFetch(options);
      const viaContainer = ${lib}.createContainer().resolve(${lib}.EndpointBuilder).route("GET /user").build().url;
      console.log(JSON.stringify([url, init.method, init.body, built.url, ${lib}.toCurl(built).startsWith("curl "), viaContainer]));`;
    const expected = [
      "https://api.github.com/repos/octo/issues",
      "POST",
      '{"title":"t"}',
      "https://api.github.com/users/mona",
      true,
      "https://api.github.com/user",
    ];
    expect(JSON.parse(sh("node", ["-e", `const lib = require("request-options-builder");\n${use("lib")}`], project))).to.deep.equal(
      expected,
    );
    const esm = `import * as lib from "request-options-builder";\n${use("lib")}`;
    expect(JSON.parse(sh("node", ["--input-type=module", "-e", esm], project))).to.deep.equal(expected);
  });

  // One compiler process for the three settings (tsc -b): each program reads the same library
  // types, which one process parses once.
  it("TypeScript compiles an application strictly with the package's types checked (skipLibCheck: false): nodenext, bundler", () => {
    const folders = (
      [
        [{ module: "nodenext", moduleResolution: "nodenext" }, "app.mts"],
        [{ module: "nodenext", moduleResolution: "nodenext" }, "app.cts"],
        [{ module: "esnext", moduleResolution: "bundler" }, "app.ts"],
      ] as const
    ).map(([compilerOptions, file]) => {
      const directory = mkdtempSync(join(project, "ts-"));
      writeFileSync(join(directory, file), APPLICATION);
      writeFileSync(
        join(directory, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: { ...compilerOptions, target: "es2022", strict: true, noEmit: true, skipLibCheck: false, types: [] },
          files: [file],
        }),
      );
      return directory;
    });
    sh("node", [TSC, "-b", ...folders], project);
  });

  // Yarn, and npm with --legacy-peer-deps, install no peers: all but containers works there.
  it("where the package manager installs no peers: endpoint works, and createContainer() says what to install", () => {
    // Outside the shared install, whose node_modules Node would find one folder up.
    const folder = mkdtempSync(join(tmpdir(), "rob-no-peers-"));
    try {
      writeFileSync(join(folder, "package.json"), JSON.stringify({ name: "no-peers", private: true }));
      sh("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--legacy-peer-deps", packedTarball()], folder);
      const script = `const lib = require("request-options-builder");
        const url = lib.endpoint("GET /users/{u}", { u: "octocat" }).url;
        try { lib.createContainer(); console.log("no error"); }
        catch (error) { console.log(JSON.stringify([url, error instanceof lib.EndpointError, error.name, error.code, error.message])); }`;
      const [url, isEndpointError, name, code, message] = JSON.parse(sh("node", ["-e", script], folder)) as unknown[];
      expect({ url, isEndpointError, name, code }).to.deep.equal({
        url: "https://api.github.com/users/octocat",
        isEndpointError: true,
        name: "InvalidOptionsError",
        code: "ERR_INVALID_OPTIONS",
      });
      expect(message).to.include("npm install tsyringe reflect-metadata");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
