import { expect } from "chai";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bareInstall, ROOT, sh } from "../helpers/packed-package";

const ESBUILD = join(ROOT, "node_modules/.bin/esbuild");
const ENDPOINT_APP_OUTPUT = {
  url: "https://api.github.com/repos/octo/hello/issues/7",
  method: "PATCH",
  body: '{"state":"closed"}',
  refused: "InvalidParameterError ERR_INVALID_PARAMETER",
};
// What an application that makes no container must not ship: the container's peers (and tslib,
// tsyringe's) and what only UriTemplatesExpander loads.
const NOT_SHIPPED = ["tsyringe", "reflect-metadata", "tslib", "uri-templates"];

interface Metafile {
  outputs: Record<string, { inputs: Record<string, unknown> }>;
}

/** The packages whose files make up the bundle's bytes, as esbuild's metafile lists them. */
function bundledPackages(metafile: string): string[] {
  const { outputs } = JSON.parse(readFileSync(metafile, "utf8")) as Metafile;
  const files = Object.values(outputs).flatMap((output) => Object.keys(output.inputs));
  return [...new Set(files.map((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1]).filter((name) => name !== undefined))];
}

// Where the packed package alone was installed, as a new user does (npm installs its peers), and
// with no flag: a bundler resolves every import of the package, even of modules it then drops.
// rollup, vite, webpack, rspack, workerd and browsers: npm run test:runtimes.
describe("bundlers: the packed package alone installed, bundled into an application with no flag, the output run", function () {
  this.timeout(240_000);
  let project: string;

  before(() => {
    project = mkdtempSync(join(bareInstall(), "bundlers-"));
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
    for (const app of ["endpoint-app.mjs", "container-app.mjs"]) copyFileSync(join(__dirname, "fixtures", app), join(project, app));
  });
  after(() => rmSync(project, { recursive: true, force: true }));

  const run = (file: string) => JSON.parse(sh("node", [file], project)) as Record<string, unknown>;
  const bundle = (entry: string, out: string, flags: readonly string[]) =>
    sh(ESBUILD, [entry, "--bundle", ...flags, `--outfile=${out}`, `--metafile=${out}.json`, "--log-level=warning"], project);

  // neutral: no main fields, so every dependency must be reachable without one.
  for (const platform of ["browser", "node", "neutral"] as const) {
    for (const format of ["esm", "cjs"] as const) {
      it(`esbuild, ${platform} platform, ${format} output: the endpoint-only bundle holds none of ${NOT_SHIPPED.join(", ")}`, () => {
        const out = `out/esbuild-${platform}.${format === "esm" ? "mjs" : "cjs"}`;
        bundle("endpoint-app.mjs", out, [`--platform=${platform}`, `--format=${format}`]);
        expect(run(out)).to.deep.equal(ENDPOINT_APP_OUTPUT);
        expect(bundledPackages(join(project, `${out}.json`))).to.deep.equal(["request-options-builder"]);
      });
    }
  }

  it("esbuild, browser platform: an application with a container gets tsyringe, and it works", () => {
    bundle("container-app.mjs", "out/container.mjs", ["--platform=browser", "--format=esm"]);
    expect(bundledPackages(join(project, "out/container.mjs.json"))).to.include.members(["tsyringe", "reflect-metadata"]);
    expect(run("out/container.mjs")).to.deep.equal({ url: "https://api.github.com/user", trace: "on" });
  });
});
