// `npm run startup`: what loading the package and making one call costs a fresh process, against
// @octokit/endpoint's `import` plus one call. ROUNDS rounds of fresh processes, the cases
// interleaved in each round; each minus the bare `node` of its round; medians. Needs dist/
// (npm run build). The goal: ours, both ways, at most the peer's import.
"use strict";
const { spawnSync } = require("node:child_process");
const path = require("node:path");

const root = path.join(__dirname, "..");
const ROUNDS = Number(process.env.STARTUP_ROUNDS ?? 41);
const CALL = 'endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" })';
const CASES = {
  "node alone": ["-e", ""],
  "ours, require + call": ["-e", `const { endpoint } = require("request-options-builder"); ${CALL};`],
  "ours, import + call": ["--input-type=module", "-e", `import { endpoint } from "request-options-builder"; ${CALL};`],
  "@octokit/endpoint, import + call": ["--input-type=module", "-e", `import { endpoint } from "@octokit/endpoint"; ${CALL};`],
};

const samples = Object.fromEntries(Object.keys(CASES).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, args] of Object.entries(CASES)) {
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: ["ignore", "ignore", "pipe"] });
    const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr}`);
    samples[name].push(elapsed);
  }
}

// Each case minus the bare node of the same round, then the median of those differences: a
// machine that is slow for a moment is slow for both.
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const bare = samples["node alone"];
const cost = Object.fromEntries(
  Object.entries(samples).map(([name, values]) => [name, median(values.map((value, round) => value - bare[round]))]),
);
const peer = cost["@octokit/endpoint, import + call"];
console.log(
  `start-up, medians over ${ROUNDS} rounds of fresh processes, each minus the round's bare node (median ${median(bare).toFixed(1)} ms)`,
);
for (const [name, value] of Object.entries(cost)) {
  if (name === "node alone") continue;
  const verdict = name.startsWith("ours") ? (value <= peer ? "  goal met" : "  goal NOT met") : "";
  console.log(`${name.padEnd(36)}${value.toFixed(1).padStart(8)} ms  ${(value / peer).toFixed(2)}x the peer${verdict}`);
}
