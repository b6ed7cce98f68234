// `npm run build`: the package's dist/.
// - dist/index.cjs: lib/ bundled into one CommonJS file (esbuild). One file loads several times
//   faster than forty: cold start is a target (bench/README.md). Dependencies stay external.
// - dist/index.mjs: the ESM entry, a thin wrapper that require()s dist/index.cjs. One copy of
//   every class whichever way the package is loaded, so tsyringe tokens (classes) and
//   `instanceof EndpointError` mean the same to `import` and `require` (no dual-package hazard);
//   createRequire, not `import`, so Node does not lex the CommonJS file for exports.
// - dist/types/: declarations by tsc; dist/index.d.cts and dist/index.d.mts point at them.
// - dist/cli.cjs: the command line tool, bundled the same way.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { execFileSync } = require("node:child_process");
const esbuild = require("esbuild");

const root = path.join(__dirname, "..");
const dist = path.join(root, "dist");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const external = Object.keys(pkg.dependencies ?? {});

fs.rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json"], { cwd: root, stdio: "inherit" });

const common = { bundle: true, platform: "node", format: "cjs", target: "node20", external, logLevel: "warning", legalComments: "none" };
esbuild.buildSync({ ...common, entryPoints: [path.join(root, "lib/index.ts")], outfile: path.join(dist, "index.cjs") });
if (fs.existsSync(path.join(root, "lib/cli/main.ts"))) {
  esbuild.buildSync({ ...common, entryPoints: [path.join(root, "lib/cli/main.ts")], outfile: path.join(dist, "cli.cjs"), banner: { js: "#!/usr/bin/env node" } });
  fs.chmodSync(path.join(dist, "cli.cjs"), 0o755);
}

const names = Object.keys(require(path.join(dist, "index.cjs"))).sort();
fs.writeFileSync(
  path.join(dist, "index.mjs"),
  "// The ESM entry: the CommonJS bundle's exports, by name (see scripts/build.js).\n" +
    'import { createRequire } from "node:module";\n\n' +
    'const library = createRequire(import.meta.url)("./index.cjs");\n\n' +
    `export const {\n${names.map((name) => `  ${name},`).join("\n")}\n} = library;\n`,
);
fs.writeFileSync(path.join(dist, "index.d.cts"), 'export * from "./types/index.js";\n');
fs.writeFileSync(path.join(dist, "index.d.mts"), 'export * from "./types/index.js";\n');

// The octokit entry: a few lines over the main entry's file of the same format ("../index" stays
// external), so both entries share one copy of every class. Its resolve hook and the module that
// registers it are ESM for Node's loader.
const mainEntry = (file) => ({
  name: "main-entry",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/index$/ }, () => ({ path: `./${file}`, external: true }));
  },
});
const octokit = path.join(root, "lib/octokit/index.ts");
// Plugins need esbuild's asynchronous API.
const octokitBuilds = Promise.all([
  esbuild.build({ ...common, entryPoints: [octokit], outfile: path.join(dist, "octokit.cjs"), plugins: [mainEntry("index.cjs")] }),
  esbuild.build({ ...common, format: "esm", entryPoints: [octokit], outfile: path.join(dist, "octokit.mjs"), plugins: [mainEntry("index.mjs")] }),
]);
for (const [source, target] of [["register.mjs", "octokit-register.mjs"], ["register.d.mts", "octokit-register.d.mts"], ["hooks.mjs", "octokit-hooks.mjs"]]) {
  fs.copyFileSync(path.join(root, "lib/octokit", source), path.join(dist, target));
}
fs.writeFileSync(path.join(dist, "octokit.d.cts"), 'export * from "./types/octokit/index.js";\n');
fs.writeFileSync(path.join(dist, "octokit.d.mts"), 'export * from "./types/octokit/index.js";\n');
octokitBuilds.then(() => console.log(`dist/: index.cjs (${fs.statSync(path.join(dist, "index.cjs")).size} bytes), index.mjs (${names.length} exports), types/`));
