import { InvalidParameterError } from "../errors/invalid-parameter-error";
import type { RequestOptions } from "../index";

/** A body an adapter cannot turn into bytes now (fetch streams it as it is). */
export type StreamedBody = Blob | FormData | ReadableStream | AsyncIterable<unknown>;

/** A request as it goes on the wire, the same for every adapter. */
export interface WireRequest {
  /** Uppercase: fetch sends a lowercase `patch` as it is, and servers answer 400. */
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  /** Text or bytes as sent, a body only fetch can stream, or `undefined` for none. */
  readonly body: string | Uint8Array | StreamedBody | undefined;
}

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";
/** The content type fetch writes for a URLSearchParams body; every adapter writes it. */
export const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded;charset=UTF-8";

/**
 * Request options as every adapter sends them, so `toFetch` and `toCurl` send the same request:
 * - a plain object or array body becomes JSON text;
 * - a URLSearchParams body becomes its text, with the form content type unless another than
 *   the default JSON one was set;
 * - a text body without `content-type` goes as bytes, so that fetch adds no `text/plain` that
 *   curl would not send (an empty PUT stays without a content type).
 * @throws {@link InvalidParameterError} for a body JSON cannot write (a cycle, a BigInt, too deep).
 */
export function wireRequest(options: RequestOptions): WireRequest {
  const headers: Record<string, string> = {};
  for (const name of Object.keys(options.headers)) headers[name] = String(options.headers[name]);
  return { method: options.method.toUpperCase(), url: options.url, headers, body: wireBody(options.body, headers) };
}

function wireBody(body: unknown, headers: Record<string, string>): WireRequest["body"] {
  if (body === undefined) return undefined;
  if (typeof body === "string") return headers["content-type"] === undefined ? new TextEncoder().encode(body) : body;
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof URLSearchParams) {
    if (headers["content-type"] === undefined || headers["content-type"] === JSON_CONTENT_TYPE) headers["content-type"] = FORM_CONTENT_TYPE;
    return body.toString();
  }
  if (isStreamed(body)) return body;
  return jsonText(body);
}

/** Whether a body is one fetch streams and that cannot be read synchronously. */
export function isStreamed(body: unknown): body is StreamedBody {
  return (
    (typeof Blob !== "undefined" && body instanceof Blob) || (typeof FormData !== "undefined" && body instanceof FormData) || isStream(body)
  );
}

/** A web ReadableStream, or anything async-iterable (a Node Readable). */
export function isStream(body: unknown): boolean {
  return (
    (typeof ReadableStream !== "undefined" && body instanceof ReadableStream) ||
    (body !== null && typeof body === "object" && Symbol.asyncIterator in body)
  );
}

function jsonText(body: unknown): string {
  try {
    return JSON.stringify(body);
  } catch (error) {
    const reason = error instanceof RangeError ? "it nests too deeply" : "it holds a cycle or a value JSON cannot write (such as a BigInt)";
    throw new InvalidParameterError(`The body cannot be sent as JSON: ${reason}.`);
  }
}
