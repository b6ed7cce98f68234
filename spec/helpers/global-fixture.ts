// Loaded by .mocharc.json: one folder per `npm test` for what the specs share (the packed
// tarball and the installs of spec/helpers/packed-package.ts, made on first use by whichever
// worker asks first), handed to mocha's workers through the environment and removed at the end.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SHARED_FOLDER_VARIABLE } from "./packed-package";

// The examples and the CLI that specs run through ts-node are not type-checked again in every
// process: spec/types/project-types.spec.ts checks the whole project once.
process.env.TS_NODE_TRANSPILE_ONLY = "true";

export function mochaGlobalSetup(): void {
  process.env[SHARED_FOLDER_VARIABLE] = mkdtempSync(join(tmpdir(), "rob-pack-"));
}

export function mochaGlobalTeardown(): void {
  const folder = process.env[SHARED_FOLDER_VARIABLE];
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
}
