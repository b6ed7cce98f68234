import { expect } from "chai";
import { copyFileSync, rmSync, writeFileSync } from "node:fs";
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
});
