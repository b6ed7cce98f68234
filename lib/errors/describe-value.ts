const MAX_SHOWN = 80;
const MAX_LISTED = 5;

/**
 * Renders a caller's value for an error message: quoted, control characters and line separators
 * escaped (a message must not itself carry a CR LF: log injection), and cut short so a
 * 100,000-character input does not make a 100,000-character message.
 * @internal
 */
export function describeValue(value: unknown): string {
  if (typeof value === "string") {
    const shown = value.length > MAX_SHOWN ? value.slice(0, MAX_SHOWN) + "…" : value;
    return escapeLineBreaks(JSON.stringify(shown)) + (value.length > MAX_SHOWN ? ` (${value.length} characters)` : "");
  }
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return objectDescription(value);
  if (typeof value === "symbol") return "a symbol";
  if (typeof value === "function") return "a function";
  if (typeof value === "bigint") return `${value}n`;
  return String(value);
}

// "an object", and the class of one that is not plain, which is most often the mistake: "an object
// (a Headers)" where a plain object of headers was meant. A name is shown only when it reads as one
// (a constructor's name is the caller's text) and reading it throws nothing (a Proxy may).
function objectDescription(value: object): string {
  let name: unknown;
  try {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype === null || prototype === Object.prototype) return "an object";
    name = (prototype as { constructor?: { name?: unknown } }).constructor?.name;
  } catch {
    return "an object";
  }
  if (typeof name !== "string" || name === "Object" || !/^[A-Za-z_$][\w$]{0,39}$/.test(name)) return "an object";
  return `an object (${/^[AEIO]/.test(name) ? "an" : "a"} ${name})`;
}

/**
 * Renders names for an error message: each as {@link describeValue} does, at most five, then
 * "and N more".
 * @internal
 */
export function describeList(names: readonly string[]): string {
  const shown = names.slice(0, MAX_LISTED).map(describeValue).join(", ");
  return names.length > MAX_LISTED ? `${shown} and ${names.length - MAX_LISTED} more` : shown;
}

// JSON.stringify escapes C0 controls but leaves U+0085, U+2028 and U+2029, which some log
// viewers break lines at.
function escapeLineBreaks(text: string): string {
  return text.replace(/[\u0085\u2028\u2029]/g, unicodeEscape);
}

/** A character as the `\uXXXX` escape messages show it in place of a control or line separator. @internal */
export function unicodeEscape(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
}
