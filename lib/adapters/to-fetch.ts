import { typedError } from "../errors/typed-error";
import type { RequestOptions } from "../core/types";
import { isStream, wireRequest } from "./wire-request";

/** The `init` of {@link FetchArguments}: a `RequestInit`, with `duplex` for streamed bodies. @category Adapters */
export interface FetchInit extends RequestInit {
  /** `"half"` for a streamed body, as Node's fetch requires. */
  duplex?: "half";
}

/** What {@link toFetch} returns: arguments for `fetch(url, init)`. @category Adapters */
export type FetchArguments = [url: string, init: FetchInit];

/**
 * Request options as arguments for `fetch`, sending the same request {@link toCurl} writes out.
 * The method goes out uppercase (the Fetch standard uppercases only DELETE, GET, HEAD, OPTIONS,
 * POST and PUT, so a lowercase `patch` would be sent as is and refused); a plain object or array
 * body becomes JSON text; a URLSearchParams body is sent as form text with its content type;
 * bytes, `Blob`, `FormData` and streams pass as they are; header values become strings;
 * `request.signal` is passed on. For a `FormData` body the `content-type` header is dropped (fetch
 * writes the multipart boundary); for a `Blob` body the default JSON one is (fetch writes the
 * Blob's own type).
 *
 * @category Adapters
 *
 * @throws {@link InvalidParameterError} for a JSON body that `JSON.stringify` cannot write (a cycle,
 * too deep) or would write with a value missing or changed: a function, symbol or BigInt, `NaN` or
 * `±Infinity`, an invalid Date, a Map, Set, WeakMap, WeakSet, RegExp, Error or Promise, bytes (a
 * typed array, DataView, ArrayBuffer) or a request body (URLSearchParams, Blob, FormData, a stream)
 * inside it. The message says where in the body the value is and what to send instead. A valid
 * Date, boxed primitives and what an own `toJSON` returns are written; bytes as the whole body are
 * sent as bytes.
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
  try {
    const { method, url, headers, body, signal } = wireRequest(options);
    const init: FetchInit = { method, headers };
    if (body !== undefined) {
      init.body = body as BodyInit;
      if (typeof FormData !== "undefined" && body instanceof FormData) delete headers["content-type"];
      if (isStream(body)) init.duplex = "half"; // Node's fetch requires it for a streamed body
    }
    if (signal !== undefined) init.signal = signal;
    return [url, init];
  } catch (error) {
    throw typedError(error);
  }
}
