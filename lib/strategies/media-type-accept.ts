/**
 * The `accept` rules of `mediaType` (see docs/rules.md, "The rules in short"), as scanners whose
 * only regular expressions are one character class repeated, anchored or global: a failed match
 * backs up at most once over its run, so a crafted 100,000-character `accept` costs linear time
 * (the peer's regular expression here, with a lookbehind and a lookahead, took quadratic time).
 */

// ASCII letters, digits and "_" (\w without the u flag); with "-" for a run that may name a preview.
const WORD_RUN = /^\w+$/;
const WORD_OR_DASH_RUNS = /[\w-]+/g;

/**
 * `application/vnd.<vendor>[.v3][.<x>][+json]` becomes `application/vnd.<vendor>[.v3].<format>`;
 * any other entry (after leading whitespace) is returned as it is.
 */
export function applyFormatToEntry(entry: string, format: string): string {
  let start = 0;
  while (entry.charCodeAt(start) === 32 || entry.charCodeAt(start) === 9) start++;
  const prefix = "application/vnd.";
  if (!entry.startsWith(prefix, start)) return entry;
  let body = entry.slice(start + prefix.length);
  if (body.endsWith("+json")) body = body.slice(0, -5);
  const segments = body.split(".");
  if (segments.length > 3 || !segments.every((segment) => WORD_RUN.test(segment))) return entry;
  const keep = segments[1] === "v3" ? 2 : 1;
  if (segments.length > keep + 1) return entry;
  return entry.slice(0, start) + prefix + segments.slice(0, keep).join(".") + "." + format;
}

/**
 * The preview names an `accept` header already names: in each run of word characters and `-`,
 * the text before its last `-preview` (as the peer's `(?<![\w-])[\w-]+(?=-preview)` finds them).
 */
export function previewsNamedIn(accept: string): string[] {
  const names: string[] = [];
  for (const [run] of accept.matchAll(WORD_OR_DASH_RUNS)) {
    const at = run.lastIndexOf("-preview");
    if (at >= 1) names.push(run.slice(0, at));
  }
  return names;
}
