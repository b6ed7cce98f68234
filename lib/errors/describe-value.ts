const MAX_SHOWN = 80;

/**
 * Renders a caller's value for an error message: quoted, control characters escaped (a message
 * must not itself carry a CR LF), and cut short so a 100,000-character input does not make a
 * 100,000-character message.
 * @internal
 */
export function describeValue(value: unknown): string {
  if (typeof value === "string") {
    const shown = value.length > MAX_SHOWN ? value.slice(0, MAX_SHOWN) + "…" : value;
    return JSON.stringify(shown) + (value.length > MAX_SHOWN ? ` (${value.length} characters)` : "");
  }
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "symbol") return "a symbol";
  if (typeof value === "function") return "a function";
  if (typeof value === "bigint") return `${value}n`;
  return String(value);
}
