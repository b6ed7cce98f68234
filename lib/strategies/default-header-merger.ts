import { isPlainObject, setOwn } from "../core/own-properties";
import type { Headers, HeaderValue, MediaType } from "../core/types";
import { describeValue } from "../errors/describe-value";
import { InvalidHeaderError } from "../errors/invalid-header-error";
import { HeaderMerger } from "./header-merger";
import { LruCache } from "../core/lru-cache";
import { applyFormatToEntry, previewsNamedIn } from "./media-type-accept";

// RFC 9110 token characters. A single character class: no backtracking is possible.
const NOT_TOKEN = /[^!#$%&'*+\-.^_`|~0-9A-Za-z]/;
// What Node's http.validateHeaderValue accepts: HTAB, visible ASCII, space, and 0x80-0xFF.
const NOT_FIELD_VALUE = /[^\t\x20-\x7e\x80-\xff]/;
const VENDOR = "github";
const MAX_CACHED_ACCEPT = 1024;

/**
 * The default {@link HeaderMerger}: names lowercased and checked as RFC 9110 tokens, values
 * strings or finite numbers that Node's HTTP client accepts (no CR, LF, NUL or other control
 * character), `accept` amended for format and previews unless it names `application/octet-stream`.
 *
 * @example
 * ```ts
 * new DefaultHeaderMerger().merge({ accept: "application/vnd.github.v3+json" }, { Authorization: "token x" });
 * // => { accept: "application/vnd.github.v3+json", authorization: "token x" }
 * ```
 */
export class DefaultHeaderMerger extends HeaderMerger {
  // The amended accept is a pure function of accept, format and previews, which repeat.
  private readonly amendedAccepts = new LruCache<string, string>(256);

  override merge(base: Readonly<Headers>, overrides: unknown): Headers {
    // A loop, not a spread: V8 makes a spread copy of an unfrozen object slow to add keys to (a
    // key added costs ~300 ns), and Object.assign would give a "__proto__" name to the setter.
    const merged: Headers = {};
    for (const name of Object.keys(base)) setOwn(merged, name, base[name]);
    if (overrides === undefined || overrides === null) return merged;
    if (!isPlainObject(overrides)) {
      throw new InvalidHeaderError(`The headers must be a plain object of names and values, got ${describeValue(overrides)}.`);
    }
    for (const name of Object.keys(overrides)) {
      const value = overrides[name];
      const lowercaseName = validName(name);
      if (value === undefined || value === null) delete merged[lowercaseName];
      else setOwn(merged, lowercaseName, validValue(lowercaseName, value));
    }
    return merged;
  }

  override applyMediaType(headers: Headers, mediaType: Readonly<MediaType>): Headers {
    const format = mediaType.format;
    const previews = mediaType.previews;
    if (!format && (previews === undefined || previews.length === 0)) return headers;
    const accept = headers.accept;
    if (typeof accept !== "string") return headers;
    // Only ordinary-sized accepts are remembered: the cache must stay small.
    if (accept.length > MAX_CACHED_ACCEPT) {
      headers.accept = amendAccept(accept, format, previews);
      return headers;
    }
    const key = `${format}\u0000${previews === undefined ? "" : previews.join("\u0000")}\u0000${accept}`;
    let amended = this.amendedAccepts.get(key);
    if (amended === undefined) {
      amended = amendAccept(accept, format, previews);
      this.amendedAccepts.set(key, amended);
    }
    headers.accept = amended;
    return headers;
  }
}

// The accept rules: format on each vendor entry, then previews (DECISIONS.md).
function amendAccept(accept: string, format: string, previews: readonly string[] | undefined): string {
  if (accept.toLowerCase().includes("application/octet-stream")) return accept;
  let amended = format ? accept.split(",").map((entry) => applyFormatToEntry(entry, format)).join(",") : accept;
  if (previews && previews.length > 0) {
    const suffix = format ? "." + format : "+json";
    const names = [...new Set([...previewsNamedIn(amended), ...previews])];
    amended = names.map((name) => `application/vnd.${VENDOR}.${name}-preview${suffix}`).join(",");
  }
  return amended;
}

function validName(name: string): string {
  if (name.length === 0 || NOT_TOKEN.test(name)) {
    throw new InvalidHeaderError(`The header name ${describeValue(name)} is not an RFC 9110 token.`);
  }
  return name.toLowerCase();
}

function validValue(name: string, value: unknown): HeaderValue {
  if (typeof value === "number") {
    if (Number.isFinite(value)) return value;
    throw new InvalidHeaderError(`The header "${name}" has the number ${value}; only finite numbers can be sent.`);
  }
  if (typeof value !== "string") {
    throw new InvalidHeaderError(`The header "${name}" must be a string or a number, got ${describeValue(value)}.`);
  }
  if (NOT_FIELD_VALUE.test(value)) {
    throw new InvalidHeaderError(
      `The header "${name}" has the value ${describeValue(value)}, which holds a CR, LF, NUL, another control character or a character above U+00FF.`,
    );
  }
  return value;
}
