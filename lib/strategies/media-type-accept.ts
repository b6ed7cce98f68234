/**
 * The `accept` rules of `mediaType` (see the README, "Headers and media types"), as scanners with
 * no regular expression, so a crafted 100,000-character `accept` costs linear time (the peer's
 * regular expression here was GHSA-x4c5-c7rf-jjgv).
 */

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
  if (segments.length > 3 || !segments.every(isWordRun)) return entry;
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
  let runStart = -1;
  for (let i = 0; i <= accept.length; i++) {
    const inRun = i < accept.length && isWordOrDash(accept.charCodeAt(i));
    if (inRun && runStart === -1) runStart = i;
    if (!inRun && runStart !== -1) {
      const run = accept.slice(runStart, i);
      const at = run.lastIndexOf("-preview");
      if (at >= 1) names.push(run.slice(0, at));
      runStart = -1;
    }
  }
  return names;
}

function isWordRun(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) if (!isWordCharacter(text.charCodeAt(i))) return false;
  return true;
}

function isWordCharacter(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

function isWordOrDash(code: number): boolean {
  return isWordCharacter(code) || code === 45;
}
