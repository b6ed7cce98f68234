import { expect } from "chai";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(__dirname, "../..");
const guide = readFileSync(join(ROOT, "docs/openapi.md"), "utf8");
const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  devDependencies: Record<string, string>;
  overrides?: Record<string, unknown>;
};

// openapi-typescript 7 asks for TypeScript 5 as a peer; the guide says how to install it beside
// TypeScript 6. Its first command runs here as written, offline (`npm pkg set` only edits
// package.json), and must write the override this package itself installs openapi-typescript with.
describe("docs/openapi.md: openapi-typescript beside TypeScript 6", function () {
  this.timeout(60_000);

  it("says to install it with the override this package's own package.json uses (npm pkg set, in a real process)", () => {
    const commands = [...guide.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]).find((block) => block.includes("overrides"));
    expect(commands, "a sh block that sets the override").to.be.a("string");
    const lines = (commands ?? "").trim().split("\n");
    expect(lines.at(-1)).to.equal("npm install -D openapi-typescript");
    expect(manifest.devDependencies)
      .to.have.property("openapi-typescript")
      .that.match(/^\^7\./);
    expect(manifest.devDependencies).to.have.property("typescript").that.match(/^~6\./);

    const app = mkdtempSync(join(tmpdir(), "rob-openapi-install-"));
    try {
      writeFileSync(
        join(app, "package.json"),
        JSON.stringify({ name: "your-app", private: true, devDependencies: { typescript: "~6.0.3" } }),
      );
      for (const line of lines.slice(0, -1)) execFileSync("sh", ["-c", line], { cwd: app, stdio: ["ignore", "pipe", "pipe"] });
      const written = JSON.parse(readFileSync(join(app, "package.json"), "utf8")) as { overrides?: unknown };
      expect(written.overrides).to.deep.equal({ "openapi-typescript": { typescript: "$typescript" } });
      expect(written.overrides).to.deep.equal(manifest.overrides);
      expect(guide).to.include('`"overrides": { "openapi-typescript": { "typescript": "$typescript" } }`');
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });
});
