// `npm run size`: how much of the package an application's browser bundle holds (esbuild,
// minified, gzip -9), for three applications: endpoint only; endpoint and the builder; every export.
// Needs dist/ (npm run build). The goal for endpoint only is 9 KB gzip.
"use strict";
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const zlib = require("node:zlib");
const esbuild = require("esbuild");

const root = path.join(__dirname, "..");
const GOAL_BYTES = 9 * 1024;
const APPS = {
  "endpoint only":
    'import { endpoint } from "request-options-builder";\n' +
    'console.log(endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" }).url);',
  "endpoint + builder":
    'import { endpoint, EndpointBuilder } from "request-options-builder";\n' +
    'console.log(endpoint("GET /").url, new EndpointBuilder().route("GET /").build().url);',
  everything: 'import * as library from "request-options-builder"; console.log(Object.values(library).length);',
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), "rob-size-"));
fs.mkdirSync(path.join(work, "node_modules"));
fs.symlinkSync(root, path.join(work, "node_modules", "request-options-builder"), "dir");
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
    });
    const code = result.outputFiles[0].contents;
    const gzip = zlib.gzipSync(code, { level: 9 }).length;
    const verdict = name === "endpoint only" ? (gzip <= GOAL_BYTES ? "  goal met (9 KB)" : "  goal NOT met (9 KB)") : "";
    console.log(name.padEnd(28) + kb(code.length).padStart(10) + kb(gzip).padStart(10) + verdict);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
