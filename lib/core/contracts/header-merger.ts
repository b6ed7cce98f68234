import { notImplemented } from "./not-implemented";
import type { Headers, MediaType } from "../options/types";

/**
 * Strategy: lowercases, validates and merges headers, and amends `accept` for
 * `mediaType.format` and `mediaType.previews`. Also the tsyringe injection token for it.
 *
 * A plain class, so tsyringe's types take it as a token; its methods throw until a subclass
 * implements them.
 *
 * @category Strategies and contracts
 *
 * @example
 * ```ts
 * const merger = createContainer().resolve(HeaderMerger);
 * merger.merge({ accept: "text/plain" }, { "X-Trace": "1", accept: undefined });
 * // => { "x-trace": "1" }
 * ```
 */
export class HeaderMerger {
  /**
   * Returns a new object: `base` (already valid, lowercase) with `overrides` (any case, validated)
   * merged over it by lowercase name. A `null` or `undefined` value removes the header.
   * @throws {@link InvalidHeaderError} for a bad name or value, or `overrides` not an object.
   */
  merge(base: Readonly<Headers>, overrides: unknown): Headers {
    return notImplemented(this, "merge", base, overrides);
  }

  /**
   * Amends the `accept` header of `headers` for the media type's format and previews. May change
   * `headers` in place (the pipeline passes an object it owns) and returns the headers to use.
   */
  applyMediaType(headers: Headers, mediaType: Readonly<MediaType>): Headers {
    return notImplemented(this, "applyMediaType", headers, mediaType);
  }
}
