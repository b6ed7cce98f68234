// `node scripts/miss-cpu.js <build> <other build> [processes] [miss|hit|array]`: two builds'
// `dist/index.cjs` (a folder or the file) on the distinct-template row's calls (5,000 routes in
// rotation, every call a plan-cache miss), on one of its routes (`hit`), or on the 10,000-item
// query array's call (`array`, bench/contenders.ts longArray), one build per fresh process, taking
// turns (A B, B A, ...). Each process gives the CPU time per call (user + system, the median of 25
// slices of 40 ms of CPU after 10 warm-up slices): CPU time, not elapsed time, so that a process
// that waits for the CPU on a loaded machine is not counted slower for it. Prints each turn's
// ratio (the other build's time over the first's: > 1 is the first faster) and their median.
"use strict";
const { execFileSync } = require("node:child_process");
const { existsSync } = require("node:fs");
const { resolve } = require("node:path");

const ROUTES = Array.from({ length: 5000 }, (_, i) => `GET /repos/{owner}/{repo}/items${i}{/id}`);
const OPTIONS = { owner: "octokit", repo: "endpoint.js", id: 7, page: 2 };
const LONG_ARRAY = { ids: Array.from({ length: 10_000 }, (_, i) => (i % 2 ? `label-${i}` : i)) };

function child(file, row) {
  const { endpoint } = require(file);
  let next = 0;
  const calls = {
    miss: () => endpoint(ROUTES[(next = (next + 1) % ROUTES.length)], OPTIONS),
    hit: () => endpoint(ROUTES[0], OPTIONS),
    array: () => endpoint("GET /items", LONG_ARRAY),
  };
  const call = calls[row];
  // An array call takes most of a millisecond: one at a time, so a slice stays near 40 ms.
  const batch = row === "array" ? 1 : 100;
  const slice = () => {
    const start = process.cpuUsage();
    let done = 0;
    let used;
    do {
      for (let i = 0; i < batch; i++) call();
      done += batch;
      used = process.cpuUsage(start);
    } while (used.user + used.system < 40_000);
    return ((used.user + used.system) * 1000) / done;
  };
  for (let i = 0; i < 10; i++) slice();
  console.log(median(Array.from({ length: 25 }, slice)));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

function buildFile(path) {
  const file = resolve(path);
  return existsSync(resolve(file, "dist/index.cjs")) ? resolve(file, "dist/index.cjs") : file;
}

function parent([first, other, processes = "8", row = "miss"]) {
  if (first === undefined || other === undefined) {
    console.error("usage: node scripts/miss-cpu.js <build> <other build> [processes] [miss|hit|array]");
    process.exit(2);
  }
  const run = (file) => Number(execFileSync(process.execPath, [process.argv[1], "--child", file, row], { encoding: "utf8" }));
  const [a, b] = [buildFile(first), buildFile(other)];
  const ratios = [];
  for (let turn = 0; turn < Number(processes); turn++) {
    const [timeA, timeB] = turn % 2 === 0 ? [run(a), run(b)] : [run(b), run(a)].reverse();
    ratios.push(timeB / timeA);
    console.log(`${row}: ${timeA.toFixed(0)} ns vs ${timeB.toFixed(0)} ns a call, ${(timeB / timeA).toFixed(2)}x`);
  }
  const sorted = [...ratios].sort((x, y) => x - y);
  console.log(
    `median ${median(ratios).toFixed(2)}x (${sorted[0].toFixed(2)}x-${sorted[sorted.length - 1].toFixed(2)}x) over ${ratios.length} turns`,
  );
}

if (process.argv[2] === "--child") child(process.argv[3], process.argv[4]);
else parent(process.argv.slice(2));
