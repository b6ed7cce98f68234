// `npm run size`: how much of the package an application's browser bundle holds (esbuild,
// minified, gzip -9), for three applications: endpoint only; endpoint and the builder; every export.
// Needs dist/ (npm run build). The goal for endpoint only is at most 11 KB gzip. With `--modules`
// (`node scripts/size.js --modules`), also the minified bytes each module of dist/esm/ adds to the
// endpoint-only bundle, largest first: where its bytes are.
"use strict";
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const zlib = require("node:zlib");
const esbuild = require("esbuild");

const root = path.join(__dirname, "..");
const GOAL_BYTES = 11 * 1024;
const BY_MODULE = process.argv.includes("--modules");
const APPS = {
  "endpoint only":
    'import { endpoint } from "request-options-builder";\n' +
    'console.log(endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" }).url);',
  "endpoint + builder":
    'import { endpoint, EndpointBuilder } from "request-options-builder";\n' +
    'console.log(endpoint("GET /").url, new EndpointBuilder().route("GET /").build().url);',
  everything: 'import * as library from "request-options-builder"; console.log(Object.values(library).length);',
  // The OpenAPI entry with a small description's routing table (what `openapi compile` writes).
  "openapi entry + table":
    'import { createEndpointFromTable } from "request-options-builder/openapi";\n' +
    `const table = ${JSON.stringify(petstoreTable())};\n` +
    'console.log(createEndpointFromTable(table)("DELETE /pets/{petId}", { petId: 1, reason: "sold" }).url);',
};
// At most this much more than endpoint alone, gzip.
const OPENAPI_GOAL_BYTES = 4 * 1024;

const work = fs.mkdtempSync(path.join(os.tmpdir(), "rob-size-"));
fs.mkdirSync(path.join(work, "node_modules"));
fs.symlinkSync(root, path.join(work, "node_modules", "request-options-builder"), "dir");
const modules = [];
let endpointOnly = 0;
try {
  console.log("browser bundle (esbuild --minify)".padEnd(28) + "minified".padStart(10) + "gzip".padStart(10));
  for (const [name, source] of Object.entries(APPS)) {
    const entry = path.join(work, "app.mjs");
    fs.writeFileSync(entry, source);
    const result = esbuild.buildSync({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      platform: "browser",
      format: "esm",
      write: false,
      logLevel: "error",
      nodePaths: [path.join(root, "node_modules")],
      metafile: BY_MODULE,
    });
    const code = result.outputFiles[0].contents;
    const gzip = zlib.gzipSync(code, { level: 9 }).length;
    if (name === "endpoint only") endpointOnly = gzip;
    const verdict =
      name === "endpoint only"
        ? gzip <= GOAL_BYTES
          ? "  goal met (11 KB)"
          : "  goal NOT met (11 KB)"
        : name === "openapi entry + table"
          ? `  ${kb(gzip - endpointOnly)} more than endpoint only: ${openApiVerdict(gzip - endpointOnly)}`
          : "";
    console.log(name.padEnd(28) + kb(code.length).padStart(10) + kb(gzip).padStart(10) + verdict);
    if (BY_MODULE && name === "endpoint only") {
      modules.push([code.length, "(the whole bundle, minified)"], [gzip, "(the whole bundle, gzip -9)"], ...bytesByModule(result.metafile));
    }
  }
  if (BY_MODULE) {
    console.log("\nendpoint only, minified bytes by module:");
    for (const [bytes, module] of modules) console.log(String(bytes).padStart(7) + "  " + module);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

// [bytes, module] of the package's modules in a bundle's one output, largest first.
function bytesByModule(metafile) {
  const [output] = Object.values(metafile.outputs);
  return Object.entries(output.inputs)
    .filter(([input]) => input.includes("dist/esm/"))
    .map(([input, { bytesInOutput }]) => [bytesInOutput, input.slice(input.indexOf("dist/esm/") + "dist/esm/".length)])
    .sort((a, b) => b[0] - a[0]);
}

// The routing table of the petstore description the OpenAPI specs use, made by the built entry.
function petstoreTable() {
  const { routingTable } = require(path.join(root, "dist/openapi.cjs"));
  return routingTable(JSON.parse(fs.readFileSync(path.join(root, "spec/openapi/fixtures/petstore.json"), "utf8")));
}

function openApiVerdict(more) {
  return more <= OPENAPI_GOAL_BYTES ? "goal met (4 KB)" : "goal NOT met (4 KB)";
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
