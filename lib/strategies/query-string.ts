import { scalarToText } from "../core/scalar-text";
import type { ArrayFormat } from "../core/types";
import { describeValue } from "../errors/describe-value";
import { InvalidParameterError } from "../errors/invalid-parameter-error";

/**
 * Builds the query string of rule R2 (without the leading `?`): names and values percent-encoded
 * as `encodeURIComponent` does, `null` and `undefined` skipped, numbers, booleans and bigints as
 * their text, arrays by `arrayFormat`, and `q` with its `+` kept literal (search syntax).
 */
export function buildQueryString(parameters: Readonly<Record<string, unknown>>, arrayFormat: ArrayFormat): string {
  let query = "";
  for (const name of Object.keys(parameters)) {
    const value = parameters[name];
    if (value === undefined || value === null) continue;
    const pairs = Array.isArray(value) ? arrayPairs(name, value, arrayFormat) : encodePair(name, value);
    if (pairs === "") continue;
    query += (query === "" ? "" : "&") + pairs;
  }
  return query;
}

function encodePair(name: string, value: unknown): string {
  if (name === "q" && typeof value === "string") {
    // Each part between "+" signs encoded, the "+" kept: "+" is the only source of "%2B"
    // (a literal "%2B" in the text becomes "%252B"), so one pass does it.
    return "q=" + encode(value, name).replaceAll("%2B", "+");
  }
  // A safe integer's text is digits and "-": nothing to encode.
  if (typeof value === "number" && Number.isSafeInteger(value)) return encode(name, name) + "=" + value;
  return encode(name, name) + "=" + encode(scalarText(name, value), name);
}

function arrayPairs(name: string, values: readonly unknown[], arrayFormat: ArrayFormat): string {
  // The items' texts, each checked as it comes; one test of them all joined by commas then tells
  // whether any needs encoding (none holds a comma, so the commas are separators).
  const texts: string[] = [];
  let commaInItem = false;
  for (const item of values) {
    if (item === undefined || item === null) continue;
    if (typeof item === "object") {
      throw new InvalidParameterError(
        `The query parameter ${describeValue(name)} holds ${describeValue(item)} in its array; ` +
          `only strings, finite numbers, booleans and bigints can be sent.`,
      );
    }
    const text = scalarText(name, item);
    if (typeof item === "string" && !commaInItem && text.includes(",")) commaInItem = true;
    texts.push(text);
  }
  const joined = texts.join(",");
  const encoded = !commaInItem && NEEDS_NO_ENCODING_LIST.test(joined) ? texts : texts.map((text) => encode(text, name));
  const encodedName = encode(name, name);
  switch (arrayFormat) {
    case "repeat":
      return encoded.map((text) => `${encodedName}=${text}`).join("&");
    case "brackets":
      return encoded.map((text) => `${encodedName}[]=${text}`).join("&");
    default:
      // An empty list is sent as an empty value, as the peer does (an empty filter).
      return `${encodedName}=${encoded === texts ? joined : encoded.join(",")}`;
  }
}

function scalarText(name: string, value: unknown): string {
  const text = scalarToText(value);
  if (text !== undefined) return text;
  throw new InvalidParameterError(
    `The query parameter ${describeValue(name)} is ${describeValue(value)}; only strings, ` +
      `finite numbers, booleans, bigints and arrays of them can be sent in a query string.`,
  );
}

// Text made of characters encodeURIComponent keeps needs no work (a single character class).
const NEEDS_NO_ENCODING = /^[A-Za-z0-9\-_.!~*'()]*$/;
// The same, for a list joined by commas.
const NEEDS_NO_ENCODING_LIST = /^[A-Za-z0-9\-_.!~*'(),]*$/;

function encode(text: string, name: string): string {
  if (NEEDS_NO_ENCODING.test(text)) return text;
  try {
    return encodeURIComponent(text);
  } catch {
    throw new InvalidParameterError(`The query parameter ${describeValue(name)} holds a lone surrogate, which has no UTF-8 form.`);
  }
}
