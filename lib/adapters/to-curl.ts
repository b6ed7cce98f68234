import { typedError } from "../errors/typed-error";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { hasOwn } from "../core/util/own-properties";
import type { RequestOptions } from "../core/options/types";
import { isStreamed, wireRequest } from "./wire-request";

// Headers curl sends by itself unless told not to; the request's own value, or none.
const CURL_DEFAULT_HEADERS = ["accept", "user-agent"] as const;

/**
 * Request options as one POSIX shell command line that sends exactly that request with `curl`,
 * the same request {@link toFetch} sends:
 * - every value is single-quoted, so nothing in it is expanded or run;
 * - the body goes through standard input (`printf … | curl --data-binary @-`), byte for byte
 *   whatever it starts with (curl would read a `--data` argument starting with `@` as a file to
 *   upload) and whatever its size (an argument past about 128 KiB fails); text as `printf '%s'`,
 *   anything with a control character or not UTF-8 as octal escapes;
 * - curl adds no header the request lacks: its own `Accept`, `User-Agent`, `Content-Type` and
 *   `Expect` are switched off, and `-q` keeps a `.curlrc` from adding any;
 * - a header whose value is empty or only whitespace is still sent (`name;`);
 * - `-g` stops curl from reading `[]` and `{}` in the URL as globs; HEAD uses `--head`.
 *
 * A Blob, FormData or stream body cannot be written out now: {@link InvalidOptionsError}.
 *
 * @category Adapters
 *
 * @throws {@link InvalidParameterError} for a JSON body `JSON.stringify` cannot write (a cycle, too
 * deep) or would write changed (`NaN`, a Map, a function, bytes inside it ...), saying where it is.
 *
 * @example
 * ```ts
 * toCurl(endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "It's broken" }));
 * // => printf '%s' '{"title":"It'\''s broken"}' |
 * //    curl -q -sS -g -X 'POST' --url 'https://api.github.com/repos/o/r/issues' -H 'accept: ...' ... --data-binary @-
 * ```
 */
export function toCurl(options: RequestOptions): string {
  try {
    const { method, url, headers, body } = wireRequest(options);
    if (isStreamed(body)) {
      throw new InvalidOptionsError(
        "toCurl() writes bodies it can read now: a string, bytes, URLSearchParams or JSON data, not a Blob, FormData or stream.",
      );
    }
    const parts = ["curl", "-q", "-sS", "-g", method === "HEAD" ? "--head" : `-X ${quote(method)}`, "--url", quote(url)];
    for (const name of Object.keys(headers)) {
      const value = headers[name];
      // "name:" with nothing after it would make curl remove the header; "name;" sends it empty.
      parts.push("-H", quote(value.trim() === "" ? `${name};` : `${name}: ${value}`));
    }
    for (const name of CURL_DEFAULT_HEADERS) if (!hasOwn(headers, name)) parts.push("-H", quote(`${name}:`));
    if (body === undefined) return parts.join(" ");
    if (!hasOwn(headers, "content-type")) parts.push("-H", quote("content-type:"));
    parts.push("-H", quote("expect:"), "--data-binary", "@-");
    return `${printfOf(body)} | ${parts.join(" ")}`;
  } catch (error) {
    throw typedError(error);
  }
}

/** Single-quotes a value for a POSIX shell: inside '…' nothing is special but ' itself. */
export function quote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

// A printf command that writes the body's bytes to standard output, exactly.
function printfOf(body: string | Uint8Array): string {
  const text = typeof body === "string" ? body : printableText(body);
  if (text !== undefined && !/[\u0000-\u001f\u007f]/.test(text)) return `printf '%s' ${quote(text)}`;
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  // Every byte as \ooo in printf's format, which POSIX printf turns back into that byte.
  let format = "";
  for (const byte of bytes) format += "\\" + byte.toString(8).padStart(3, "0");
  return `printf ${quote(format)}`;
}

// The bytes as text when they are valid UTF-8, so a body reads as typed.
function printableText(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
