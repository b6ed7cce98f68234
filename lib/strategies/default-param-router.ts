import { sendsEmptyBody } from "../core/options/http-method";
import { isViewedParameter } from "../core/merge/merge-options";
import { JSON_CONTENT_TYPE } from "../core/merge/media-type";
import { hasOwn, setOwn } from "../core/util/own-properties";
import { carriesNoJson } from "../core/util/plain-data";
import { describeValue } from "../errors/describe-value";
import { InvalidParameterError } from "../errors/invalid-parameter-error";
import { ParamRouter, type RoutedRequest, type RouteInput } from "../core/contracts/param-router";
import { objectArgument } from "../core/contracts/strategy-arguments";
import { buildQueryString } from "./query-string";
import { markBuiltSafe, registerDirectRouting } from "../core/contracts/built-safe";
import type { Headers, HttpMethod } from "../core/options/types";

/**
 * The default {@link ParamRouter}. To the query (GET, HEAD, OPTIONS): the parameters become the
 * query string (R2). To the body (POST, PUT, PATCH, DELETE): `data` is the body as given, else the
 * parameters become a JSON object in their order (R3); a body without `content-type` gets
 * `application/json; charset=utf-8`; PUT and PATCH without a body get `""`.
 *
 * @category Strategies and contracts
 *
 * @example
 * ```ts
 * new DefaultParamRouter().route({
 *   method: "POST", url: "https://x.test/a", parameters: { name: "n" }, headers: {}, arrayFormat: "comma", target: "body",
 * });
 * // => { headers: { "content-type": "application/json; charset=utf-8" }, body: { name: "n" } }
 * ```
 */
export class DefaultParamRouter extends ParamRouter {
  override route(input: RouteInput): RoutedRequest {
    const { headers, parameters } = objectArgument<RouteInput>("The router's input", input);
    objectArgument("Its parameters", parameters);
    objectArgument("Its headers", headers);
    if (input.target === "query") return { query: buildQueryString(parameters, input.arrayFormat), headers };
    const body = routeToBody(input.method, parameters, headers);
    return body === undefined ? { headers } : { headers, body };
  }
}

// Safe by construction: a query of percent-encoded names and values, a constant content-type.
markBuiltSafe(DefaultParamRouter, "route");
// The core calls the same rules directly for this router, without route()'s objects.
registerDirectRouting(DefaultParamRouter.prototype.route, { queryOf: buildQueryString, bodyOf: routeToBody });

// R3: the body, and its content type when the router made it JSON; "" for PUT and PATCH without one.
// With `except`, the parameters are a view of a call's options (see DirectRouting.queryOf).
function routeToBody(method: HttpMethod, parameters: Record<string, unknown>, headers: Headers, except?: ReadonlySet<string>): unknown {
  const body = except === undefined ? bodyOf(parameters) : bodyOfView(parameters, except);
  if (body !== undefined && !hasOwn(headers, "content-type")) headers["content-type"] = JSON_CONTENT_TYPE;
  return body === undefined && sendsEmptyBody(method) ? "" : body;
}

function bodyOf(parameters: Record<string, unknown>): unknown {
  if (hasOwn(parameters, "data")) {
    const data = parameters.data;
    // No client can send a function, a symbol or a BigInt as a body: fetch would send it empty.
    if (carriesNoJson(data)) {
      throw new InvalidParameterError(`The body (data) is ${describeValue(data)}, which no request can carry.`);
    }
    return data;
  }
  // for-in with an own-key test: no array per call, as in the merge.
  let empty = true;
  for (const name in parameters) {
    if (!hasOwn(parameters, name)) continue;
    empty = false;
    checkBodyValue(name, parameters[name]);
  }
  // The pipeline's fresh object, in the parameters' order: it is the JSON body as it is.
  return empty ? undefined : parameters;
}

// The JSON body of a view of a call's options: its parameters copied into an object of their own,
// made only when there is one. (The core sends `data` apart, so a view here holds none.)
function bodyOfView(view: Readonly<Record<string, unknown>>, except: ReadonlySet<string>): unknown {
  let body: Record<string, unknown> | undefined;
  for (const name in view) {
    if (!hasOwn(view, name) || !isViewedParameter(name, except)) continue;
    const value = view[name];
    if (value === undefined) continue;
    checkBodyValue(name, value);
    setOwn((body ??= {}), name, value);
  }
  return body;
}

function checkBodyValue(name: string, value: unknown): void {
  if (carriesNoJson(value)) {
    throw new InvalidParameterError(`The body parameter ${describeValue(name)} is ${describeValue(value)}, which JSON cannot carry.`);
  }
}
