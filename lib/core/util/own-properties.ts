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

/** A shallow copy of an object's own enumerable keys but `omit`; not a spread, whose copy is slow to add keys to. */
export function copyOwnProperties(source: Readonly<Record<string, unknown>>, omit?: ReadonlySet<string>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key in source) if (hasOwn(source, key) && !omit?.has(key)) setOwn(copy, key, source[key]);
  return copy;
}

/** True for `{}`-style objects (prototype Object.prototype or null): the data a caller writes. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** An object's own value for `key`, or `undefined`: a key inherited from a polluted Object.prototype is no value. */
export function ownValue(object: object, key: string): unknown {
  return hasOwnProperty.call(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}

/**
 * An options object's own enumerable properties, each read once (a getter or a Proxy's ownKeys,
 * getOwnPropertyDescriptor and get once a key), so what is checked is what is sent. A spread: V8
 * clones the shape of a literal without a store per key, and it defines `__proto__` as an own key.
 */
export function readOnce(options: object): Record<string, unknown> {
  return { ...options } as Record<string, unknown>;
}
