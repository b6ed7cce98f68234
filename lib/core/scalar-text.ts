/**
 * The text of a value a URL or query string can hold: a string as it is, a finite number, a
 * boolean or a bigint as its text; `undefined` for anything else, `NaN` and `±Infinity` included,
 * whose text ("NaN") no API means (the caller says what was refused, and where).
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
