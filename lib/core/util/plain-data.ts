import { InvalidOptionsError } from "../../errors/invalid-options-error";
import { isPlainObject, setOwn } from "./own-properties";

/**
 * Whether a value is one no JSON body carries: a function or a symbol (`JSON.stringify` leaves it
 * out, or writes nothing at all) or a BigInt (it throws).
 */
export function carriesNoJson(value: unknown): boolean {
  const type = typeof value;
  return type === "function" || type === "symbol" || type === "bigint";
}

/**
 * What `JSON.stringify` would write instead of `value` (a function left out, `NaN` as `null`, a
 * Map or bytes as `{}` ...), or `undefined` when it writes the value as it is (plain data, a valid
 * Date, anything with its own `toJSON`).
 */
export function jsonInstead(value: unknown): string | undefined {
  // What no JSON body carries at all, as the router refuses it (carriesNoJson).
  if (carriesNoJson(value)) {
    return typeof value === "bigint" ? "its digits as a string, or a number" : "a string, number, boolean, null, array or plain object";
  }
  if (typeof value === "number") return Number.isFinite(value) ? undefined : "a finite number, or null or a string for what it stands for";
  if (typeof value !== "object" || value === null || isPlainDataShape(value)) return undefined;
  return objectInstead(value);
}

// Arrays and plain objects, the most of any body: no class to look up.
function isPlainDataShape(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === Array.prototype || prototype === null;
}

function objectInstead(value: object): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "a valid Date, or null" : undefined;
  if (value instanceof Number) return jsonInstead(value.valueOf());
  if (value instanceof Map) return "a plain object, such as Object.fromEntries(map)";
  if (value instanceof Set) return "an array, such as [...set]";
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || isSharedBuffer(value)) {
    return "an array of numbers or base64 text, or the bytes as the whole body";
  }
  if (value instanceof RegExp || value instanceof Error) return "a string, such as its source or message";
  if (value instanceof WeakMap || value instanceof WeakSet || value instanceof Promise) return "the data itself, as plain data";
  if (isWebBody(value)) return "the data itself as plain data, or this as the whole body";
  return undefined;
}

function isSharedBuffer(value: object): boolean {
  return typeof SharedArrayBuffer !== "undefined" && value instanceof SharedArrayBuffer;
}

function isWebBody(value: object): boolean {
  return (
    (typeof URLSearchParams !== "undefined" && value instanceof URLSearchParams) ||
    (typeof Blob !== "undefined" && value instanceof Blob) ||
    (typeof FormData !== "undefined" && value instanceof FormData) ||
    (typeof ReadableStream !== "undefined" && value instanceof ReadableStream)
  );
}

/** How deep plain data may nest; deeper data would exhaust the stack while being copied. */
export const MAX_DEPTH = 1000;

// Copies arrays and plain objects, shared or cyclic parts once; anything else (an agent, a signal)
// is the caller's, kept by reference.
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

/** An unfrozen twin of frozen defaults, never handed out: frozen objects copy several times slower. */
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
