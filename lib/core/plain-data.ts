import { InvalidOptionsError } from "../errors/invalid-options-error";
import { isPlainObject, setOwn } from "./own-properties";

/**
 * Whether a value is one no JSON body carries: a function or a symbol (`JSON.stringify` leaves it
 * out, or writes nothing at all) or a BigInt (it throws).
 */
export function carriesNoJson(value: unknown): boolean {
  const type = typeof value;
  return type === "function" || type === "symbol" || type === "bigint";
}

/** How deep plain data may nest; deeper data would exhaust the stack while being copied. */
export const MAX_DEPTH = 1000;

/**
 * Copies plain data (arrays and plain objects, recursively); anything else (an agent, a Buffer, a
 * signal) is kept by reference, since it is not ours to copy or freeze. Shared or cyclic parts are
 * copied once.
 */
function copyPlainData<T>(value: T, freeze: boolean, seen = new Map<object, unknown>(), depth = 0): T {
  if (value === null || typeof value !== "object") return value;
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value;
  const known = seen.get(value);
  if (known !== undefined) return known as T;
  if (depth >= MAX_DEPTH) throw new InvalidOptionsError(`An option value nests deeper than ${MAX_DEPTH} levels.`);
  if (isArray) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value as unknown[]) copy.push(copyPlainData(item, freeze, seen, depth + 1));
    return (freeze ? Object.freeze(copy) : copy) as T;
  }
  const copy: Record<string, unknown> = Object.getPrototypeOf(value) === null ? Object.create(null) : {};
  seen.set(value, copy);
  for (const key of Object.keys(value)) {
    setOwn(copy, key, copyPlainData((value as Record<string, unknown>)[key], freeze, seen, depth + 1));
  }
  return (freeze ? Object.freeze(copy) : copy) as T;
}

/** A deeply frozen copy of plain data, for `DEFAULTS`; the caller's objects are never frozen. */
export function frozenCopy<T>(value: T): T {
  return value === null || typeof value !== "object" ? value : copyPlainData(value, true);
}

const workingCopies = new WeakMap<object, object>();

/**
 * An unfrozen twin of frozen defaults, made once per defaults object, for the pipeline to copy
 * from: V8 copies frozen arrays and objects several times slower than others (a frozen `[]`
 * slices in 75 ns, a plain one in 10). The twin is never handed out, and merge copies what it
 * takes from it, so `DEFAULTS` stays the frozen face.
 */
export function workingCopy<T extends object>(frozen: T): T {
  let copy = workingCopies.get(frozen) as T | undefined;
  if (copy === undefined) {
    copy = copyPlainData(frozen, false);
    workingCopies.set(frozen, copy);
  }
  return copy;
}

/** A mutable deep copy of plain data, so results never share an array or object with the defaults. */
export function mutableCopy<T>(value: T): T {
  // Most values are primitives: no copy, and no bookkeeping Map either.
  return value === null || typeof value !== "object" ? value : copyPlainData(value, false);
}
