import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/** How to install a program a spec runs, on Debian (what CI and a fresh machine are). */
const INSTALL: Record<string, string> = {
  curl: "apt-get install -y curl",
  git: "apt-get install -y git",
  chromium: "apt-get install -y chromium",
};

/** True when `CI` is set (as `.ci/run` runs): there every spec must run, so a missing program fails. */
export const UNDER_CI = process.env.CI !== undefined && process.env.CI !== "" && process.env.CI !== "false";

/** Whether `program` is an executable file in a folder on PATH. */
export function onPath(program: string): boolean {
  return (process.env.PATH ?? "").split(delimiter).some((folder) => {
    try {
      accessSync(join(folder || ".", program), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const told = new Set<string>();

/**
 * Marks tests that need `program` (curl, git ...). Where it is missing, they are pending, and one
 * line says which program and how to install it; under CI they fail instead, since CI must run
 * every spec.
 *
 * - In a `describe` body: every test of that suite (and of the suites inside it) needs it.
 * - In a test or a hook, given its `this`: that test (or the hook's suite) needs it.
 *
 * @example
 * ```ts
 * describe("toCurl, run by sh", () => {
 *   requireProgram("curl");
 *   ...
 * });
 * it("curl: GET", async function () {
 *   requireProgram("curl", this);
 *   ...
 * });
 * ```
 */
export function requireProgram(program: string, context?: Mocha.Context): void {
  if (context !== undefined) {
    if (!onPath(program)) missing(program, context);
    return;
  }
  before(function () {
    if (!onPath(program)) missing(program, this);
  });
}

/** Reports a missing program for what runs in `context`: pending with one line, or a failure under CI. */
export function missing(program: string, context: Mocha.Context, reason = `${program} is not on PATH`): never {
  const install = INSTALL[program] ?? `install ${program}`;
  if (UNDER_CI) throw new Error(`${reason} (${install}): CI runs every spec, so this one fails`);
  const suite = context.currentTest?.parent?.fullTitle() ?? context.test?.parent?.fullTitle() ?? "";
  if (!told.has(`${program}\n${suite}`)) {
    told.add(`${program}\n${suite}`);
    console.log(`      pending: "${suite}" needs ${program}: ${reason}; ${install} runs these specs`);
  }
  context.skip();
}
