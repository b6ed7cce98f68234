/**
 * Rewrites octokit's `:name` placeholders (a letter, then word characters) as RFC 6570 `{name}`.
 * Only in the path: a `:` inside `{...}` is a prefix modifier, `https:` and `:8080` are not names,
 * and after `?` or `#` a colon is data (`q=is:open` must stay as written).
 */
export function colonToBraces(url: string): string {
  if (url.indexOf(":") === -1) return url;
  const schemeColon = leadingSchemeColon(url);
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

// The colon ending a leading URI scheme (`javascript:alert`), which must stay for the scheme check.
function leadingSchemeColon(url: string): number {
  if (!isLetter(url.charCodeAt(0))) return -1;
  let i = 1;
  while (i < url.length) {
    const code = url.charCodeAt(i);
    if (!(isWordCharacter(code) && code !== 95) && code !== 43 && code !== 45 && code !== 46) break;
    i++;
  }
  return url.charCodeAt(i) === 58 ? i : -1;
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isWordCharacter(code: number): boolean {
  return isLetter(code) || (code >= 48 && code <= 57) || code === 95;
}
