import { checkHeaderName, checkHeaderValue, checkHeadersOption, refuseHeaderNamedTwice } from "../core/merge/header-rules";
import type { ProfileRules } from "../core/options/profiles";
import { NAMED_OPTION_KEYS } from "../core/options/named-options";
import { isPlainObject, readOnce } from "../core/util/own-properties";
import { frozenCopy } from "../core/util/plain-data";
import { RequestPipeline } from "../core/request-pipeline";
import { describeValue } from "../errors/describe-value";
import { InvalidHeaderError } from "../errors/invalid-header-error";
import { InvalidOptionsError } from "../errors/invalid-options-error";

// The checks of what a builder's methods are given, each at the call that gives it, so that a
// mistake throws where it is made; what only a build can check (a value against its route) is
// endpoint()'s, when built. Each returns what the chain records.

const NAMED: ReadonlySet<string> = new Set<string>(NAMED_OPTION_KEYS);

/** The pipeline a builder is made over: one of the core's class (an endpoint's, or a container's). */
export function checkBuilderPipeline(pipeline: unknown): RequestPipeline | undefined {
  if (pipeline !== undefined && !(pipeline instanceof RequestPipeline)) {
    throw new InvalidOptionsError(`An EndpointBuilder is made over a RequestPipeline, got ${describeValue(pipeline)}.`);
  }
  return pipeline;
}

/** route()'s argument: a string (the pipeline checks the route itself). */
export function checkRouteArgument(route: unknown): string {
  if (typeof route !== "string") throw new InvalidOptionsError(`route() takes a string, got ${describeValue(route)}.`);
  return route;
}

/** A parameter's name: a string that names no option (an option has a method of its own). */
export function checkParameterName(name: unknown): string {
  if (typeof name !== "string") throw new InvalidOptionsError(`A parameter name must be a string, got ${describeValue(name)}.`);
  if (NAMED.has(name)) {
    throw new InvalidOptionsError(
      `"${name}" is an option, not a parameter: call .${name === "mediaType" ? "format()/.preview" : name}() instead.`,
    );
  }
  return name;
}

/** param()'s name: as {@link checkParameterName}, and not empty, which is a name left unwritten. */
export function checkParamName(name: unknown): string {
  if (name === "") throw new InvalidOptionsError("param() takes a parameter's name, got the empty string.");
  return checkParameterName(name);
}

/**
 * params()'s argument: every name checked before any value is read, then the names and frozen
 * values in turn, in one array. Frozen copies: a later change to the caller's array cannot reach
 * the builder.
 */
export function checkedParameterEntries(parameters: unknown): unknown[] {
  if (!isPlainObject(parameters)) {
    throw new InvalidOptionsError(`params() takes a plain object of parameters, got ${describeValue(parameters)}.`);
  }
  const names = Object.keys(parameters);
  for (const name of names) checkParameterName(name);
  const entries = new Array<unknown>(names.length * 2);
  for (let i = 0; i < names.length; i++) {
    entries[2 * i] = names[i];
    entries[2 * i + 1] = frozenCopy(parameters[names[i]]);
  }
  return entries;
}

/**
 * header()'s arguments, as headers() records one: the lowercase name and the checked value in
 * one array (no object made for it: each distinct name would make V8 a new object shape).
 */
export function checkedHeaderEntry(name: unknown, value: unknown): unknown[] {
  if (typeof name !== "string") throw new InvalidHeaderError(`A header name must be a string, got ${describeValue(name)}.`);
  return [checkHeaderName(name), checkedHeaderValue(name, value)];
}

/** headers()'s argument: the lowercase names and checked values, in turn, in one array. */
export function checkedHeaderEntries(headers: unknown, headerNamedTwice: ProfileRules["headerNamedTwice"]): unknown[] {
  const given = readOnce(checkHeadersOption(headers));
  if (headerNamedTwice === "refuse") refuseHeaderNamedTwice(given);
  const names = Object.keys(given);
  const entries = new Array<unknown>(names.length * 2);
  for (let i = 0; i < names.length; i++) {
    entries[2 * i] = checkHeaderName(names[i]);
    entries[2 * i + 1] = checkedHeaderValue(names[i], given[names[i]]);
  }
  return entries;
}

// null and undefined remove a header, as in endpoint()'s headers.
function checkedHeaderValue(name: string, value: unknown): unknown {
  return value === undefined || value === null ? value : checkHeaderValue(name.toLowerCase(), value);
}
