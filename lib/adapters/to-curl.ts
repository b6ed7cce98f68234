import type { RequestOptions } from "../core/types";
import { InvalidOptionsError } from "../errors/invalid-options-error";

/**
 * Request options as one POSIX shell command line that sends exactly that request with `curl`.
 * Every value is single-quoted, so no character in it can run a command; a body that holds a
 * control character (or is binary) is written as octal escapes through `printf` into
 * `--data-binary @-`. A Blob, FormData or stream body cannot be written out: {@link InvalidOptionsError}. `-g` stops curl from reading `[]` and `{}` in the URL as globs; `--head`
 * is used for HEAD (curl would wait for a body after `-X HEAD`); curl's own `Content-Type` and
 * `Expect` are suppressed so only the request's headers go out.
 *
 * @example
 * ```ts
 * toCurl(endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "It's broken" }));
 * // => curl -sS -g -X 'POST' 'https://api.github.com/repos/o/r/issues' -H 'accept: ...' ... --data-binary '{"title":"It'\''s broken"}'
 * ```
 */
export function toCurl(options: RequestOptions): string {
  const method = options.method.toUpperCase();
  const parts = ["curl", "-sS", "-g"];
  parts.push(method === "HEAD" ? "--head" : `-X ${quote(method)}`);
  parts.push(quote(options.url));
  const names = Object.keys(options.headers);
  for (const name of names) {
    const value = String(options.headers[name]);
    // "name:" would make curl remove the header; "name;" sends it with an empty value.
    parts.push("-H", quote(value === "" ? `${name};` : `${name}: ${value}`));
  }
  const body = bodyBytes(options.body);
  if (body === undefined) return parts.join(" ");
  if (!names.includes("content-type")) parts.push("-H", quote("Content-Type:"));
  parts.push("-H", quote("Expect:"));
  const text = printableText(body);
  if (text !== undefined) return `${parts.join(" ")} --data-binary ${quote(text)}`;
  return `printf ${quote(octalEscapes(body))} | ${parts.join(" ")} --data-binary @-`;
}

/** Single-quotes a value for a POSIX shell: inside '…' nothing is special but ' itself. */
export function quote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

// The body as text when it is valid UTF-8 without control characters, so it reads as typed.
function printableText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  return /[\u0000-\u001f\u007f]/.test(text) ? undefined : text;
}

function bodyBytes(body: unknown): Uint8Array | undefined {
  if (body === undefined) return undefined;
  if ((typeof Blob !== "undefined" && body instanceof Blob) || (typeof FormData !== "undefined" && body instanceof FormData) || isAsyncIterable(body)) {
    throw new InvalidOptionsError("toCurl() writes bodies it can read now: a string, bytes, URLSearchParams or JSON data, not a Blob, FormData or stream.");
  }
  if (typeof body === "string") return new TextEncoder().encode(body);
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof URLSearchParams) return new TextEncoder().encode(body.toString());
  return new TextEncoder().encode(JSON.stringify(body));
}

function isAsyncIterable(body: unknown): boolean {
  return body !== null && typeof body === "object" && (Symbol.asyncIterator in body || (typeof ReadableStream !== "undefined" && body instanceof ReadableStream));
}

// printf's format string: every byte as \ooo, which POSIX printf turns back into that byte.
function octalEscapes(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes) out += "\\" + byte.toString(8).padStart(3, "0");
  return out;
}
