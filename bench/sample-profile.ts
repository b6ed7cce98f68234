// V8's sampling profiler over a run in this process, for bench/self-time.ts and bench/miss-time.ts.
import { Session } from "node:inspector/promises";

/** A node of V8's CPU profile: a function, where it is, what it calls, its samples by line. */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
  positionTicks?: { line: number; ticks: number }[];
}
/** V8's CPU profile: its nodes and, per sample, the node it fell in. */
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

/**
 * `run` warmed up for 2 s (every function optimised, the caches full), then run again for
 * `seconds` under the profiler, sampling every 100 microseconds. Returns the profile and what the
 * profiled run returned (a count of calls).
 */
export async function sampleProfile(run: (milliseconds: number) => number, seconds: number): Promise<{ profile: Profile; count: number }> {
  run(2000);
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  const count = run(seconds * 1000);
  const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: Profile };
  session.disconnect();
  return { profile, count };
}
