/**
 * The text of a value a URL or query string can hold: a string as it is, a number, boolean or
 * bigint as its text; `undefined` for anything else (the caller says what was refused, and where).
 */
export function scalarToText(value: unknown): string | undefined {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "boolean":
    case "bigint":
      return String(value);
    default:
      return undefined;
  }
}
