import { checkHeaderName, checkHeadersOption, checkHeaderValue, refuseHeaderCharacter, refuseSameHeader } from "../core/merge/header-rules";
import { fetchSendsBody, normalizeMethod } from "../core/options/http-method";
import { JSON_CONTENT_TYPE } from "../core/merge/media-type";
import { checkRequestMeta } from "../core/merge/merge-options";
import { hasOwn, isPlainObject, ownValue, setOwn } from "../core/util/own-properties";
import { jsonInstead } from "../core/util/plain-data";
import { checkFullUrl } from "../core/url/url-checks";
import { describeValue } from "../errors/describe-value";
import { InvalidHeaderError } from "../errors/invalid-header-error";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { InvalidParameterError } from "../errors/invalid-parameter-error";
import { MissingUrlError } from "../errors/missing-url-error";

/** A body an adapter cannot turn into bytes now (fetch streams it as it is). */
type StreamedBody = Blob | FormData | ReadableStream | AsyncIterable<unknown>;

/** A request as it goes on the wire, the same for every adapter. */
interface WireRequest {
  /** Uppercase: fetch sends a lowercase `patch` as it is, and servers answer 400. */
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  /** Text or bytes as sent, a body only fetch can stream, or `undefined` for none. */
  readonly body: string | Uint8Array | StreamedBody | undefined;
  /** `request.signal`, which fetch is given (curl has no use for it). */
  readonly signal: AbortSignal | undefined;
}

/** The content type fetch writes for a URLSearchParams body; every adapter writes it. */
const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded;charset=UTF-8";

/**
 * Headers that describe the connection rather than the request: fetch never sends them (Node's
 * refuses most), and through curl they can split one command into two requests on the wire.
 */
const CONNECTION_HEADERS: ReadonlySet<string> = new Set([
  "host",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
  "expect",
]);
const EMPTY_BODY = new Uint8Array(0);
// Above U+007E: fetch sends each such character as one Latin-1 byte, curl as UTF-8.
const BEYOND_ASCII = /[^\t\x20-\x7e]/;

/**
 * Request options as every adapter sends them, so `toFetch` and `toCurl` send the same bytes or
 * refuse with the same error. Adapters are entry points: their input is read once, own properties
 * only, and checked as the core checks what it builds; the URL goes in the form fetch sends (WHATWG
 * `href`), header values trimmed, no connection header, no body on GET or HEAD, and a body as
 * bytes or text that fetch sends without adding a content type curl would not send.
 * @throws {@link EndpointError}: {@link InvalidOptionsError}, {@link MissingUrlError},
 * {@link UnsupportedMethodError}, {@link InvalidUrlError}, {@link InvalidHeaderError}, or
 * {@link InvalidParameterError} for a body JSON cannot write (a cycle, too deep, a value it would
 * not write as itself).
 */
export function wireRequest(options: unknown): WireRequest {
  if (!isPlainObject(options)) {
    throw new InvalidOptionsError(`An adapter takes request options (a plain object), got ${describeValue(options)}.`);
  }
  const method = normalizeMethod(hasOwn(options, "method") ? options.method : "GET");
  const url = wireUrl(ownValue(options, "url"));
  const headers = wireHeaders(ownValue(options, "headers"));
  const body = wireBody(ownValue(options, "body"), headers) ?? (fetchSendsBody(method) ? EMPTY_BODY : undefined);
  // fetch throws a plain TypeError for one, where curl would send it.
  if (body !== undefined && (method === "GET" || method === "HEAD")) {
    throw new InvalidOptionsError(`A ${method} request cannot carry a body: fetch sends none, so neither adapter does.`);
  }
  checkContentLength(headers, body);
  // Without a body the length is the transport's: Node's fetch drops a given "0", so curl does too.
  if (body === undefined) delete headers["content-length"];
  return { method, url, headers, body, signal: signalOf(ownValue(options, "request")) };
}

function wireUrl(url: unknown): string {
  if (url === undefined) throw new MissingUrlError("The request options have no url.");
  if (typeof url !== "string") throw new InvalidOptionsError(`The request's url must be a string, got ${describeValue(url)}.`);
  checkFullUrl(url);
  // The parts fetch sends, and curl is given: an empty query ("/x?") is no "?" for fetch.
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname + parsed.search + parsed.hash;
}

