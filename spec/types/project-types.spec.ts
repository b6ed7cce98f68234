import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";

const ROOT = join(__dirname, "../..");
const BUILD_INFO = join(ROOT, "node_modules/.cache/request-options-builder/typecheck.tsbuildinfo");

// Mocha loads the specs without type-checking them (ts-node's transpile-only mode: each worker
// would check the whole program again). The compile-time assertions (typed-routes.spec.ts and
// the other @ts-expect-error lines), the library and the examples are checked here, once, by
// the compiler `npm run typecheck` runs. Incremental: the compiler keeps what it learnt in
// node_modules/.cache and checks again only what changed since (about 11 s of CPU the first time,
// 4 s after).
describe("the project type-checks (lib, spec, examples, bench: tsc --noEmit)", function () {
  this.timeout(300_000);

  it("tsc -p tsconfig.json reports no error", async () => {
    await promisify(execFile)(
      process.execPath,
      [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.json", "--noEmit", "--incremental", "--tsBuildInfoFile", BUILD_INFO],
      { cwd: ROOT },
    );
  });
});
