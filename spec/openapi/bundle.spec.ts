import { expect } from "chai";
import { buildSync } from "esbuild";
import { join } from "node:path";

const LIB = join(__dirname, "../../lib");

// What an application's bundle holds of the OpenAPI entry, by the module it imports from.
function bundle(imported: string, from: string): string {
  return buildSync({
    stdin: { contents: `import { ${imported} } from ${JSON.stringify(join(LIB, from))}; console.log(${imported});`, resolveDir: __dirname },
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
    external: ["tsyringe", "reflect-metadata", "uri-templates"],
  }).outputFiles[0].text;
}

describe("openapi entry: what a bundle holds of it", function () {
  this.timeout(30_000);
  // Unminified, so the functions and classes keep their names.
  const ROUTING = ["var DescribedBodyRouter = class", "function pipelineCall(", "function queryPairs("];
  const READING = ["function routingTable(", "function resolveRef("];

  it("endpoint alone: nothing of it", () => {
    const code = bundle("endpoint", "index");
    for (const text of [...ROUTING, ...READING]) expect(code, text).not.to.include(text);
  });

  it("a table's endpoint: the routing, none of the code that reads a description", () => {
    const code = bundle("createEndpointFromTable", "openapi");
    for (const text of ROUTING) expect(code, text).to.include(text);
    for (const text of READING) expect(code, text).not.to.include(text);
  });

  it("a description's endpoint: both", () => {
    const code = bundle("createEndpoint", "openapi");
    for (const text of [...ROUTING, ...READING]) expect(code, text).to.include(text);
  });
});
