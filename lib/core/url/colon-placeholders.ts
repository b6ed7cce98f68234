import { schemeEnd } from "./url";

/**
 * Rewrites octokit's `:name` placeholders (a lowercase letter, then word characters) as `{name}`,
 * only where a path segment starts: `/x/urn:isbn:123`, `{a:3}`, a scheme, port or query stay text.
 */
export function colonToBraces(url: string): string {
  if (url.indexOf(":") === -1) return url;
  let out = "";
  let copiedUpTo = 0;
  let depth = 0;
  for (let i = pathStartOfTemplate(url); i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === 123 /* { */) depth++;
    else if (code === 125 /* } */) depth = Math.max(0, depth - 1);
    else if (depth === 0 && (code === 63 /* ? */ || code === 35) /* # */) break;
    else if (depth === 0 && code === 58 /* : */ && startsSegment(url, i) && isName(url, i + 1)) {
      let end = i + 3;
      while (end < url.length && isWordCharacter(url.charCodeAt(end))) end++;
      out += url.slice(copiedUpTo, i) + "{" + url.slice(i + 1, end) + "}";
      copiedUpTo = end;
      i = end - 1;
    }
  }
  return copiedUpTo === 0 ? url : out + url.slice(copiedUpTo);
}

/**
 * Where the path of a template starts: after `scheme://authority` when it has them, after a bare
 * `scheme:` (refused later, but its colon is no placeholder), else at 0.
 */
export function pathStartOfTemplate(url: string): number {
  const scheme = schemeEnd(url);
  if (scheme === 0 || url.charCodeAt(scheme) !== 58 /* : */) return 0;
  if (!url.startsWith("//", scheme + 1)) return scheme + 1;
  for (let i = scheme + 3; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === 47 /* / */ || code === 63 /* ? */ || code === 35 /* # */) return i;
  }
  return url.length;
}

// A segment starts after a "/", or at 0: the start of a relative path (a template with a scheme
// has its path start after it, so 0 is only ever a path's first character).
function startsSegment(url: string, colon: number): boolean {
  return colon === 0 || url.charCodeAt(colon - 1) === 47; /* / */
}

// octokit's rule for a name: a lowercase letter, then one or more word characters.
function isName(url: string, start: number): boolean {
  return isLowercaseLetter(url.charCodeAt(start)) && isWordCharacter(url.charCodeAt(start + 1));
}

function isLowercaseLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}

function isWordCharacter(code: number): boolean {
  return (code >= 65 && code <= 90) || isLowercaseLetter(code) || (code >= 48 && code <= 57) || code === 95;
}
