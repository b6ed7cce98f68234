import type { RequestOptions } from "../core/types";

/** The `init` of {@link FetchArguments}: a `RequestInit`, with `duplex` for streamed bodies. */
export interface FetchInit extends RequestInit {
  /** `"half"` for a streamed body, as Node's fetch requires. */
  duplex?: "half";
}

/** What {@link toFetch} returns: arguments for `fetch(url, init)`. */
export type FetchArguments = [url: string, init: FetchInit];

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * Request options as arguments for `fetch`. The method goes out uppercase (the Fetch standard
 * uppercases only DELETE, GET, HEAD, OPTIONS, POST and PUT, so a lowercase `patch` would be sent as
 * is and refused); a plain object or array body becomes JSON text; strings, `Uint8Array` (and
 * `Buffer`), `ArrayBuffer`, `Blob`, `URLSearchParams`, `FormData` and streams pass as they are;
 * header values become strings; `request.signal` is passed on.
 *
 * For a `FormData` body the `content-type` header is dropped (fetch writes the multipart boundary),
 * and for `URLSearchParams` the default JSON one is (fetch writes the form type).
 *
 * @example
 * ```ts
 * const [url, init] = toFetch(endpoint("PATCH /user", { name: "Mona", headers: { authorization: "token x" } }));
 * init.method; // => "PATCH"
 * init.body;   // => '{"name":"Mona"}'
 * const response = await fetch(url, init);
 * ```
 */
export function toFetch(options: RequestOptions): FetchArguments {
  const headers: Record<string, string> = {};
  for (const name of Object.keys(options.headers)) headers[name] = String(options.headers[name]);
  const init: FetchArguments[1] = { method: options.method.toUpperCase(), headers };
  const body = options.body;
  if (body !== undefined) {
    if (isPassedAsIs(body)) {
      init.body = body as BodyInit;
      if (isStream(body)) init.duplex = "half"; // Node's fetch requires it for a streamed body
    } else {
      init.body = JSON.stringify(body);
    }
    if (typeof FormData !== "undefined" && body instanceof FormData) delete headers["content-type"];
    if (body instanceof URLSearchParams && headers["content-type"] === JSON_CONTENT_TYPE) delete headers["content-type"];
  }
  const signal = options.request?.signal;
  if (signal !== undefined) init.signal = signal as AbortSignal;
  return [options.url, init];
}

function isPassedAsIs(body: unknown): boolean {
  return (
    typeof body === "string" ||
    body instanceof Uint8Array ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof Blob !== "undefined" && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    (typeof FormData !== "undefined" && body instanceof FormData) ||
    isStream(body)
  );
}

// A web ReadableStream, or anything async-iterable (a Node Readable), which fetch streams.
function isStream(body: unknown): boolean {
  return (
    (typeof ReadableStream !== "undefined" && body instanceof ReadableStream) ||
    (body !== null && typeof body === "object" && Symbol.asyncIterator in body)
  );
}
