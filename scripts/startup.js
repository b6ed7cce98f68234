// `npm run startup`: what loading the package and making one call costs a fresh process, against
// @octokit/endpoint's `import` plus one call. ROUNDS rounds of fresh processes, every case once a
// round, in an order that rotates from round to round; each minus the bare `node` of its round;
// medians, with the middle half of the rounds as the range. Two clocks: the wall clock, and the
// process's own CPU time (every thread, read by the process as it exits), which the time the
// process waits for a core on a loaded machine does not move. Needs dist/ (npm run build). The
// goals, read in CPU time against the peer's import + call: ours by import at most 1.0x, by
// require at most 0.9x.
"use strict";
const { spawnSync } = require("node:child_process");
const path = require("node:path");

const root = path.join(__dirname, "..");
const ROUNDS = Number(process.env.STARTUP_ROUNDS ?? 41);
const CALL = 'endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" })';
// The process's CPU time so far, in microseconds, printed as it ends.
const CPU = "const { user, system } = process.cpuUsage(); process.stdout.write(String(user + system));";
const CASES = {
  "node alone": ["-e", CPU],
  "ours, require + call": ["-e", `const { endpoint } = require("request-options-builder"); ${CALL}; ${CPU}`],
  "ours, import + call": ["--input-type=module", "-e", `import { endpoint } from "request-options-builder"; ${CALL}; ${CPU}`],
  "@octokit/endpoint, import + call": ["--input-type=module", "-e", `import { endpoint } from "@octokit/endpoint"; ${CALL}; ${CPU}`],
};
const NAMES = Object.keys(CASES);
const GOALS = { "ours, require + call": 0.9, "ours, import + call": 1.0 };

const wall = Object.fromEntries(NAMES.map((name) => [name, []]));
const cpu = Object.fromEntries(NAMES.map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (let i = 0; i < NAMES.length; i++) {
    const name = NAMES[(round + i) % NAMES.length];
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, CASES[name], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr}`);
    wall[name][round] = elapsed;
    cpu[name][round] = Number(result.stdout) / 1000;
  }
}

// Each case minus the bare node of the same round, then the median of those differences: a
// machine that is slow for a moment is slow for both.
const sorted = (values) => [...values].sort((a, b) => a - b);
const quantile = (values, q) => sorted(values)[Math.floor((values.length - 1) * q)];
const median = (values) => quantile(values, 0.5);
function costs(samples) {
  const bare = samples["node alone"];
  return Object.fromEntries(
    NAMES.filter((name) => name !== "node alone").map((name) => [name, samples[name].map((value, round) => value - bare[round])]),
  );
}
function report(clock, samples) {
  const cost = costs(samples);
  const peer = median(cost["@octokit/endpoint, import + call"]);
  console.log(`${clock}: bare node ${median(samples["node alone"]).toFixed(1)} ms (median)`);
  for (const [name, values] of Object.entries(cost)) {
    const value = median(values);
    const range = `${quantile(values, 0.25).toFixed(1)}-${quantile(values, 0.75).toFixed(1)}`;
    const goal = GOALS[name];
    const verdict =
      clock === "CPU time" && goal !== undefined ? (value <= goal * peer ? "  goal met" : "  goal NOT met") + ` (${goal}x)` : "";
    console.log(
      `  ${name.padEnd(36)}${value.toFixed(1).padStart(7)} ms (${range.padStart(11)})  ${(value / peer).toFixed(2)}x the peer${verdict}`,
    );
  }
}
console.log(
  `start-up over ${ROUNDS} rounds of fresh processes, each case minus the round's bare node: medians (middle half of the rounds)`,
);
report("CPU time", cpu);
report("wall clock", wall);
