import { InvalidOptionsError } from "../../errors/invalid-options-error";
import { hasOwn, isPlainObject, setOwn } from "./own-properties";
import { MAX_DEPTH } from "./plain-data";

// A call's value over the default's in `target` (already a copy of it): plain objects both, merged
// key by key, as deep as both are plain objects; else the call's value as it is. The octokit
// profile's rule (see profiles.ts).
export function mergedNested(target: Record<string, unknown>, key: string, value: unknown, depth = 0): unknown {
  if (!isPlainObject(value) || !hasOwn(target, key)) return value;
  const base = target[key];
  if (!isPlainObject(base)) return value;
  // Cyclic on both sides, the merge would never end.
  if (depth >= MAX_DEPTH) throw new InvalidOptionsError(`An option value nests deeper than ${MAX_DEPTH} levels.`);
  for (const name of Object.keys(value)) setOwn(base, name, mergedNested(base, name, value[name], depth + 1));
  return base;
}
