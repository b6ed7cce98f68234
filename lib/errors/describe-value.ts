const MAX_SHOWN = 80;
const MAX_LISTED = 5;

/**
 * A caller's value for an error message, safe for logs: quoted, line breaks escaped, a URL's
 * userinfo, its fragment and the values of its query parameters named like credentials as `***`,
 * cut short. A header's value is never given to it.
 * @internal
 */
export function describeValue(value: unknown): string {
  if (typeof value === "string") {
    // Hidden before the cut: a cut inside the userinfo would leave its start unhidden.
    const text = withoutSecrets(value);
    const shown = text.length > MAX_SHOWN ? text.slice(0, MAX_SHOWN) + "…" : text;
    return escapeLineBreaks(JSON.stringify(shown)) + (text.length > MAX_SHOWN ? ` (${value.length} characters)` : "");
  }
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return objectDescription(value);
  if (typeof value === "symbol") return "a symbol";
  if (typeof value === "function") return "a function";
  if (typeof value === "bigint") return `${value}n`;
  return String(value);
}

/**
 * Whether a name reads as a credential's (`access_token`, `X-Amz-Signature`, `api_key`,
 * `Authorization`, `code`), as a server reads it: percent-decoded, controls dropped, any case.
 * @internal
 */
export function isCredentialName(name: string): boolean {
  let decoded = "";
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) continue; // URL parsers drop tabs and newlines
    const hex = name[i] === "%" ? name.slice(i + 1, i + 3) : "";
    if (!HEX.test(hex)) decoded += name[i];
    else {
      decoded += String.fromCharCode(Number.parseInt(hex, 16));
      i += 2;
    }
  }
  const lowercase = decoded.toLowerCase();
  return CREDENTIAL_WORDS.some((word) => lowercase.includes(word));
}
const HEX = /^[0-9A-Fa-f]{2}$/;
const CREDENTIAL_WORDS: readonly string[] = [
  "token",
  "secret",
  "sig",
  "key",
  "pass",
  "pwd",
  "auth",
  "credential",
  "session",
  "code",
  "cookie",
  "bearer",
];

// One scan marks what to hide, as `***`: a URL's userinfo (after a scheme's `:`, slashes, controls
// and spaces, to the authority's last `@`), a fragment (not a template's `{#`), and a credential's
// value (after `?`, `&` or `;`, to the next `&`). Hides more sometimes (`mailto:a@b`), never less.
function withoutSecrets(text: string): string {
  if (!text.includes("@") && !text.includes("=") && !text.includes("#")) return text;
  // +1 where a hidden run starts, -1 where it ends: runs found out of order still add up.
  const runs = new Int32Array(text.length + 1);
  const hide = (start: number, end: number): void => {
    if (end <= start) return;
    runs[start]++;
    runs[end]--;
  };
  let previous = -1; // the last character no URL parser skips
  let slashes = false; // after a scheme's ":", before its authority
  let authority = -1;
  let at = -1;
  let name = -1;
  let secret = -1;
  let encoded = -1;
  let i = 0;
  for (; i < text.length; i++) {
    const character = text[i];
    if (character === "#" && text[i - 1] !== "{") break;
    // Encoded, a control or slash there still hides userinfo from a check that reads it decoded.
    if (slashes && character === "%" && ENCODED_SKIPPED.test(text.slice(i + 1, i + 3))) encoded = i + 2;
    const skipped = i <= encoded || character <= " " || character === "\x7f";
    if (slashes && !skipped && character !== "/" && character !== "\\") {
      slashes = false;
      authority = i;
    }
    if (authority !== -1) {
      if (character === "@") at = i;
      else if (character === "/" || character === "?") {
        if (at > authority) hide(authority, at);
        authority = at = -1;
      }
    } else if (character === ":" && previous !== -1 && SCHEME_END.test(text[previous])) slashes = true;
    if (!skipped) previous = i;
    if (secret !== -1 && character === "&") {
      hide(secret, i);
      secret = -1;
    }
    if (secret !== -1) continue;
    if (name !== -1 && character === "=") {
      if (isCredentialName(text.slice(name, i))) secret = i + 1;
      name = -1;
    } else if (PAIR_START.includes(character)) name = i + 1;
  }
  if (authority !== -1 && at > authority) hide(authority, at);
  if (secret !== -1) hide(secret, i);
  if (i < text.length) hide(i + 1, text.length);
  let shown = "";
  let depth = 0;
  for (let j = 0; j < text.length; j++) {
    const wasHidden = depth > 0;
    depth += runs[j];
    if (depth > 0) {
      if (!wasHidden) shown += "***";
    } else shown += text[j];
  }
  return shown;
}
// "#" only as a template's "{#", which a URL parser would read as a fragment.
const PAIR_START = "?&;#";
const ENCODED_SKIPPED = /^(?:[01][\dA-Fa-f]|20|2[Ff]|5[Cc]|7[Ff])$/;

// The last character of a URI scheme (RFC 3986: letters, digits, "+", "-", ".").
const SCHEME_END = /[A-Za-z0-9+.-]/;

/** A URL's text quoted up to where it stops being one (from `from`, before `end`): a token may follow. @internal */
export function describeUrl(text: string, from = 0, end = text.length): string {
  let stop = from;
  while (stop < end && text[stop] > " " && text[stop] !== "\x7f") stop++;
  return describeValue(stop === text.length ? text : `${text.slice(0, stop)}…`);
}

/** Where a text that is never quoted holds a bad character: `U+000A at character 41 of 41`. @internal */
export function describeCharacterAt(text: string, index: number): string {
  const code = text.codePointAt(index) ?? 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")} at character ${index + 1} of ${text.length}`;
}

/** What kind of value a value is, without the value itself ("a boolean", "an object (a Headers)"). @internal */
export function describeKind(value: unknown): string {
  if (typeof value === "string") return "a string";
  if (typeof value === "number") return "a number";
  if (typeof value === "boolean") return "a boolean";
  if (typeof value === "bigint") return "a bigint";
  return describeValue(value);
}

// "an object", with the class of one that is not plain (the usual mistake), when its name reads as
// one and reading it throws nothing (a Proxy may).
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

/** Names for an error message, each as {@link describeValue} renders it, at most five, then "and N more". @internal */
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
