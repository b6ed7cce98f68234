// An earlier commit's build, made in a worktree of its own and loaded beside this tree's build:
// what `npm run compare-builds` and `npm run compare-speed` compare against.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { median } from "./measure";

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

/** Removes a build made by {@link buildAt}, and its worktree. */
export function removeBuild(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  execFileSync("git", ["worktree", "prune"], { cwd: ROOT, stdio: "ignore" });
}

/** One row of a comparison: its name, the median ratio over processes and their range. */
export function ratioLine(name: string, ratios: number[]): string {
  const range = `${Math.min(...ratios).toFixed(2)}x-${Math.max(...ratios).toFixed(2)}x`;
  return `${name.padEnd(36)}${median(ratios).toFixed(2).padStart(6)}x  (${range})`;
}

/**
 * The command line of a script that compares this build with an earlier commit's: `<git ref>
 * [processes]` runs `parent`, which starts the script again as `--child <folder> <order>` in
 * each fresh process.
 */
export function compareWithRef(
  usage: string,
  defaultProcesses: number,
  child: (folder: string, order: number) => void,
  parent: (ref: string, processes: number) => void,
): void {
  const args = process.argv.slice(2);
  if (args[0] === "--child") {
    child(args[1], Number(args[2]));
  } else if (args[0] === undefined) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  } else {
    parent(args[0], Number(args[1] ?? defaultProcesses));
  }
}

/**
 * Builds `ref` and this tree, runs `script --child <folder> <order>` in `processes` fresh
 * processes (each prints one line of JSON), and hands their results to `report`.
 */
export function runsAgainst<Run>(script: string, ref: string, processes: number, report: (runs: Run[]) => void): void {
  const folder = buildAt(ref);
  try {
    execFileSync("npm", ["run", "-s", "build"], { cwd: ROOT, stdio: "ignore" });
    const runs = Array.from({ length: processes }, (_, order) => {
      const args = ["-r", "ts-node/register/transpile-only", script, "--child", folder, String(order)];
      return JSON.parse(execFileSync(process.execPath, args, { cwd: ROOT, encoding: "utf8" })) as Run;
    });
    console.log(`this build against ${ref}, side by side in ${processes} fresh processes (> 1 is faster now)`);
    report(runs);
  } finally {
    removeBuild(folder);
  }
}
