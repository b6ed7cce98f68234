import { describeValue } from "../../errors/describe-value";
import { InvalidOptionsError } from "../../errors/invalid-options-error";
import { hasOwn, isPlainObject, readOnce } from "../util/own-properties";
import type { MediaType } from "../options/types";

/** The content type of a JSON body built from parameters, unless the caller sets another; the adapters compare with it. */
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

// Names that stay one clean entry of an `accept` header: no comma, space, quote or control.
const NOT_PREVIEW_NAME = /[^A-Za-z0-9_.-]/;
const NOT_FORMAT = /[^A-Za-z0-9_.+-]/;
const PREVIEW_SUFFIX = "-preview";

/**
 * Merges a call's `mediaType` over the defaults': the call's format wins; previews are the
 * defaults' then the call's, each without a trailing `-preview`, without duplicates. A result
 * carries `previews` when the defaults or the call gave a list, an empty one too, as the peer's
 * merged options do (`@octokit/core`'s defaults set `previews: []`, and its hooks read its length).
 * With `shareDefaults` (defaults the package checked, for a build that never hands the media type
 * out), a call without one gets the defaults' own object.
 */
export function mergeMediaType(defaults: Readonly<MediaType>, input: unknown, shareDefaults = false): MediaType {
  // Without a call's mediaType, a build that only reads it takes the checked defaults' own as it
  // is (their format and previews, nothing else): a copy per call was 32 of its bytes.
  if (input === undefined && shareDefaults) return defaults as MediaType;
  // Own properties only, here and in the defaults: a polluted Object.prototype.format or
  // .previews elsewhere in the application must not change any accept header.
  const defaultFormat = hasOwn(defaults, "format") ? defaults.format : "";
  const defaultPreviews = hasOwn(defaults, "previews") ? (defaults.previews as readonly string[]) : undefined;
  if (input === undefined) return withPreviews(defaultFormat, defaultPreviews, undefined);
  if (!isPlainObject(input)) {
    throw new InvalidOptionsError(`The mediaType option must be an object with format and previews, got ${describeValue(input)}.`);
  }
  // Read once, as a call's options are; a key given as undefined unsets the defaults' one too.
  const given = readOnce(input);
  const format = !hasOwn(given, "format") ? defaultFormat : given.format === undefined ? "" : checkFormat(given.format);
  return withPreviews(format, previewsOver(defaultPreviews, given), ownPreviews(given));
}

// The defaults' previews a call's mediaType keeps: none when it gives previews as undefined.
function previewsOver(
  defaultPreviews: readonly string[] | undefined,
  input: Readonly<Record<string, unknown>>,
): readonly string[] | undefined {
  return hasOwn(input, "previews") && input.previews === undefined ? undefined : defaultPreviews;
}

// A call's own previews, checked, if it gives a list.
function ownPreviews(input: Readonly<Record<string, unknown>>): string[] | undefined {
  return hasOwn(input, "previews") && input.previews !== undefined ? validPreviews(input.previews) : undefined;
}

// A media type with the previews of the defaults and the call, if either gave a list.
function withPreviews(format: string, defaultPreviews: readonly string[] | undefined, previews: string[] | undefined): MediaType {
  if (previews === undefined || previews.length === 0) {
    if (defaultPreviews === undefined) return previews === undefined ? { format } : { format, previews };
    // No previews: no copy (slicing a frozen array takes V8's slow path).
    return { format, previews: defaultPreviews.length === 0 ? [] : defaultPreviews.slice() };
  }
  if (defaultPreviews === undefined || defaultPreviews.length === 0) return { format, previews };
  return { format, previews: [...new Set([...defaultPreviews, ...previews])] };
}

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
