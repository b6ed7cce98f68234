import { expect } from "chai";
import { copyFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { consumerProject, ROOT, sh } from "../helpers/packed-package";

const ESBUILD = join(ROOT, "node_modules/.bin/esbuild");
const ROLLUP = join(ROOT, "node_modules/.bin/rollup");
const ENDPOINT_APP_OUTPUT = {
  url: "https://api.github.com/repos/octo/hello/issues/7",
  method: "PATCH",
  body: '{"state":"closed"}',
  refused: "InvalidParameterError ERR_INVALID_PARAMETER",
};
// Module paths a bundler writes into unminified output, one comment per bundled file.
const OPTIONAL_DEPENDENCIES = ["node_modules/tsyringe/", "node_modules/reflect-metadata/", "node_modules/uri-templates/"];

describe("bundlers: the packed package bundled into an application, the output run", function () {
  this.timeout(240_000);
  let project: string;

  before(() => {
    project = consumerProject("bundlers");
    for (const app of ["endpoint-app.mjs", "container-app.mjs"]) copyFileSync(join(__dirname, "fixtures", app), join(project, app));
  });
  after(() => rmSync(project, { recursive: true, force: true }));

  const run = (file: string) => JSON.parse(sh("node", [file], project)) as Record<string, unknown>;

  // neutral: no main fields, so the package's own dependency (uri-templates) must be reachable
  // without one; the optional peers, which have only main fields, are external there, as the
  // README tells an application that makes no container (esbuild resolves every import first).
  for (const platform of ["browser", "node", "neutral"] as const) {
    for (const format of ["esm", "cjs"] as const) {
      it(`esbuild, ${platform} platform, ${format} output`, () => {
        const out = `out/esbuild-${platform}.${format === "esm" ? "mjs" : "cjs"}`;
        sh(
          ESBUILD,
          [
            "endpoint-app.mjs",
            "--bundle",
            `--platform=${platform}`,
            `--format=${format}`,
            `--outfile=${out}`,
            "--log-level=warning",
            ...(platform === "neutral" ? ["--external:tsyringe", "--external:reflect-metadata"] : []),
          ],
          project,
        );
        expect(run(out)).to.deep.equal(ENDPOINT_APP_OUTPUT);
        if (platform !== "node") {
          const bundle = readFileSync(join(project, out), "utf8");
          for (const dependency of OPTIONAL_DEPENDENCIES) expect(bundle, dependency).not.to.include(dependency);
        }
      });
    }
  }

  it("esbuild, browser platform: an application with a container gets tsyringe, and it works", () => {
    sh(
      ESBUILD,
      ["container-app.mjs", "--bundle", "--platform=browser", "--format=esm", "--outfile=out/container.mjs", "--log-level=warning"],
      project,
    );
    expect(readFileSync(join(project, "out/container.mjs"), "utf8")).to.include("node_modules/tsyringe/");
    expect(run("out/container.mjs")).to.deep.equal({ url: "https://api.github.com/user", trace: "on" });
  });

  it("rollup with node-resolve (browser) and commonjs, ESM output", () => {
    writeFileSync(
      join(project, "rollup.config.mjs"),
      `import { nodeResolve } from ${JSON.stringify(join(ROOT, "node_modules/@rollup/plugin-node-resolve/dist/es/index.js"))};
import commonjs from ${JSON.stringify(join(ROOT, "node_modules/@rollup/plugin-commonjs/dist/es/index.js"))};
export default {
  input: "endpoint-app.mjs",
  output: { file: "out/rollup.mjs", format: "es" },
  plugins: [nodeResolve({ browser: true }), commonjs()],
};
`,
    );
    sh(ROLLUP, ["-c", "rollup.config.mjs", "--silent"], project);
    expect(run("out/rollup.mjs")).to.deep.equal(ENDPOINT_APP_OUTPUT);
    const bundle = readFileSync(join(project, "out/rollup.mjs"), "utf8");
    // Text only those packages' code holds (rollup writes no module paths).
    for (const marker of ["Attempted to resolve unregistered dependency token", "getOwnMetadataKeys", "function UriTemplate("])
      expect(bundle, marker).not.to.include(marker);
  });
});
