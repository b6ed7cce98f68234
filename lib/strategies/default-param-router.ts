import { sendsParametersInQuery } from "../core/http-method";
import { hasOwn } from "../core/own-properties";
import { describeValue } from "../errors/describe-value";
import { InvalidParameterError } from "../errors/invalid-parameter-error";
import { ParamRouter, type RoutedRequest, type RouteInput } from "./param-router";
import { appendQuery, buildQueryString } from "./query-string";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * The default {@link ParamRouter}. GET, HEAD and OPTIONS: the parameters become the query string
 * (R2). POST, PUT, PATCH and DELETE: `data` is the body as given, else the parameters become a
 * JSON object in their order (R3); a body without `content-type` gets
 * `application/json; charset=utf-8`; PUT and PATCH without a body get `""`.
 *
 * @example
 * ```ts
 * new DefaultParamRouter().route({ method: "POST", url: "https://x.test/a", parameters: { name: "n" }, headers: {}, arrayFormat: "comma" });
 * // => { url: "https://x.test/a", headers: { "content-type": "application/json; charset=utf-8" }, body: { name: "n" } }
 * ```
 */
export class DefaultParamRouter extends ParamRouter {
  override route(input: RouteInput): RoutedRequest {
    const { method, parameters, headers } = input;
    if (sendsParametersInQuery(method)) {
      return { url: appendQuery(input.url, buildQueryString(parameters, input.arrayFormat)), headers };
    }
    let body = bodyOf(parameters);
    if (body !== undefined && !hasOwn(headers, "content-type")) headers["content-type"] = JSON_CONTENT_TYPE;
    // Servers want a content-length of 0 on a PUT or PATCH without a body.
    if (body === undefined && (method === "PUT" || method === "PATCH")) body = "";
    return body === undefined ? { url: input.url, headers } : { url: input.url, headers, body };
  }
}

function bodyOf(parameters: Record<string, unknown>): unknown {
  const names = Object.keys(parameters);
  if (hasOwn(parameters, "data")) {
    const leftOver = names.filter((name) => name !== "data");
    if (leftOver.length > 0) {
      // The peer drops these silently; a body cannot hold both, so say where they belong (R4).
      throw new InvalidParameterError(
        `The parameters ${leftOver.map(describeValue).join(", ")} cannot be sent beside "data": put them in the URL template (for example "{?${leftOver.join(",")}}") or inside "data".`,
      );
    }
    return parameters.data;
  }
  if (names.length === 0) return undefined;
  for (const name of names) {
    const value = parameters[name];
    const type = typeof value;
    if (type === "function" || type === "symbol" || type === "bigint") {
      throw new InvalidParameterError(
        `The body parameter ${describeValue(name)} is ${describeValue(value)}, which JSON cannot carry.`,
      );
    }
  }
  // The pipeline's fresh object, in the parameters' order: it is the JSON body as it is.
  return parameters;
}
