import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The repository's root. */
export const ROOT = join(__dirname, "../..");

let tarball: string | undefined;

/** Runs a command, returns its standard output; its standard error is in the thrown error. */
export function sh(command: string, args: readonly string[], cwd: string, input?: string): string {
  return execFileSync(command, args, { cwd, encoding: "utf8", input, stdio: ["pipe", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
}

/** `npm pack` of the repository (built by its prepack script), made once per test run. */
export function packedTarball(): string {
  if (tarball === undefined) {
    const directory = mkdtempSync(join(tmpdir(), "rob-pack-"));
    sh("npm", ["pack", "--silent", "--pack-destination", directory], ROOT);
    const name = readdirSync(directory).find((file) => file.endsWith(".tgz"));
    if (name === undefined) throw new Error("npm pack made no tarball");
    tarball = join(directory, name);
  }
  return tarball;
}

/** The version the repository's lockfile pins for a dev dependency, so a consumer installs the same one. */
export function lockedVersion(name: string): string {
  const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, { version: string }> };
  return lock.packages[`node_modules/${name}`].version;
}

/**
 * A fresh folder with the packed package installed as a user would install it, beside `extra`
 * packages (`name@version`). Packages come from npm's cache when `npm ci` has put them there.
 */
export function consumerProject(prefix: string, extra: readonly string[] = [], packageJson: Record<string, unknown> = {}): string {
  const project = mkdtempSync(join(tmpdir(), `rob-${prefix}-`));
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module", ...packageJson }));
  sh("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", packedTarball(), ...extra], project);
  return project;
}
