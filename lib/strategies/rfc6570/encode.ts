import { describeValue } from "../../errors/describe-value";
import { InvalidParameterError } from "../../errors/invalid-parameter-error";
import { isHexDigit } from "../../core/url/literal-characters";

// Single character classes: a test is one linear pass, never backtracking.
const ONLY_UNRESERVED = /^[A-Za-z0-9\-._~]*$/;
const ONLY_URI_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]*$/;
const SUB_DELIMS_KEPT_BY_ENCODE_URI_COMPONENT = /[!'()*]/g;

// ASCII characters allowed unencoded in `+` and `#` expansions: unreserved and reserved.
const URI_CHARACTER: readonly boolean[] = Array.from({ length: 128 }, (_, code) => ONLY_URI_CHARACTERS.test(String.fromCharCode(code)));

// ASCII characters RFC 3986 calls unreserved: ALPHA / DIGIT / "-" / "." / "_" / "~" (1, else 0).
const UNRESERVED: readonly number[] = Array.from({ length: 128 }, (_, code) => (ONLY_UNRESERVED.test(String.fromCharCode(code)) ? 1 : 0));

/** Whether `text` is only unreserved characters, which every RFC 6570 expression writes as they are. */
export function needsNoEncoding(text: string): boolean {
  return ONLY_UNRESERVED.test(text);
}

const PERCENT_ENCODED: readonly string[] = Array.from({ length: 128 }, (_, code) => percentEncodeCharacter(String.fromCharCode(code)));

/**
 * Encodes all but the unreserved characters (simple, `.`, `/`, `;`, `?`, `&` expansions). ASCII
 * by table (the usual case); from the first non-ASCII character on, `encodeURIComponent`, with the
 * sub-delimiters it keeps encoded too.
 */
export function encodeUnreserved(text: string, variableName: string): string {
  // Most values need no encoding: a pass that only reads, up to the first character to encode.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 127 || UNRESERVED[code] === 0) return encodeUnreservedFrom(text, i, variableName);
  }
  return text;
}

// encodeUnreserved from `from`, the first character to encode.
function encodeUnreservedFrom(text: string, from: number, variableName: string): string {
  let out = "";
  let runStart = 0;
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      if (UNRESERVED[code] === 1) continue;
      out += text.slice(runStart, i) + PERCENT_ENCODED[code];
      runStart = i + 1;
    } else {
      const rest = encodeUtf8(text.slice(i), variableName).replace(SUB_DELIMS_KEPT_BY_ENCODE_URI_COMPONENT, percentEncodeCharacter);
      return out + text.slice(runStart, i) + rest;
    }
  }
  return out + text.slice(runStart);
}

/**
 * Encodes all but unreserved and reserved characters, and keeps percent-encoded triplets as they
 * are (`+` and `#` expansions, RFC 6570 section 3.2.3).
 */
export function encodeReserved(text: string, variableName: string): string {
  if (ONLY_URI_CHARACTERS.test(text)) return text;
  let out = "";
  let runStart = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === 37 /* % */ && isHexDigit(text.charCodeAt(i + 1)) && isHexDigit(text.charCodeAt(i + 2))) {
      i += 3;
    } else if (code < 128 && URI_CHARACTER[code]) {
      i++;
    } else {
      out += text.slice(runStart, i);
      const size = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length ? 2 : 1;
      out += code < 128 ? percentEncodeCharacter(text[i]) : encodeUtf8(text.slice(i, i + size), variableName);
      i += size;
      runStart = i;
    }
  }
  return out + text.slice(runStart);
}

/** `encodeURIComponent(text)`, which refuses a lone surrogate in the value of the parameter `name`. */
export function encodeUtf8(text: string, name: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    throw new InvalidParameterError(
      `The parameter ${describeValue(name)} holds a lone surrogate (half a UTF-16 pair), which has no UTF-8 form.`,
    );
  }
}

function percentEncodeCharacter(character: string): string {
  return "%" + character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0");
}
