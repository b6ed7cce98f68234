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
 * @throws {@link InvalidParameterError} for a body JSON cannot write (a cycle, a BigInt, too deep).
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
