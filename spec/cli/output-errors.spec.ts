import { expect } from "chai";
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const cliFile = join(__dirname, "../../lib/cli/main.ts");
const tsNode = require.resolve("ts-node/dist/bin.js");
const tool = `"${process.execPath}" "${tsNode}" --transpile-only "${cliFile}"`;

// sh runs the tool as a shell user would; its exit code and stderr come back whatever it is.
function shell(command: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile("sh", ["-c", command], { timeout: 60_000, maxBuffer: 1 << 24 }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : null, stdout, stderr });
    });
  });
}

// Review 11, finding 9: a closed pipe or a full disk printed a Node stack trace and exited 1, the
// code for refused options.
describe("command line tool: an output it cannot write ends it without a stack trace", function () {
  // Each case starts the tool through ts-node: on a loaded machine a start took up to 17 s.
  this.timeout(120_000);
  let folder: string;
  before(() => {
    folder = mkdtempSync(join(tmpdir(), "rob-cli-output-"));
    writeFileSync(join(folder, "big.txt"), "x".repeat(1_000_000)); // far more than a pipe holds
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it("ends quietly with 141 in a real process whose reader closed the pipe (| head -c 1)", async () => {
    // The tool's exit code goes to stderr beside its own, as sh gives only head's.
    const { stdout, stderr } = await shell(
      `{ ${tool} "POST /x" body=@"${join(folder, "big.txt")}" --ignore-stdin; echo "exit $?" >&2; } | head -c 1`,
    );
    expect(stdout).to.equal("{");
    expect(stderr).to.equal("exit 141\n");
  });

  it("says in one line that the output could not be written, exit 3, in a real process writing to a full disk", async function () {
    if (!existsSync("/dev/full")) this.skip();
    for (const items of ["--help", `"POST /x" body=@"${join(folder, "big.txt")}" --ignore-stdin`]) {
      const { code, stdout, stderr } = await shell(`${tool} ${items} > /dev/full`);
      expect({ code, stdout }).to.deep.equal({ code: 3, stdout: "" });
      expect(stderr).to.match(/^request-options-builder: the output could not be written: ENOSPC: no space left on device, write\n$/);
    }
  });

  it("still refuses options with exit 1 in a real process whose stderr is a full disk", async function () {
    if (!existsSync("/dev/full")) this.skip();
    const { code, stdout, stderr } = await shell(`${tool} "GET /x" a=@"${join(folder, "missing.txt")}" 2> /dev/full`);
    expect({ code, stdout, stderr }).to.deep.equal({ code: 1, stdout: "", stderr: "" });
  });
});
