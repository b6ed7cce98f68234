import { flatString } from "../core/util/flat-string";
import { hasOwn, setOwn } from "../core/util/own-properties";
import { checkHeaderName, checkHeaderValue, checkHeadersOption } from "../core/merge/header-rules";
import type { Headers, MediaType } from "../core/options/types";
import { HeaderMerger } from "../core/contracts/header-merger";
import { LruCache } from "../core/util/lru-cache";
import { markBuiltSafe } from "../core/contracts/built-safe";
import { objectArgument } from "../core/contracts/strategy-arguments";
import { applyFormatToEntry, previewsNamedIn } from "./media-type-accept";

const VENDOR = "github";
const MAX_CACHED_ACCEPT = 1024;
// Beyond this many previews an amended accept is made without the cache: its key alone (every
// preview name joined) would be built and hashed on each call for an entry too big to keep.
const MAX_CACHED_PREVIEWS = 64;

/**
 * The default {@link HeaderMerger}: names lowercased and checked as RFC 9110 tokens, values
 * strings or finite numbers that Node's HTTP client accepts (no CR, LF, NUL or other control
 * character), `accept` amended for format and previews unless it names `application/octet-stream`.
 *
 * @category Strategies and contracts
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
  // An accept amended for a format alone, by accept: the key above, built and hashed on each
  // call, cost a format call about 530 bytes.
  private readonly formatsByAccept = new LruCache<string, AmendedForFormat>(16);

  override merge(base: Readonly<Headers>, overrides: unknown): Headers {
    // Key by key (for-in, own keys): a spread copy is slow to add keys to, and Object.assign
    // would hand a "__proto__" name to the setter.
    const merged: Headers = {};
    for (const name in base) if (hasOwn(base, name)) setOwn(merged, name, base[name]);
    if (overrides === undefined || overrides === null) return merged;
    const given = checkHeadersOption(overrides);
    for (const name in given) {
      if (!hasOwn(given, name)) continue;
      const value = given[name];
      const lowercaseName = checkHeaderName(name);
      if (value === undefined || value === null) delete merged[lowercaseName];
      else setOwn(merged, lowercaseName, checkHeaderValue(lowercaseName, value));
    }
    return merged;
  }

  override applyMediaType(headers: Headers, mediaType: Readonly<MediaType>): Headers {
    objectArgument("The headers", headers);
    objectArgument("The media type", mediaType);
    // Own properties only: a polluted Object.prototype must not amend any accept header.
    const format = hasOwn(mediaType, "format") ? mediaType.format : "";
    const previews = hasOwn(mediaType, "previews") ? mediaType.previews : undefined;
    if (!format && (previews === undefined || previews.length === 0)) return headers;
    const accept = hasOwn(headers, "accept") ? headers.accept : undefined;
    if (typeof accept !== "string") return headers;
    // Only ordinary-sized accepts are remembered: the cache must stay small.
    if (accept.length > MAX_CACHED_ACCEPT || (previews !== undefined && previews.length > MAX_CACHED_PREVIEWS)) {
      headers.accept = amendAccept(accept, format, previews);
      return headers;
    }
    const formatOnly = previews === undefined || previews.length === 0;
    const known = formatOnly ? this.formatsByAccept.get(accept) : undefined;
    if (known !== undefined && known.format === format) {
      headers.accept = known.amended;
      return headers;
    }
    const key = `${format}\u0000${previews === undefined ? "" : previews.join("\u0000")}\u0000${accept}`;
    const amended = this.amendedAccepts.getOrCompute(key, () => flatString(amendAccept(accept, format, previews)), keyAndValueLength);
    if (formatOnly) this.formatsByAccept.set(accept, { format, amended }, accept.length + flatString(format).length + amended.length);
    headers.accept = amended;
    return headers;
  }
}

// Safe by construction: headers checked on entry (the defaults' when they were bound), and an
// accept amended from checked parts (the checked accept, a checked format and preview names).
markBuiltSafe(DefaultHeaderMerger, "merge", "applyMediaType");

/** What an accept became for one format. */
interface AmendedForFormat {
  readonly format: string;
  readonly amended: string;
}

// A remembered accept weighs its key (format, previews and accept as given) and the amended
// accept it keeps, which grows with format times previews.
const keyAndValueLength = (key: string, value: string): number => flatString(key).length + value.length;

// The accept rules: format on each vendor entry, then previews.
function amendAccept(accept: string, format: string, previews: readonly string[] | undefined): string {
  if (accept.toLowerCase().includes("application/octet-stream")) return accept;
  let amended = format
    ? accept
        .split(",")
        .map((entry) => applyFormatToEntry(entry, format))
        .join(",")
    : accept;
  if (previews && previews.length > 0) {
    const suffix = format ? "." + format : "+json";
    const names = new Set(previewsNamedIn(amended));
    for (const name of previews) names.add(name);
    // One join with the text between two names: no string made per name.
    const prefix = `application/vnd.${VENDOR}.`;
    amended = prefix + [...names].join(`-preview${suffix},${prefix}`) + `-preview${suffix}`;
  }
  return amended;
}
