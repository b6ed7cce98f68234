const hasOwnProperty = Object.prototype.hasOwnProperty;

/** Own-key test that a `constructor` or `toString` key inherited from Object.prototype never passes. */
export function hasOwn(object: object, key: string): boolean {
  return hasOwnProperty.call(object, key);
}

/**
 * Writes an own data property. A `__proto__` key is defined rather than assigned: assignment would
 * replace the object's prototype and lose the key.
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

/** True for `{}`-style objects (prototype Object.prototype or null): the data a caller writes. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