function wireHeaders(given: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  if (given === undefined) return headers;
  const record = checkHeadersOption(given);
  for (const name of Object.keys(record)) {
    const value = record[name]; // read once: what is checked is what is sent
    if (value === undefined || value === null) continue;
    const lowercase = checkHeaderName(name);
    if (hasOwn(headers, lowercase)) refuseSameHeader(record, lowercase);
    if (lowercase === "__proto__") {
      // An own key from JSON.parse, kept by the library as a header: fetch's Headers drop it.
      throw new InvalidHeaderError(`The header "__proto__" is dropped by fetch and sent by curl. It is refused by both adapters.`);
    }
    if (CONNECTION_HEADERS.has(lowercase) || lowercase.startsWith("proxy-")) {
      throw new InvalidHeaderError(
        `The header ${describeValue(lowercase)} describes the connection, not the request: fetch never sends it, ` +
          `and through curl it can split one request into two. It is refused by both adapters.`,
      );
    }
    const text = String(checkHeaderValue(lowercase, value))
      .replace(/^[\t ]+/, "")
      .replace(/[\t ]+$/, "");
    const beyond = text.search(BEYOND_ASCII);
    if (beyond !== -1) {
      refuseHeaderCharacter(
        lowercase,
        text,
        beyond,
        "fetch sends a character above U+007E as one Latin-1 byte, curl as UTF-8. Encode it (such as RFC 8187 or percent-encoding)",
      );
    }
    setOwn(headers, lowercase, text);
  }
  return headers;
}

// A content-length the body does not have would make curl send the rest as a second request. One
// beside a body whose length is known only as it is sent (FormData, a stream, a Blob) is refused
// too: Node's fetch then sends nothing and never settles.
function checkContentLength(headers: Record<string, string>, body: WireRequest["body"]): void {
  if (!hasOwn(headers, "content-length")) return;
  if (body !== undefined && isStreamed(body)) {
    throw new InvalidHeaderError(
      `A content-length cannot go with a ${streamedKind(body)} body, whose length is known only as it is sent: ` +
        `fetch would send nothing and never settle. Leave the header out; the client writes the length.`,
    );
  }
  const given = headers["content-length"];
  const length = byteLength(body);
  if (given !== String(length)) {
    throw new InvalidHeaderError(
      `The value of the header "content-length" is not the body's length (${length} bytes): ` +
        `a server would read the rest as another request.`,
    );
  }
}

function streamedKind(body: StreamedBody): string {
  if (typeof FormData !== "undefined" && body instanceof FormData) return "FormData";
  if (typeof Blob !== "undefined" && body instanceof Blob) return "Blob";
  return "stream";
}

// The length in bytes of a body that is not streamed.
function byteLength(body: string | Uint8Array | undefined): number {
  if (body === undefined) return 0;
  if (typeof body === "string") return new TextEncoder().encode(body).length;
  return body.byteLength;
}

function wireBody(body: unknown, headers: Record<string, string>): WireRequest["body"] {
  if (body === undefined) return undefined;
  if (typeof body === "string") return hasOwn(headers, "content-type") ? body : new TextEncoder().encode(body);
  if (isShared(body)) {
    throw new InvalidParameterError(
      "The body is a view of a SharedArrayBuffer, which fetch cannot send (another thread may change it): copy it into an ArrayBuffer.",
    );
  }
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof URLSearchParams) {
    if (!hasOwn(headers, "content-type") || headers["content-type"] === JSON_CONTENT_TYPE) headers["content-type"] = FORM_CONTENT_TYPE;
    return body.toString();
  }
  if (typeof Blob !== "undefined" && body instanceof Blob && headers["content-type"] === JSON_CONTENT_TYPE) {
    // fetch writes a Blob's own type, when it has one, only where no content-type is given.
    delete headers["content-type"];
  }
  if (isStreamed(body)) return body;
  // fetch would label the text text/plain, curl not at all: JSON is what it is.
  if (!hasOwn(headers, "content-type")) headers["content-type"] = JSON_CONTENT_TYPE;
  return jsonText(body);
}

