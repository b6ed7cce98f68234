import { schemeEnd } from "./url";

/**
 * Rewrites octokit's `:name` placeholders as RFC 6570 `{name}`, with octokit's rule for a name: a
 * lowercase letter, then one or more word characters. Only in the path: never in a scheme
 * (`javascript:`), an authority (`user:pw@host`, `[::1]`, `:8080`), a query (`q=is:open`) or a
 * fragment, and never inside `{...}`, where `:` is a prefix modifier. So `/wiki/Special:Search`
 * and `/x/urn:ISBN:123` stay as written.
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
    else if (depth === 0 && code === 58 /* : */ && isLowercaseLetter(url.charCodeAt(i + 1)) && isWordCharacter(url.charCodeAt(i + 2))) {
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

function isLowercaseLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}

function isWordCharacter(code: number): boolean {
  return (code >= 65 && code <= 90) || isLowercaseLetter(code) || (code >= 48 && code <= 57) || code === 95;
}
