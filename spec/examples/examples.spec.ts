import { expect } from "chai";
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const ROOT = join(__dirname, "../..");
const run = promisify(execFile);

// What each example must print, so a broken example fails here instead of rotting.
const EXPECTED: Record<string, RegExp[]> = {
  "demo.ts": [
    /"url": "https:\/\/api\.github\.com\/repos\/octokit\/endpoint\.js\/issues\?state=open&per_page=2"/,
    /"accept": "application\/vnd\.github\.v3\.diff"/,
  ],
  "fluent-builder.ts": [
    /"url": "https:\/\/api\.github\.com\/repos\/octokit\/endpoint\.js\/pulls\/1"/,
    /"url": "https:\/\/ghe\.example\.com\/api\/v3\/user"/,
  ],
  "custom-strategy.ts": [/"x-request-id": "demo-0001"/, /"url": "https:\/\/api\.github\.com\/users\/octocat"/],
  "fetch-local-server.ts": [
    /server received: PATCH \/repos\/octokit\/endpoint\.js\/issues\/1/,
    /body: \{"state":"closed"\}/,
    /client got: 200 \{"ok":true\}/,
  ],
  "cli.sh": [
    /"per_page=2"|issues\?per_page=2/,
    /^printf '%s' '\{"title":"It'\\''s a bug","labels":\["bug"\]\}' \| curl -q -sS -g -X 'POST'/m,
    /\(ERR_INVALID_PARAMETER\)/,
    /exit code: 1/,
  ],
};

describe("examples run and print what they show", function () {
  this.timeout(120_000);
  const examples = readdirSync(join(ROOT, "examples"));

  it("every example is checked here", () => {
    expect(examples.sort()).to.deep.equal(Object.keys(EXPECTED).sort());
  });

  for (const [example, patterns] of Object.entries(EXPECTED)) {
    it(`examples/${example}`, async () => {
      const file = join("examples", example);
      const { stdout, stderr } = example.endsWith(".sh")
        ? await run("sh", [file], { cwd: ROOT })
        : await run(process.execPath, [require.resolve("ts-node/dist/bin.js"), file], { cwd: ROOT });
      const output = stdout + stderr;
      for (const pattern of patterns) expect(output).to.match(pattern);
    });
  }
});
