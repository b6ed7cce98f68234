import { InvalidParameterError, ParamRouter, type RoutedRequest, type RouteInput } from "../index";
import { describeValue } from "../errors/describe-value";
import { isPlainObject } from "../core/util/own-properties";
import { encoderOf, queryPairs, type Encode } from "./styles";
import { EXPLODE } from "./routing-table";
import { Rfc6570TemplateExpander } from "../index";

/**
 * The {@link ParamRouter} of an endpoint made from an OpenAPI description: the endpoint has placed
 * every parameter by the description (path and query in the URL, headers and cookies in the
 * headers) and hands the body on as `data`, with the described `content-type`; this router writes
 * the body by that media type. JSON (`application/json`, `+json`) and anything else: `data` as
 * given. `application/x-www-form-urlencoded`: an object's properties encoded (form, exploded).
 * `multipart/form-data`: a `FormData` as given, or one made of an object's properties; its
 * `content-type` is left to the client, which adds the boundary. PUT and PATCH without a body send `""`.
 *
 * @example
 * ```ts
 * import { DescribedBodyRouter } from "request-options-builder/openapi";
 * new DescribedBodyRouter().route({
 *   method: "POST", url: "https://x.test/a", parameters: { data: { a: "b c" } },
 *   headers: { "content-type": "application/x-www-form-urlencoded" }, arrayFormat: "comma", target: "body",
 * }).body; // => "a=b%20c"
 * ```
 */
export class DescribedBodyRouter extends ParamRouter {
  private readonly encode: Encode;

  constructor(expander = new Rfc6570TemplateExpander()) {
    super();
    this.encode = encoderOf(expander);
  }

  /**
   * The body of `data`, written by the `content-type` of `input.headers`; a multipart part that a
   * form cannot carry is an `InvalidParameterError`.
   */
  override route(input: RouteInput): RoutedRequest {
    const { headers, parameters, method } = input;
    const data = parameters.data;
    if (data === undefined) return method === "PUT" || method === "PATCH" ? { headers, body: "" } : { headers };
    const type = String(headers["content-type"] ?? "").toLowerCase();
    if (type.startsWith("application/x-www-form-urlencoded") && isPlainObject(data)) return { headers, body: this.urlEncoded(data) };
    if (type.startsWith("multipart/form-data")) {
      const { "content-type": _boundaryless, ...rest } = headers;
      return { headers: rest, body: formDataOf(data) };
    }
    return { headers, body: data };
  }

  private urlEncoded(data: Record<string, unknown>): string {
    const pairs: string[] = [];
    for (const name of Object.keys(data)) queryPairs([name, 1, 3, EXPLODE], data[name], this.encode, pairs);
    return pairs.join("&");
  }
}

function formDataOf(data: unknown): unknown {
  if (!isPlainObject(data)) return data;
  const form = new FormData();
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(name, value);
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") form.append(name, String(value));
    else if (isPlainObject(value) || Array.isArray(value)) form.append(name, JSON.stringify(value));
    else
      throw new InvalidParameterError(`The multipart part ${describeValue(name)} is ${describeValue(value)}, which a form cannot carry.`);
  }
  return form;
}
