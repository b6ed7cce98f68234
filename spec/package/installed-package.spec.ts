import { expect } from "chai";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { consumerProject, sh, sharedInstall } from "../helpers/packed-package";

describe("the packed package, installed as a user would", function () {
  this.timeout(180_000);
  let project: string;

  before(() => {
    project = consumerProject("consumer");
  });
  after(() => rmSync(project, { recursive: true, force: true }));

  it("works with require()", () => {
    const script = `const { endpoint, EndpointError } = require("request-options-builder");
      console.log(endpoint("GET /users/{u}", { u: "octocat" }).url, typeof EndpointError);`;
    expect(sh("node", ["-e", script], project).trim()).to.equal("https://api.github.com/users/octocat function");
  });

  it("works with import, and both give the same classes (no dual-package hazard)", () => {
    const script = `import { endpoint, TemplateExpander } from "request-options-builder";
      import { createRequire } from "node:module";
      const cjs = createRequire(import.meta.url)("request-options-builder");
      console.log(endpoint("GET /users/{u}", { u: "octocat" }).url, cjs.TemplateExpander === TemplateExpander);`;
    expect(sh("node", ["--input-type=module", "-e", script], project).trim()).to.equal("https://api.github.com/users/octocat true");
  });

  it("serves the OpenAPI entry through require() and import, over the main entry's classes", () => {
    const description = JSON.stringify({
      openapi: "3.1.0",
      servers: [{ url: "https://api.example" }],
      paths: { "/pets/{id}": { delete: { parameters: [{ name: "reason", in: "query", required: true }] } } },
    });
    const script = `const cjs = require("request-options-builder/openapi"); const main = require("request-options-builder");
      import("request-options-builder/openapi").then((esm) => {
        const call = (entry) => entry.createEndpoint(${description})("DELETE /pets/{id}", { id: 1, reason: "sold" }).url;
        let typed = false;
        try { esm.createEndpoint(${description})("GET /pets"); } catch (error) { typed = error instanceof main.EndpointError; }
        console.log(call(cjs), call(esm), typed);
      });`;
    expect(sh("node", ["-e", script], project).trim()).to.equal(
      "https://api.example/pets/1?reason=sold https://api.example/pets/1?reason=sold true",
    );
  });

  // The two entries are two files: whichever loads first must serve the other its classes.
  it("require() first, then import: the same classes and the same endpoint", () => {
    const script = `const cjs = require("request-options-builder");
      import("request-options-builder").then((esm) => console.log(
        esm.TemplateExpander === cjs.TemplateExpander, esm.EndpointError === cjs.EndpointError, esm.endpoint === cjs.endpoint,
        cjs.EndpointBuilder.from(esm.endpoint.defaults({ baseUrl: "https://ghe.example/api" })).route("GET /user").build().url));`;
    expect(sh("node", ["-e", script], project).trim()).to.equal("true true true https://ghe.example/api/user");
  });

  // A class's name shows in stack traces, in console.log and in tsyringe's messages.
  it("every exported class is named as it is exported, through require() and import", () => {
    const misnamed = (entries: string) =>
      `Object.entries(${entries}).filter(([name, value]) => typeof value === "function" && ` +
      `/^class\\b/.test(Function.prototype.toString.call(value)) && value.name !== name)` +
      `.map(([name, value]) => name + " is " + value.name)`;
    const script = `const cjs = require("request-options-builder"); const cjsOctokit = require("request-options-builder/octokit");
      Promise.all([import("request-options-builder"), import("request-options-builder/octokit")]).then(([esm, esmOctokit]) =>
        console.log(JSON.stringify({ classes: Object.values(cjs).filter((value) => /^class\\b/.test(String(value))).length,
          misnamed: [...${misnamed("cjs")}, ...${misnamed("cjsOctokit")}, ...${misnamed("esm")}, ...${misnamed("esmOctokit")}] })));`;
    const { classes, misnamed: found } = JSON.parse(sh("node", ["-e", script], project)) as { classes: number; misnamed: string[] };
    expect(classes).to.be.greaterThan(10);
    expect(found).to.deep.equal([]);
  });

  it("loads uri-templates only when UriTemplatesExpander is used", () => {
    const script = `const lib = require("request-options-builder");
      lib.endpoint("GET /{a}", { a: 1 });
      const loaded = () => Object.keys(require.cache).some((f) => f.includes("uri-templates"));
      const before = loaded();
      new lib.UriTemplatesExpander().expand("/{a}", { a: 1 });
      console.log(before, loaded());`;
    expect(sh("node", ["-e", script], project).trim()).to.equal("false true");
  });

  it("loads tsyringe only when a container is used", () => {
    const script = `const lib = require("request-options-builder");
      lib.endpoint("GET /");
      const loaded = () => Object.keys(require.cache).some((f) => f.includes("tsyringe"));
      const before = loaded();
      lib.createContainer();
      console.log(before, loaded(), typeof Reflect.getMetadata);`;
    expect(sh("node", ["-e", script], project).trim()).to.equal("false true function");
  });

  it("swaps a strategy without a container, loading neither tsyringe nor reflect-metadata", () => {
    const script = `const { createEndpoint, DefaultParamRouter } = require("request-options-builder");
      class Repeat extends DefaultParamRouter { route(input) { return super.route({ ...input, arrayFormat: "repeat" }); } }
      const url = createEndpoint({ paramRouter: new Repeat() })("GET /x", { a: [1, 2] }).url;
      const loaded = Object.keys(require.cache).some((file) => /tsyringe|reflect-metadata/.test(file));
      console.log(url, loaded, typeof Reflect.getMetadata);`;
    expect(sh("node", ["-e", script], project).trim()).to.equal("https://api.github.com/x?a=1&a=2 false undefined");
  });

  it("installs the command line tool as a bin", () => {
    const output = sh(
      join(sharedInstall(), "node_modules/.bin/request-options-builder"),
      ["GET /users/{username}", "username=octocat"],
      project,
    );
    expect(JSON.parse(output).url).to.equal("https://api.github.com/users/octocat");
  });

  // --no: a missing bin fails here instead of npx asking the registry for a package named rob.
  it("installs the command line tool under the short name rob, for npx", () => {
    const output = sh("npx", ["--no", "--", "rob", "--help"], project);
    expect(output).to.match(/^Usage: /);
  });
});
