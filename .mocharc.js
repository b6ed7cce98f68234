// `npm test`: every spec, in two mocha workers. The slow specs (packing, installing, compiling,
// bundling, a browser, real processes) are handed out first, so that they overlap with the many
// fast ones instead of ending the run alone; they share one packed tarball and its installs
// (spec/helpers/packed-package.ts, set up by spec/helpers/global-fixture.ts).
"use strict";
const { readdirSync } = require("node:fs");
const { join } = require("node:path");

const SLOW_FIRST = [
  "spec/types/project-types.spec.ts",
  "spec/examples/",
  "spec/package/",
  "spec/runtimes/",
  "spec/octokit/substitution.spec.ts",
  "spec/docs/first-screen.spec.ts",
  "spec/docs/docs-site.spec.ts",
  "spec/cli/",
];

const specs = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? specs(path) : path.endsWith(".spec.ts") ? [path] : [];
  });
const rank = (file) => {
  const index = SLOW_FIRST.findIndex((prefix) => file.startsWith(prefix));
  return index === -1 ? SLOW_FIRST.length : index;
};

// `npx mocha spec/x.spec.ts` runs that file alone (mocha would add the files named here to it).
const filesNamed = process.argv.slice(2).some((argument) => !argument.startsWith("-") && argument.endsWith(".ts"));

module.exports = {
  require: ["ts-node/register/transpile-only", "spec/helpers/global-fixture.ts"],
  extension: ["ts"],
  spec: filesNamed ? [] : specs("spec").sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)),
  parallel: true,
  jobs: 2,
  timeout: 20000,
  reporter: "spec",
};
