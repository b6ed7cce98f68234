// An earlier commit's build, made in a worktree of its own and loaded beside this tree's build:
// what `npm run compare-builds` and `npm run bench -- --against <ref>` compare against.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type Library = typeof import("../lib");

export const ROOT = join(__dirname, "..");

// The earlier commit, built in a worktree of its own.
export function buildAt(gitRef: string): string {
  const folder = mkdtempSync(join(tmpdir(), "rob-compare-"));
  execFileSync("git", ["worktree", "add", "--detach", folder, gitRef], { cwd: ROOT, stdio: "ignore" });
  symlinkSync(join(ROOT, "node_modules"), join(folder, "node_modules"), "dir");
  execFileSync("npm", ["run", "-s", "build"], { cwd: folder, stdio: "ignore" });
  return folder;
}

// A build's CommonJS entries, loaded beside this build's: each build shares one copy of itself
// through a global key, which the copies made here leave out.
export function load(folder: string): { main: Library; octokit: Library } {
  const dist = join(folder, "dist");
  const main = readFileSync(join(dist, "index.cjs"), "utf8")
    .replace(/^Object\.defineProperty\(globalThis, Symbol\.for\("request-options-builder@[^"]*"\), \{ value: exports \}\);$/m, "")
    .replace(
      /^module\.exports = globalThis\[Symbol\.for\("request-options-builder@[^"]*"\)\] \?\? defineLibrary\(require\);$/m,
      "module.exports = defineLibrary(require);",
    );
  writeFileSync(join(dist, "compared.cjs"), main);
  writeFileSync(
    join(dist, "compared-octokit.cjs"),
    readFileSync(join(dist, "octokit.cjs"), "utf8").replaceAll('require("./index.cjs")', 'require("./compared.cjs")'),
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- built files, loaded at run time
  return { main: require(join(dist, "compared.cjs")) as Library, octokit: require(join(dist, "compared-octokit.cjs")) as Library };
}

/** The OpenAPI entry of an earlier build, over that build's own copy of the library; undefined before the entry existed. */
export function loadOpenapi(folder: string): typeof import("../lib/openapi") | undefined {
  const entry = join(folder, "dist", "openapi.cjs");
  if (!existsSync(entry)) return undefined;
  load(folder);
  const compared = join(folder, "dist", "compared-openapi.cjs");
  writeFileSync(compared, readFileSync(entry, "utf8").replaceAll('require("./index.cjs")', 'require("./compared.cjs")'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- built files, loaded at run time
  return require(compared) as typeof import("../lib/openapi");
}

/** Removes a build made by {@link buildAt}, and its worktree. */
export function removeBuild(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  execFileSync("git", ["worktree", "prune"], { cwd: ROOT, stdio: "ignore" });
}
