const MAX_SHOWN = 80;
const MAX_LISTED = 5;

/**
 * A caller's value for an error message, safe for logs: quoted, line breaks escaped, a URL's
 * userinfo and the values of its query parameters named like credentials as `***`, cut short. A
 * header's value is never given to it.
 * @internal
 */
export function describeValue(value: unknown): string {
  if (typeof value === "string") {
    // Hidden before the cut: a cut inside the userinfo would leave its start unhidden.
    const text = withoutQueryCredentials(withoutUserinfo(value));
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

// Every URL's userinfo as `***`: after any scheme's `:` (slashes or not, as WHATWG parsing reads
// it) to the authority's last `@`. Hides more sometimes (`mailto:a@b`), never less.
function withoutUserinfo(text: string): string {
  if (!text.includes("@")) return text;
  let shown = "";
  let copied = 0;
  let colon = text.indexOf(":");
  while (colon !== -1) {
    let end = colon + 1;
    if (colon > 0 && SCHEME_END.test(text[colon - 1])) {
      let start = end;
      while (text[start] === "/" || text[start] === "\\") start++;
      let at = -1;
      for (end = start; end < text.length && text[end] !== "/" && text[end] !== "?" && text[end] !== "#"; end++) {
        if (text[end] === "@") at = end;
      }
      if (at > start) {
        shown += text.slice(copied, start) + "***";
        copied = at;
      }
    }
    colon = text.indexOf(":", end);
  }
  return copied === 0 ? text : shown + text.slice(copied);
}
// A query parameter whose name reads as a credential (`access_token`, `X-Amz-Signature`,
// `api_key`, `client_secret`, `code`): its value as `***`. Hides more sometimes, by name. One scan.
function withoutQueryCredentials(text: string): string {
  if (!text.includes("=")) return text;
  let shown = "";
  let copied = 0;
  for (let i = 0; i < text.length; i++) {
    if (!PAIR_START.includes(text[i])) continue;
    let end = i + 1;
    while (end < text.length && !NAME_END.includes(text[end])) end++;
    if (text[end] !== "=") {
      i = end - 1;
      continue;
    }
    const name = text.slice(i + 1, end).toLowerCase();
    let valueEnd = end + 1;
    while (valueEnd < text.length && !VALUE_END.includes(text[valueEnd])) valueEnd++;
    if (CREDENTIAL_WORDS.some((word) => name.includes(word))) {
      shown += text.slice(copied, end + 1) + "***";
      copied = valueEnd;
    }
    i = valueEnd - 1;
  }
  return copied === 0 ? text : shown + text.slice(copied);
}
const PAIR_START = "?&;";
const NAME_END = "=&;#? \t\r\n";
const VALUE_END = '&;#? \t\r\n"';
const CREDENTIAL_WORDS: readonly string[] = ["token", "secret", "sig", "key", "pass", "pwd", "auth", "credential", "session", "code"];

// The last character of a URI scheme (RFC 3986: letters, digits, "+", "-", ".").
const SCHEME_END = /[A-Za-z0-9+.-]/;

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
