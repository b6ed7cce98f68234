import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The repository's root. */
export const ROOT = join(__dirname, "../..");

/** Runs a command, returns its standard output; its standard error is in the thrown error. */
export function sh(command: string, args: readonly string[], cwd: string, input?: string): string {
  return execFileSync(command, args, { cwd, encoding: "utf8", input, stdio: ["pipe", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
}

/** The version the repository's lockfile pins for a dev dependency, so a consumer installs the same one. */
export function lockedVersion(name: string): string {
  const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, { version: string }> };
  return lock.packages[`node_modules/${name}`].version;
}

/**
 * What the shared consumer project installs beside the package: an application's own tsyringe
 * (an older 4.x than the repository's, so a second copy would show) and the Octokit packages
 * the octokit entry is checked inside.
 */
export const SHARED_EXTRAS: readonly string[] = [
  "tsyringe@4.8.0",
  "reflect-metadata@0.2.2",
  ...["@octokit/request", "@octokit/core", "@octokit/plugin-paginate-rest"].map((name) => `${name}@${lockedVersion(name)}`),
];

/** The environment variable through which the global fixture hands its folder to mocha's workers. */
export const SHARED_FOLDER_VARIABLE = "ROB_SHARED_FOLDER";

let ownFolder: string | undefined;

// The folder every spec of this run shares the tarball and the installs in: the global fixture's
// (spec/helpers/global-fixture.ts, which removes it at the end), or, when a spec runs without it,
// one of this process's own, removed when the process exits.
function sharedFolder(): string {
  const fromFixture = process.env[SHARED_FOLDER_VARIABLE];
  if (fromFixture !== undefined && existsSync(fromFixture)) return fromFixture;
  if (ownFolder === undefined) {
    const folder = mkdtempSync(join(tmpdir(), "rob-pack-"));
    process.on("exit", () => rmSync(folder, { recursive: true, force: true }));
    ownFolder = folder;
  }
  return ownFolder;
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * `make(folder)` run once per test run, whichever mocha worker asks first; the others wait for
 * it (mkdir is the lock: it fails for all but one). Returns the folder made.
 */
function once(name: string, make: (folder: string) => void): string {
  const folder = join(sharedFolder(), name);
  const done = `${folder}.done`;
  const failed = `${folder}.failed`;
  try {
    mkdirSync(folder);
  } catch {
    for (let waited = 0; !existsSync(done); waited += 100) {
      if (existsSync(failed)) throw new Error(`${name} failed in another worker: ${readFileSync(failed, "utf8")}`);
      if (waited > 600_000) throw new Error(`${name}: waited ten minutes for another worker`);
      Atomics.wait(sleeper, 0, 0, 100);
    }
    return folder;
  }
  try {
    make(folder);
    writeFileSync(done, "");
  } catch (error) {
    writeFileSync(failed, String((error as { stderr?: unknown }).stderr || error));
    throw error;
  }
  return folder;
}

/** `npm pack` of the repository (built by its prepack script), made once per test run. */
export function packedTarball(): string {
  const folder = once("tarball", (directory) => sh("npm", ["pack", "--silent", "--pack-destination", directory], ROOT));
  const name = readdirSync(folder).find((file) => file.endsWith(".tgz"));
  if (name === undefined) throw new Error("npm pack made no tarball");
  return join(folder, name);
}

function install(project: string, packages: readonly string[]): void {
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  sh("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", ...packages], project);
}

/**
 * The packed package alone installed into an empty folder, as the README's first screen does it
 * (`npm install /path/to/request-options-builder-1.0.0.tgz`), once per test run. Shared: add
 * nothing to it; put files in a folder of your own inside it (see {@link consumerProject}).
 */
export function bareInstall(): string {
  return once("bare", (project) => install(project, [packedTarball()]));
}

/** The packed package installed with {@link SHARED_EXTRAS}, once per test run. Shared, as {@link bareInstall}. */
export function sharedInstall(): string {
  return once("shared", (project) => install(project, [packedTarball(), ...SHARED_EXTRAS]));
}

/**
 * A fresh folder of the caller's own inside the shared install (Node, TypeScript and bundlers
 * find its node_modules one folder up), with a package.json of `packageJson` (ES modules unless
 * it says otherwise). `extra` packages (`name@version`) the shared install lacks get a private
 * install instead, which is slower: add them to SHARED_EXTRAS. Remove the folder in `after`.
 */
export function consumerProject(prefix: string, extra: readonly string[] = [], packageJson: Record<string, unknown> = {}): string {
  const shared = extra.every((item) => SHARED_EXTRAS.includes(item));
  const project = mkdtempSync(join(shared ? sharedInstall() : sharedFolder(), `${prefix}-`));
  if (!shared) install(project, [packedTarball(), ...extra]);
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({ name: `consumer-${prefix}`, private: true, type: "module", ...packageJson }),
  );
  return project;
}
