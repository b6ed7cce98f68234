/**
 * A URL with the literal characters RFC 6570 refuses (space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `|`,
 * a `%` with no triplet) percent-encoded, as `@octokit/endpoint` does: a server's link may hold them.
 */
export function encodeLiteralCharacters(url: string): string {
  let encoded: string | undefined;
  let inExpression = false;
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === 123 /* { */) inExpression = true;
    else if (code === 125 /* } */) inExpression = false;
    if (!inExpression && isEncodedLiteral(url, i, code)) {
      encoded = (encoded ?? url.slice(0, i)) + "%" + code.toString(16).toUpperCase();
    } else if (encoded !== undefined) {
      encoded += url[i];
    }
  }
  return encoded ?? url;
}

function isEncodedLiteral(url: string, i: number, code: number): boolean {
  switch (code) {
    case 32: // space
    case 34: // "
    case 60: // <
    case 62: // >
    case 92: // \
    case 94: // ^
    case 96: // `
    case 124: // |
      return true;
    case 37: // %
      return !isHexDigit(url.charCodeAt(i + 1)) || !isHexDigit(url.charCodeAt(i + 2));
    default:
      return false;
  }
}

/** True for 0-9, A-F and a-f. */
export function isHexDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}
