import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";

const ROOT = join(__dirname, "../..");

// Mocha loads the specs without type-checking them (ts-node's transpile-only mode: each worker
// would check the whole program again). The compile-time assertions (typed-routes.spec.ts and
// the other @ts-expect-error lines), the library and the examples are checked here, once, by
// the compiler `npm run typecheck` runs.
describe("the project type-checks (lib, spec, examples, bench: tsc --noEmit)", function () {
  this.timeout(300_000);

  it("tsc -p tsconfig.json reports no error", async () => {
    await promisify(execFile)(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.json", "--noEmit"], { cwd: ROOT });
  });
});
