import { describeValue } from "../../errors/describe-value";
import { InvalidOptionsError } from "../../errors/invalid-options-error";
import type { RoutedRequest } from "./param-router";
import { TemplateExpander, type PreparedTemplate } from "./template-expander";
import { hasOwn } from "../util/own-properties";
import type { Headers } from "../options/types";

/**
 * The shape of what a strategy's method returns, checked where the core receives it, so a custom
 * strategy that returns the wrong type is told so by name (`ParamRouter.route() must return ...`)
 * rather than failing later with another error. The package's own strategies, trusted by identity
 * (built-safe.ts), are not checked. What the shape holds (URLs, headers) is checked on exit.
 */

/** A `HeaderMerger.merge()` or `applyMediaType()` result: an object of headers. */
export function checkedHeadersOf(headers: unknown, method: "merge" | "applyMediaType"): Headers {
  if (!isObject(headers)) throw wrongResult(`HeaderMerger.${method}()`, "an object of headers", headers);
  return headers as Headers;
}

/**
 * A `TemplateExpander.prepare()` result: an object with a `variableNames` array of strings and an
 * `expand()` function. Through the contract's own prepare(), the names are `variableNames()`'s.
 */
export function checkedPrepared(prepared: unknown, prepare: unknown): PreparedTemplate {
  const method = "TemplateExpander.prepare()";
  if (!isObject(prepared)) throw wrongResult(method, "a prepared template (an object with variableNames and expand())", prepared);
  const [names, expand] = read(method, () => [(prepared as PreparedTemplate).variableNames, (prepared as PreparedTemplate).expand]);
  if (!Array.isArray(names) || !names.every((name) => typeof name === "string")) {
    if (prepare === TemplateExpander.prototype.prepare)
      throw wrongResult("TemplateExpander.variableNames()", "an array of names (strings)", names);
    throw wrongResult(method, "variableNames as an array of names (strings)", names);
  }
  if (typeof expand !== "function") throw wrongResult(method, "expand as a function", expand);
  return prepared as PreparedTemplate;
}

/** A prepared template's expansion: a string. */
export function checkedExpansion(url: unknown): string {
  if (typeof url !== "string") throw wrongResult("TemplateExpander.expand() (through its prepared template)", "a string", url);
  return url;
}

/** A `ParamRouter.route()` result: an object with `headers`, and a `query` and `url` that are strings when given. */
export function checkedRouted(routed: unknown): RoutedRequest {
  const method = "ParamRouter.route()";
  const shape = "an object { headers, query?, url?, body? }";
  if (!isObject(routed)) throw wrongResult(method, shape, routed);
  // Own properties only: an absent query or url must not read a polluted Object.prototype.
  const record = routed as Record<string, unknown>;
  const [headers, query, url] = read(method, () => [
    record.headers,
    hasOwn(record, "query") ? record.query : undefined,
    hasOwn(record, "url") ? record.url : undefined,
  ]);
  if (!isObject(headers)) throw wrongResult(method, `${shape} whose headers are an object`, headers);
  if (query !== undefined && typeof query !== "string") throw wrongResult(method, `${shape} whose query is a string`, query);
  if (url !== undefined && typeof url !== "string") throw wrongResult(method, `${shape} whose url is a string`, url);
  // The values read, as the core uses them: each property of the result is read once.
  const checked: RoutedRequest = { headers: headers as Headers, query: query as string | undefined, url: url as string | undefined };
  if (hasOwn(record, "body")) checked.body = read(method, () => record.body);
  return checked;
}

function isObject(value: unknown): boolean {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

// Reads a result's properties; a getter or Proxy that throws is the method's fault, said so with the original as cause.
function read<T>(method: string, reader: () => T): T {
  try {
    return reader();
  } catch (error) {
    throw new InvalidOptionsError(`${method} returned a value whose properties cannot be read.`, { cause: error });
  }
}

function wrongResult(method: string, expected: string, got: unknown): InvalidOptionsError {
  return new InvalidOptionsError(`${method} must return ${expected}, got ${describeValue(got)}.`);
}
