import { isViewedParameter } from "../core/merge/merge-options";
import { hasOwn } from "../core/util/own-properties";
import { scalarToText } from "../core/util/scalar-text";
import type { ArrayFormat } from "../core/options/types";
import type { ProfileRules } from "../core/options/profiles";
import { describeValue } from "../errors/describe-value";
import { InvalidParameterError } from "../errors/invalid-parameter-error";
import { encodeUtf8 } from "./rfc6570/encode";

/**
 * Builds the query string of rule R2 (without the leading `?`): names and values percent-encoded
 * as `encodeURIComponent` does, `null` and `undefined` skipped, numbers, booleans and bigints as
 * their text, arrays by `arrayFormat`, a string `q` by the profile's `searchTerms`. With
 * `except`, `parameters` is a call's options read as a view: the named options and the names in
 * `except` are not parameters.
 */
export function buildQueryString(
  parameters: Readonly<Record<string, unknown>>,
  arrayFormat: ArrayFormat,
  except?: ReadonlySet<string>,
  searchTerms: ProfileRules["searchTerms"] = "encoded",
): string {
  let query = "";
  // for-in with an own-key test: no array per call, as in the merge.
  for (const name in parameters) {
    if (!hasOwn(parameters, name)) continue;
    if (except !== undefined && !isViewedParameter(name, except)) continue;
    const value = parameters[name];
    if (value === undefined || value === null) continue;
    const pairs = Array.isArray(value)
      ? arrayPairs(name, value, arrayFormat)
      : name === "q" && typeof value === "string" && searchTerms !== "encoded"
        ? "q=" + searchTerms(encode(value, name))
        : encodePair(name, value);
    if (pairs === "") continue;
    query += (query === "" ? "" : "&") + pairs;
  }
  return query;
}

function encodePair(name: string, value: unknown): string {
  // A safe integer's text is digits and "-": nothing to encode.
  if (typeof value === "number" && Number.isSafeInteger(value)) return encode(name, name) + "=" + value;
  return encode(name, name) + "=" + encode(scalarText(name, value), name);
}

function arrayPairs(name: string, values: readonly unknown[], arrayFormat: ArrayFormat): string {
  const encodedName = encode(name, name);
  const separator = arrayFormat === "comma" ? "," : arrayFormat === "repeat" ? `&${encodedName}=` : `&${encodedName}[]=`;
  const start = arrayFormat === "brackets" ? `${encodedName}[]=` : `${encodedName}=`;
  // Each item is read once, into a packed list of our own (what is checked is what is sent): most
  // lists (ids, labels) need no encoding, and are then joined once, natively.
  const items: unknown[] = Array.from(values);
  let plain = items.length > 0;
  for (const item of items) {
    // A number's text never holds a comma, which would read as a separator.
    if (typeof item === "string" ? item.includes(",") : typeof item !== "number" || !Number.isFinite(item)) {
      plain = false;
      break;
    }
  }
  const joined = plain ? items.join(",") : undefined;
  if (joined !== undefined && PLAIN_OR_COMMA.test(joined)) {
    return start + (arrayFormat === "comma" ? joined : joined.replaceAll(",", separator));
  }
  // Otherwise item by item: skipped when null, refused when not a scalar, each one encoded.
  let text = "";
  let sent = 0;
  for (const item of items) {
    if (item === undefined || item === null) continue;
    if (typeof item === "object") {
      throw new InvalidParameterError(
        `The query parameter ${describeValue(name)} holds ${describeValue(item)} in its array; ` +
          `only strings, finite numbers, booleans and bigints can be sent.`,
      );
    }
    const encoded = typeof item === "number" && Number.isSafeInteger(item) ? String(item) : encode(scalarText(name, item), name);
    text += sent++ === 0 ? encoded : separator + encoded;
  }
  // An empty list is sent as an empty value in the comma form, as the peer does (an empty filter);
  // repeated or bracketed, it is no pair at all.
  if (sent === 0 && arrayFormat !== "comma") return "";
  return start + text;
}

// Characters encodeURIComponent keeps, and the comma.
const PLAIN_OR_COMMA = /^[A-Za-z0-9\-_.!~*'(),]*$/;

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

function encode(text: string, name: string): string {
  return NEEDS_NO_ENCODING.test(text) ? text : encodeUtf8(text, name);
}