function isShared(body: unknown): boolean {
  if (typeof SharedArrayBuffer === "undefined") return false;
  return body instanceof SharedArrayBuffer || (ArrayBuffer.isView(body) && body.buffer instanceof SharedArrayBuffer);
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

// JSON.stringify's replacer, called with the value after its toJSON: an invalid Date arrives as
// null, so for a null (and only then) the holder is read again for the value given.
function refuseUnwritten(this: unknown, key: string, value: unknown): unknown {
  const given = value === null ? (this as Record<string, unknown>)[key] : value;
  const instead = jsonInstead(given);
  if (instead === undefined) return value;
  throw new UnwrittenValue(this as object, key, given, instead);
}

/** A value JSON would not write as itself, where it is: turned into a message once its path is known. */
class UnwrittenValue extends Error {
  constructor(
    readonly holder: object,
    readonly key: string,
    readonly value: unknown,
    readonly instead: string,
  ) {
    super("A value JSON would not write as itself.");
  }
}

function jsonText(body: unknown): string {
  try {
    // One walk, one rule (jsonInstead): JSON.stringify would write such a value as null or {}, or
    // leave it out, or write the body as nothing at all.
    return JSON.stringify(body, refuseUnwritten);
  } catch (error) {
    if (error instanceof UnwrittenValue) throw unwrittenError(body, error);
    // JSON.stringify's own refusals; any other error is the body's own (a getter or toJSON that
    // throws), which the entry point reports as such, with it as the cause.
    if (error instanceof RangeError) {
      throw new InvalidParameterError("The body cannot be sent as JSON: it nests too deeply.");
    }
    if (isCycle(body)) throw new InvalidParameterError("The body cannot be sent as JSON: it holds a cycle.");
    throw error;
  }
}

function unwrittenError(body: unknown, { holder, key, value, instead }: UnwrittenValue): InvalidParameterError {
  const path = pathOf(body, holder, key);
  const where = path === "" ? "The body" : `The body's value at ${path}`;
  return new InvalidParameterError(`${where} is ${unwrittenKind(value)}, which JSON cannot carry as it is: send ${instead}.`);
}

function unwrittenKind(value: unknown): string {
  if (typeof value === "bigint") return "a BigInt";
  if (value instanceof Date) return "an invalid Date";
  return describeValue(value);
}

// Where a refused value is, as a quoted path from the body ("labels", "meta.due", "items[2]"; ""
// for the body itself). Found only once a value is refused, so the walk keeps no paths. A value inside
// what a toJSON returned has no path in the body: its key alone is given.
function pathOf(body: unknown, holder: object, key: string): string {
  // JSON.stringify's first holder is an object of its own that holds the body under "".
  if (key === "" && holder !== body && Object.is((holder as Record<string, unknown>)[""], body)) return "";
  let base: string | undefined;
  try {
    base = pathTo(body, holder, new Set());
  } catch {
    base = undefined; // too deep to search again, or a getter that throws: the key alone
  }
  const path = describeValue(((base ?? "") + pathStep(holder, key)).replace(/^\./, ""));
  return base === undefined ? `${path} (in what a toJSON returned)` : path;
}

function pathTo(value: unknown, target: object, seen: Set<object>): string | undefined {
  if (value === target) return "";
  if (value === null || typeof value !== "object" || seen.has(value)) return undefined;
  seen.add(value);
  for (const key of Object.keys(value)) {
    const rest = pathTo((value as Record<string, unknown>)[key], target, seen);
    if (rest !== undefined) return pathStep(value, key) + rest;
  }
  return undefined;
}

function pathStep(holder: object, key: string): string {
  if (Array.isArray(holder)) return `[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `['${key.replace(/[\\']/g, "\\$&")}']`;
}

// Whether the body holds itself as JSON.stringify walks it (through what a toJSON returns), in its
// order: read only after JSON.stringify failed, so the cost is an error's. Each object is searched
// once (one searched before leads back to no object on the path), so shared children cost no more
// than their count. A value that cannot be read stops the search: JSON.stringify failed there first.
function isCycle(body: unknown): boolean {
  try {
    return holdsCycle({ "": body }, "", new Set(), new Set());
  } catch {
    return false; // the body's own error
  }
}

function holdsCycle(holder: object, key: string, path: Set<object>, searched: Set<object>): boolean {
  const given = (holder as Record<string, unknown>)[key];
  if (given === null || typeof given !== "object" || searched.has(given)) return false;
  const toJSON: unknown = (given as { toJSON?: unknown }).toJSON;
  const value: unknown = typeof toJSON === "function" ? toJSON.call(given, key) : given;
  if (value !== null && typeof value === "object" && !searched.has(value)) {
    if (path.has(value)) return true;
    path.add(value);
    for (const name of Object.keys(value)) if (holdsCycle(value, name, path, searched)) return true;
    path.delete(value);
    searched.add(value);
  }
  searched.add(given);
  return false;
}

// `request.signal`, own properties only; anything but an AbortSignal there is refused now, not by fetch later.
function signalOf(request: unknown): AbortSignal | undefined {
  if (request === undefined) return undefined;
  const signal = ownValue(checkRequestMeta(request), "signal");
  if (signal === undefined || signal === null) return undefined;
  if (typeof AbortSignal !== "undefined" && signal instanceof AbortSignal) return signal;
  throw new InvalidOptionsError(`request.signal must be an AbortSignal, got ${describeValue(signal)}.`);
}
