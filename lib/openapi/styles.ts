import { InvalidParameterError, type TemplateExpander } from "../index";
import { describeValue } from "../errors/describe-value";
import { isPlainObject } from "../core/util/own-properties";
import { needsNoEncoding } from "../strategies/rfc6570/encode";
import { ALLOW_RESERVED, EXPLODE, type ParameterEntry } from "./routing-table";

// How a query, a header and a cookie parameter is written by its style. The values are encoded by
// the expander (`{v}`, or `{+v}` where reserved characters are allowed), which also joins a list's
// or a map's items with "," as every style does when not exploded.

/** Writes a value as one RFC 6570 expression writes it. */
export type Encode = (value: unknown, reserved: boolean) => string;

/** An {@link Encode} through `expander`. */
export function encoderOf(expander: TemplateExpander): Encode {
  // Read once: a call then expands without looking its template up.
  const [plain, kept] = [expander.prepare("{v}"), expander.prepare("{+v}")];
  // Unreserved characters come out as they are in both expressions: most values need no expansion.
  return (value, reserved) =>
    typeof value === "string" && needsNoEncoding(value) ? value : (reserved ? kept : plain).expand({ v: value });
}

/** The `name=value` pairs a query parameter writes (none for no value). */
export function queryPairs(entry: ParameterEntry, value: unknown, encode: Encode, pairs: string[], key = encode(entry[0], false)): void {
  const [name, , style, flags] = entry;
  if (isEmpty(value)) return;
  const reserved = (flags & ALLOW_RESERVED) !== 0;
  const explode = (flags & EXPLODE) !== 0;
  if (style === 6) return deepObject(name, value, encode, pairs, reserved);
  // Each branch reads the list or map once: what is checked is what is sent.
  if (Array.isArray(value) || isPlainObject(value)) {
    if (explode) {
      if (Array.isArray(value)) for (const item of value) pairs.push(`${key}=${encode(item, reserved)}`);
      else
        for (const [member, item] of Object.entries(value))
          if (item != null) pairs.push(`${encode(member, false)}=${encode(item, reserved)}`);
    } else if (style === 4 || style === 5) {
      const items: unknown[] = Array.isArray(value) ? value : Object.entries(value).flat();
      pairs.push(`${key}=${items.map((item) => encode(item, reserved)).join(style === 4 ? "%20" : "%7C")}`);
    } else pairs.push(`${key}=${encode(value, reserved)}`);
    return;
  }
  pairs.push(`${key}=${encode(value, reserved)}`);
}

// deepObject: each member as `name[member]=value`, nested objects deeper, as the brackets are written encoded.
function deepObject(name: string, value: unknown, encode: Encode, pairs: string[], reserved: boolean): void {
  if (!isPlainObject(value)) {
    if (Array.isArray(value)) for (const item of value) pairs.push(`${encode(name, false)}=${encode(item, reserved)}`);
    else pairs.push(`${encode(name, false)}=${encode(value, reserved)}`);
    return;
  }
  for (const [member, item] of Object.entries(value)) if (item != null) deepObject(`${name}[${member}]`, item, encode, pairs, reserved);
}

/** A header parameter's value (style simple): items joined by ",", never percent-encoded. */
export function headerValue(entry: ParameterEntry, value: unknown): string {
  const explode = (entry[3] & EXPLODE) !== 0;
  if (Array.isArray(value)) return value.map((item) => scalarText(entry[0], item)).join(",");
  if (isPlainObject(value)) {
    const members = Object.entries(value).filter(([, item]) => item != null);
    return members.map(([member, item]) => (explode ? `${member}=` : `${member},`) + scalarText(entry[0], item)).join(",");
  }
  return scalarText(entry[0], value);
}

/** The `name=value` pairs of a cookie parameter (style form), percent-encoded as form writes them. */
export function cookiePairs(entry: ParameterEntry, value: unknown, encode: Encode, pairs: string[]): void {
  if (isEmpty(value)) return;
  const [name, , , flags] = entry;
  if ((flags & EXPLODE) !== 0 && Array.isArray(value))
    for (const item of value) pairs.push(`${encode(name, false)}=${encode(item, false)}`);
  else if ((flags & EXPLODE) !== 0 && isPlainObject(value)) {
    for (const [member, item] of Object.entries(value)) if (item != null) pairs.push(`${encode(member, false)}=${encode(item, false)}`);
  } else pairs.push(`${encode(name, false)}=${encode(value, false)}`);
}

// RFC 6570 counts an empty list or map as no value, as it does undefined and null.
function isEmpty(value: unknown): boolean {
  return value == null || (Array.isArray(value) && value.length === 0) || (isPlainObject(value) && Object.keys(value).length === 0);
}

function scalarText(name: string, value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  throw new InvalidParameterError(
    `The header parameter ${describeValue(name)} holds ${describeValue(value)}; a header takes strings, numbers and booleans.`,
  );
}
