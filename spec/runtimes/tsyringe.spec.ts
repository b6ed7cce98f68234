import { expect } from "chai";
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { consumerProject, ROOT, sh, sharedInstall } from "../helpers/packed-package";

const TSC = join(ROOT, "node_modules/typescript/bin/tsc");

describe("DI with the application's own tsyringe 4.8.0", function () {
  this.timeout(240_000);
  let project: string;

  before(() => {
    project = consumerProject("tsyringe", [], { type: "commonjs" });
    copyFileSync(join(__dirname, "fixtures/tsyringe-app.ts"), join(project, "app.ts"));
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "es2022",
          module: "nodenext",
          moduleResolution: "nodenext",
          strict: true,
          experimentalDecorators: true,
          emitDecoratorMetadata: true,
          skipLibCheck: false,
          types: [],
          outDir: "out",
        },
        files: ["app.ts"],
      }),
    );
  });
  after(() => rmSync(project, { recursive: true, force: true }));

  it("npm installs one tsyringe, the application's, for both (a peer dependency)", () => {
    // Asked of the install the application's folder sits in (SHARED_EXTRAS has tsyringe@4.8.0).
    const tree = JSON.parse(sh("npm", ["ls", "tsyringe", "--all", "--json"], sharedInstall())) as {
      dependencies: Record<string, { version: string; dependencies?: Record<string, unknown> }>;
    };
    expect(tree.dependencies.tsyringe.version).to.equal("4.8.0");
    const library = tree.dependencies["request-options-builder"];
    expect(library.dependencies?.tsyringe ?? {}).not.to.have.property("version", "4.10.0");
    expect(
      sh("find", ["node_modules", "-name", "package.json", "-path", "*tsyringe/package.json"], sharedInstall()).trim().split("\n"),
    ).to.have.length(1);
  });

  it("register, registerInstance, registerSingleton, resolve and @inject(TemplateExpander) compile strictly, and inject", () => {
    sh("node", [TSC, "-p", "."], project);
    expect(JSON.parse(sh("node", ["out/app.js"], project))).to.deep.equal({
      trace: "on",
      expanderInjected: true,
      singleton: true,
      builder: "singleton",
    });
  });

  // The install line of docs/strategies.md for an application with containers: the newest tsyringe 4.x.
  it("after npm install request-options-builder tsyringe reflect-metadata: one tsyringe, the newest 4.x, and the same app works", () => {
    const newest = consumerProject("tsyringe-newest", ["tsyringe", "reflect-metadata"], { type: "commonjs" });
    try {
      const tree = JSON.parse(sh("npm", ["ls", "tsyringe", "--all", "--json"], newest)) as {
        dependencies: Record<string, { version: string; dependencies?: Record<string, unknown> }>;
      };
      expect(tree.dependencies.tsyringe.version).to.match(/^4\./);
      expect(tree.dependencies["request-options-builder"].dependencies?.tsyringe).to.deep.include({
        version: tree.dependencies.tsyringe.version,
      });
      expect(
        sh("find", ["node_modules", "-name", "package.json", "-path", "*tsyringe/package.json"], newest).trim().split("\n"),
      ).to.have.length(1);
      // The application as compiled against 4.8.0 above.
      if (!existsSync(join(project, "out/app.js"))) sh("node", [TSC, "-p", "."], project);
      mkdirSync(join(newest, "out"));
      copyFileSync(join(project, "out/app.js"), join(newest, "out/app.js"));
      expect(JSON.parse(sh("node", ["out/app.js"], newest))).to.deep.equal({
        trace: "on",
        expanderInjected: true,
        singleton: true,
        builder: "singleton",
      });
    } finally {
      rmSync(newest, { recursive: true, force: true });
    }
  });
});
