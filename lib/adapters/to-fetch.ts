import { typedError } from "../errors/typed-error";
import type { RequestOptions } from "../core/options/types";
import { isStream, wireRequest } from "./wire-request";

/** The `init` of {@link FetchArguments}: a `RequestInit`, with `duplex` for streamed bodies. @category Adapters */
export interface FetchInit extends RequestInit {
  /** `"half"` for a streamed body, as Node's fetch requires. */
  duplex?: "half";
}

/** What {@link toFetch} returns: arguments for `fetch(url, init)`. @category Adapters */
export type FetchArguments = [url: string, init: FetchInit];

/**
 * Request options as arguments for `fetch`, sending the same request {@link toCurl} writes out:
 * the method uppercase (fetch sends a lowercase `patch` as is), a plain object or array body as
 * JSON text, a URLSearchParams body as form text; bytes, `Blob`, `FormData` (without our
 * `content-type`: fetch writes the boundary) and streams as they are; `request.signal` passed on.
 *
 * @category Adapters
 *
 * @throws {@link InvalidParameterError} for a JSON body `JSON.stringify` cannot write (a cycle, too
 * deep) or would write changed (`NaN`, a Map, a function, bytes inside it ...), saying where it is.
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
