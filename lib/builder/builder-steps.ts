import { NAMED_OPTIONS } from "../core/merge-options";
import { setOwn } from "../core/own-properties";
import { frozenCopy, mutableCopy } from "../core/plain-data";
import type { ParsedRoute } from "../core/route";
import type { EndpointOptions, RequestMeta } from "../core/types";
import { describeValue } from "../errors/describe-value";
import { InvalidHeaderError } from "../errors/invalid-header-error";
import { InvalidOptionsError } from "../errors/invalid-options-error";

/**
 * One fluent call, linked to the calls before it. Builders share their history (structural
 * sharing): a call adds one step and copies nothing; `build()` replays the steps in order, so a
 * later call for the same key wins. Steps are never changed once made.
 */
export type Step =
  | { readonly previous: Step | undefined; readonly kind: "route"; readonly route: ParsedRoute }
  | { readonly previous: Step | undefined; readonly kind: "method" | "url" | "baseUrl" | "format" | "preview"; readonly value: string }
  | { readonly previous: Step | undefined; readonly kind: "params" | "headers"; readonly entries: readonly (readonly [string, unknown])[] }
  | { readonly previous: Step | undefined; readonly kind: "invalidHeaders" | "data" | "request"; readonly value: unknown };

/** A parameter as a step stores it: checked name, frozen copy of the value. */
export function parameterEntry(name: unknown, value: unknown): readonly [string, unknown] {
  if (typeof name !== "string") throw new InvalidOptionsError(`A parameter name must be a string, got ${describeValue(name)}.`);
  if (NAMED_OPTIONS.has(name) || name === "data") {
    throw new InvalidOptionsError(
      `"${name}" is an option, not a parameter: call .${name === "mediaType" ? "format()/.preview" : name}() instead.`,
    );
  }
  // Frozen copy: a later change to the caller's array cannot reach the builder.
  return [name, frozenCopy(value)];
}

/**
 * A header as a step stores it: the name as written (so an error names it as the caller wrote
 * it); names compare in lowercase when replayed; values are checked when built.
 */
export function headerEntry(name: unknown, value: unknown): readonly [string, unknown] {
  if (typeof name !== "string") throw new InvalidHeaderError(`A header name must be a string, got ${describeValue(name)}.`);
  return [name, value];
}

/** The entries of a plain object, each made by `entry`. */
export function entriesOf(object: Readonly<Record<string, unknown>>, entry: (name: string, value: unknown) => readonly [string, unknown]) {
  return Object.keys(object).map((name) => entry(name, object[name]));
}

/** Replays the steps up to `last` into options as `endpoint()` takes them, all fresh copies. */
export function replaySteps(last: Step | undefined): EndpointOptions {
  const steps: Step[] = [];
  for (let step = last; step !== undefined; step = step.previous) steps.push(step);

  let method: string | undefined;
  let url: string | undefined;
  let baseUrl: string | undefined;
  let format: string | undefined;
  // By lowercase name: the name as last written, and the value.
  let headers = new Map<string, readonly [string, unknown]>();
  let invalidHeaders: unknown;
  let hasInvalidHeaders = false;
  const parameters: Record<string, unknown> = {};
  const previews = new Set<string>();
  let hasData = false;
  let data: unknown;
  let request: RequestMeta | undefined;

  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    switch (step.kind) {
      case "route":
        if (step.route.method !== undefined) method = step.route.method;
        if (step.route.url !== undefined) url = step.route.url;
        break;
      case "method":
        method = step.value;
        break;
      case "url":
        url = step.value;
        break;
      case "baseUrl":
        baseUrl = step.value;
        break;
      case "format":
        format = step.value;
        break;
      case "preview":
        previews.add(step.value);
        break;
      case "params":
        for (const [name, value] of step.entries) setOwn(parameters, name, value);
        break;
      case "headers":
        for (const entry of step.entries) headers.set(entry[0].toLowerCase(), entry);
        break;
      case "invalidHeaders":
        // headers() given something that is not an object: build() fails as endpoint() would.
        hasInvalidHeaders = true;
        invalidHeaders = step.value;
        headers = new Map();
        break;
      case "data":
        hasData = true;
        data = step.value;
        break;
      case "request":
        request = step.value as RequestMeta;
        break;
    }
  }

  const options: EndpointOptions = {};
  if (method !== undefined) options.method = method;
  if (url !== undefined) options.url = url;
  if (baseUrl !== undefined) options.baseUrl = baseUrl;
  const headerObject: Record<string, unknown> = {};
  for (const [name, value] of headers.values()) setOwn(headerObject, name, value);
  options.headers = (hasInvalidHeaders ? invalidHeaders : headerObject) as EndpointOptions["headers"];
  if (format !== undefined || previews.size > 0) {
    options.mediaType = format === undefined ? { previews: [...previews] } : { format, previews: [...previews] };
  }
  if (hasData) options.data = data;
  if (request !== undefined) options.request = request;
  for (const name of Object.keys(parameters)) setOwn(options, name, mutableCopy(parameters[name]));
  return options;
}
