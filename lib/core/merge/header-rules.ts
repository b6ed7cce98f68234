import { describeCharacterAt, describeKind, describeValue } from "../../errors/describe-value";
import { InvalidHeaderError } from "../../errors/invalid-header-error";
import { hasOwn, isPlainObject, setOwn } from "../util/own-properties";
import type { Headers, HeaderValue } from "../options/types";

// RFC 9110 token characters. A single character class: no backtracking is possible.
const NOT_TOKEN = /[^!#$%&'*+\-.^_`|~0-9A-Za-z]/;
// What Node's http.validateHeaderValue accepts: HTAB, visible ASCII, space, and 0x80-0xFF.
const NOT_FIELD_VALUE = /[^\t\x20-\x7e\x80-\xff]/;

/** A header name checked as an RFC 9110 token, lowercased. */
export function checkHeaderName(name: string): string {
  if (name.length === 0) throw new InvalidHeaderError(`The header name "" is not an RFC 9110 token.`);
  // Quoted up to its first character that no token holds: what follows may be a header's value
  // ("authorization: token ...", "Authorization token ..." given as a name), which no message quotes.
  const bad = NOT_TOKEN.exec(name);
  if (bad !== null) {
    throw new InvalidHeaderError(
      `The header name ${describeValue(`${name.slice(0, bad.index)}…`)} holds ${describeCharacterAt(name, bad.index)}: ` +
        `a name is an RFC 9110 token${bad[0] === ":" ? ", and the header's value is given apart" : ""}.`,
    );
  }
  return name.toLowerCase();
}

/**
 * A header value checked: a finite number, or a string without CR, LF, NUL or another control.
 * A message never quotes the value (it may be a token, and messages go to logs).
 */
export function checkHeaderValue(name: string, value: unknown): HeaderValue {
  if (typeof value === "number") {
    if (Number.isFinite(value)) return value;
    throw new InvalidHeaderError(`The value of the header ${describeValue(name)} is ${value}; only finite numbers can be sent.`);
  }
  if (typeof value !== "string") {
    throw new InvalidHeaderError(
      `The value of the header ${describeValue(name)} must be a string or a number, got ${describeKind(value)}.`,
    );
  }
  const bad = value.search(NOT_FIELD_VALUE);
  if (bad !== -1) {
    const rule = "a header value takes no CR, LF, NUL, other control or character above U+00FF";
    refuseHeaderCharacter(name, value, bad, rule + lineBreakHint(value, bad));
  }
  return value;
}

/** Where a header value breaks a rule about its characters: at `index`, the character, its place and the rule. */
export function refuseHeaderCharacter(name: string, value: string, index: number, rule: string): never {
  throw new InvalidHeaderError(`The value of the header ${describeValue(name)} holds ${describeCharacterAt(value, index)}: ${rule}.`);
}

// The usual bad value: a token read from a file, with the file's last line break.
function lineBreakHint(value: string, bad: number): string {
  return /^[\r\n]+$/.test(value.slice(bad)) ? " (a line break that ends the value, as a file read whole keeps it: trim it)" : "";
}

/** The `headers` option checked: a plain object of names and values (each checked on its own). */
export function checkHeadersOption(headers: unknown): Readonly<Record<string, unknown>> {
  if (!isPlainObject(headers)) {
    throw new InvalidHeaderError(`The headers must be a plain object of names and values, got ${describeKind(headers)}.`);
  }
  return headers;
}

/**
 * The final headers of a request, checked and copied (each value read once, so what leaves is what
 * was checked), names lowercase; `X-A` beside `x-a` is refused: a client would join their values.
 */
export function checkHeaders(headers: unknown): Headers {
  if (headers === null || typeof headers !== "object" || Array.isArray(headers)) {
    throw new InvalidHeaderError(`The request's headers must be an object of names and values, got ${describeKind(headers)}.`);
  }
  const record = headers as Record<string, unknown>;
  const checked: Headers = {};
  // for-in with an own-key test: no array of names made on every call; inherited keys skipped.
  for (const name in record) {
    if (!hasOwn(record, name)) continue;
    const lowercase = checkHeaderName(name);
    if (hasOwn(checked, lowercase)) refuseSameHeader(record, lowercase);
    setOwn(checked, lowercase, checkHeaderValue(name, record[name]));
  }
  return checked;
}

/**
 * One headers object naming a header in two letter cases: which value wins would be an accident
 * of key order. Only a name that is not lowercase can meet another, so the lowercase names are
 * gathered from the first such name on, and compared as strings (a fresh string as a property key
 * costs a lookup in V8's string table), through a Set past a few.
 */
export function refuseHeaderNamedTwice(headers: Readonly<Record<string, unknown>>): void {
  let lowered: string[] | undefined;
  let many: Set<string> | undefined;
  for (const name in headers) {
    if (!hasOwn(headers, name)) continue;
    const lowercase = name.toLowerCase();
    if (lowered === undefined) {
      if (lowercase === name) continue;
      lowered = [];
      for (const before in headers) {
        if (before === name) break;
        if (hasOwn(headers, before)) lowered.push(before);
      }
    }
    if (many !== undefined ? many.has(lowercase) : lowered.includes(lowercase)) refuseSameHeader(headers, lowercase);
    if (many !== undefined) many.add(lowercase);
    else if (lowered.push(lowercase) > 16) many = new Set(lowered);
  }
}

/** The refusal of two names of one header in one headers object: the names quoted, never a value. */
export function refuseSameHeader(headers: Readonly<Record<string, unknown>>, lowercase: string): never {
  const [first, second] = Object.keys(headers).filter((key) => key.toLowerCase() === lowercase);
  throw new InvalidHeaderError(
    `The headers ${describeValue(first)} and ${describeValue(second)} name the same header; a request sends each header once.`,
  );
}
