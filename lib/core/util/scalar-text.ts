/**
 * The text of a string, finite number, boolean or bigint for a URL or query; `undefined` for
 * anything else, `NaN` and `±Infinity` included (no API means "NaN").
 */
export function scalarToText(value: unknown): string | undefined {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
      return Number.isFinite(value) ? String(value) : undefined;
    case "boolean":
    case "bigint":
      return String(value);
    default:
      return undefined;
  }
}
