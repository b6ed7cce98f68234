import { describeValue } from "../errors/describe-value";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { hasOwn, isPlainObject } from "./own-properties";
import type { MediaType } from "./types";

// Names that stay one clean entry of an `accept` header: no comma, space, quote or control.
const NOT_PREVIEW_NAME = /[^A-Za-z0-9_.-]/;
const NOT_FORMAT = /[^A-Za-z0-9_.+-]/;
const PREVIEW_SUFFIX = "-preview";

/**
 * Merges a call's `mediaType` over the defaults': the call's format wins; previews are the
 * defaults' then the call's, each without a trailing `-preview`, without duplicates. A result
 * carries `previews` only when there are some, as the peer's merged options do.
 */
export function mergeMediaType(defaults: Readonly<MediaType>, input: unknown): MediaType {
  // Own properties only, here and in the defaults: a polluted Object.prototype.format or
  // .previews elsewhere in the application must not change any accept header.
  const defaultFormat = hasOwn(defaults, "format") ? defaults.format : "";
  const defaultPreviews = hasOwn(defaults, "previews") ? (defaults.previews as readonly string[]) : NO_PREVIEWS;
  // No previews: no copy (slicing a frozen array takes V8's slow path).
  if (input === undefined)
    return defaultPreviews.length === 0 ? { format: defaultFormat } : { format: defaultFormat, previews: defaultPreviews.slice() };
  if (!isPlainObject(input)) {
    throw new InvalidOptionsError(`The mediaType option must be an object with format and previews, got ${describeValue(input)}.`);
  }
  const format = hasOwn(input, "format") && input.format !== undefined ? checkFormat(input.format) : defaultFormat;
  const previews = hasOwn(input, "previews") && input.previews !== undefined ? validPreviews(input.previews) : NO_PREVIEWS;
  if (previews.length === 0) return defaultPreviews.length === 0 ? { format } : { format, previews: defaultPreviews.slice() };
  return { format, previews: [...new Set([...defaultPreviews, ...previews])] };
}

const NO_PREVIEWS: readonly string[] = Object.freeze([]);

/** A preview name without its optional `-preview` suffix, checked. */
export function normalizePreview(preview: unknown): string {
  if (typeof preview !== "string") {
    throw new InvalidOptionsError(`A preview name must be a string, got ${describeValue(preview)}.`);
  }
  const name = preview.endsWith(PREVIEW_SUFFIX) ? preview.slice(0, -PREVIEW_SUFFIX.length) : preview;
  if (name.length === 0 || NOT_PREVIEW_NAME.test(name)) {
    throw new InvalidOptionsError(`The preview name ${describeValue(preview)} is not valid: use letters, digits, "_", "." and "-".`);
  }
  return name;
}

/** A mediaType format checked: one clean entry of an `accept` header. */
export function checkFormat(format: unknown): string {
  if (typeof format !== "string" || NOT_FORMAT.test(format)) {
    throw new InvalidOptionsError(
      `The mediaType format ${describeValue(format)} is not valid: use a string of letters, ` +
        `digits, "_", ".", "+" and "-" (such as "raw" or "text+json").`,
    );
  }
  return format;
}

function validPreviews(previews: unknown): string[] {
  if (!Array.isArray(previews)) {
    throw new InvalidOptionsError(`The mediaType previews must be an array of names, got ${describeValue(previews)}.`);
  }
  const names = new Set<string>();
  for (const preview of previews) names.add(normalizePreview(preview));
  return [...names];
}
