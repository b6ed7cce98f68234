// `npm test`: every spec under spec/ but those `npm run test:runtimes` runs (RUNTIMES_SPECS), in
// the two mocha workers of .mocharc.json. The slow specs (compiling, real processes) are handed
// out first, so that they overlap with the many fast ones instead of ending the run alone.
// The files are named here, not in .mocharc.json, because mocha adds the files a config names to
// those of its command line: `npx mocha spec/x.spec.ts` then runs that one file alone.
// Arguments are passed on to mocha (`npm test -- --grep curl`).
"use strict";
const { spawnSync } = require("node:child_process");
const { readdirSync } = require("node:fs");
const { join, relative } = require("node:path");

const root = join(__dirname, "..");
// The specs of the packed package (they pack it, install it with the Octokit packages, bundle it
// and open it in a browser) and of the examples (each a whole program started through ts-node or
// npm start: about a fifth of the specs' time). `npm run test:runtimes`
// (scripts/test-runtimes.mjs), which CI runs, runs them with the other runtimes; `npm test` leaves
// them out, so that the loop of every change needs no build, no install and no browser.
const RUNTIMES_SPECS = [
  "spec/package/",
  "spec/runtimes/",
  "spec/examples/",
  "spec/octokit/substitution.spec.ts",
  "spec/octokit/octokit-apps.spec.ts",
  "spec/octokit/octokit-url-rule.spec.ts",
  "spec/docs/first-screen.spec.ts",
];
const SLOW_FIRST = ["spec/types/project-types.spec.ts", "spec/cli/", "spec/docs/docs-site.spec.ts"];

/** Every spec file under `folder`, as a path from the project's root with "/" between parts. */
function specFiles(folder = join(root, "spec")) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return specFiles(path);
    return entry.name.endsWith(".spec.ts") ? [relative(root, path).split("\\").join("/")] : [];
  });
}

const isRuntimesSpec = (file) => RUNTIMES_SPECS.some((prefix) => file.startsWith(prefix));

/** The spec files in the order `npm test` hands them out: the slow ones first, then by name. */
function orderedSpecFiles() {
  const rank = (file) => {
    const index = SLOW_FIRST.findIndex((prefix) => file.startsWith(prefix));
    return index === -1 ? SLOW_FIRST.length : index;
  };
  return specFiles()
    .filter((file) => !isRuntimesSpec(file))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The specs `npm run test:runtimes` runs. */
function runtimesSpecFiles() {
  return specFiles().filter(isRuntimesSpec).sort();
}

if (require.main === module) {
  const mocha = require.resolve("mocha/bin/mocha.js");
  const run = spawnSync(process.execPath, [mocha, ...process.argv.slice(2), ...orderedSpecFiles()], { cwd: root, stdio: "inherit" });
  process.exit(run.status ?? 1);
}

module.exports = { orderedSpecFiles, runtimesSpecFiles, specFiles };
