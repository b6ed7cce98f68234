import { schemeEnd } from "./url";

/**
 * Rewrites octokit's `:name` placeholders (a letter, then word characters) as RFC 6570 `{name}`.
 * Only in the path: a `:` inside `{...}` is a prefix modifier, `https:` and `:8080` are not names,
 * and after `?` or `#` a colon is data (`q=is:open` must stay as written).
 */
export function colonToBraces(url: string): string {
  if (url.indexOf(":") === -1) return url;
  // The colon ending a leading URI scheme (`javascript:alert`) stays, for the scheme check.
  const scheme = schemeEnd(url);
  const schemeColon = scheme > 0 && url.charCodeAt(scheme) === 58 ? scheme : -1;
  let out = "";
  let copiedUpTo = 0;
  let depth = 0;
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === 123 /* { */) depth++;
    else if (code === 125 /* } */) depth = Math.max(0, depth - 1);
    else if (depth === 0 && (code === 63 /* ? */ || code === 35 /* # */)) break;
    else if (depth === 0 && code === 58 /* : */ && i !== schemeColon && isLetter(url.charCodeAt(i + 1))) {
      let end = i + 2;
      while (end < url.length && isWordCharacter(url.charCodeAt(end))) end++;
      out += url.slice(copiedUpTo, i) + "{" + url.slice(i + 1, end) + "}";
      copiedUpTo = end;
      i = end - 1;
    }
  }
  return copiedUpTo === 0 ? url : out + url.slice(copiedUpTo);
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isWordCharacter(code: number): boolean {
  return isLetter(code) || (code >= 48 && code <= 57) || code === 95;
}
