import { scalarToText } from "../../core/util/scalar-text";
import { describeValue } from "../../errors/describe-value";
import { InvalidParameterError } from "../../errors/invalid-parameter-error";

/**
 * The value types a URL template takes (RFC 6570 section 2.3): strings, and numbers, booleans
 * and bigints as their text. Anything else cannot be written into a URL. `member` is where in a
 * list (its index) or a map (its key) the value is, for the message.
 */
export function scalarText(name: string, value: unknown, member?: number | string): string {
  const text = scalarToText(value);
  if (text !== undefined) return text;
  // A member of a list or map is named as one: "the value is a function" of { toString() {} } misleads.
  const what =
    member === undefined ? "The value" : typeof member === "number" ? `The item ${member}` : `The member ${describeValue(member)}`;
  throw new InvalidParameterError(
    `${what} of ${describeValue(name)} is ${describeValue(value)}; a URL template takes strings, finite numbers, booleans, bigints, ` +
      `and arrays or plain objects of them.`,
  );
}

/** A list's members as text; `null` and `undefined` members are skipped. */
export function scalarItems(name: string, list: readonly unknown[]): string[] {
  const items: string[] = [];
  for (let index = 0; index < list.length; index++) {
    const item = list[index];
    if (item !== undefined && item !== null) items.push(scalarText(name, item, index));
  }
  return items;
}

/** An associative array's pairs as text; members with `null` or `undefined` values are skipped. */
export function scalarPairs(name: string, map: Readonly<Record<string, unknown>>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const key of Object.keys(map)) {
    const item = map[key];
    if (item !== undefined && item !== null) pairs.push([key, scalarText(name, item, key)]);
  }
  return pairs;
}
