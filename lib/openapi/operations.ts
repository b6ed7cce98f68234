import { InvalidOptionsError, InvalidParameterError, NAMED_OPTION_KEYS } from "../index";
import { describeList, describeValue } from "../errors/describe-value";
import { hasOwn, isPlainObject } from "../core/util/own-properties";
import { nearest } from "./nearest";
import { cookiePairs, headerValue, queryPairs, type Encode } from "./styles";
import { EXPLODE, REQUIRED, type BodyEntry, type ParameterEntry, type RoutingTable } from "./routing-table";

/** An operation made ready for calls: the route the pipeline is given, and where each name goes. */
export interface Operation {
  /** The route as the description writes it. */
  readonly route: string;
  /** The path as an RFC 6570 template of its styles, `{+q}` for the query written apart. */
  readonly pipelineRoute: string;
  readonly parameters: ReadonlyMap<string, ParameterEntry>;
  /** Each described parameter's writer, chosen once for its location and style. */
  readonly writers: ReadonlyMap<string, Writer>;
  /** The header parameters' names by their lowercased ones: a header's name is read in any case. */
  readonly headerNames: ReadonlyMap<string, string>;
  /** Each path parameter's variable in the template (a name RFC 6570 takes, whatever the described one). */
  readonly pathVariables: ReadonlyMap<string, string>;
  readonly required: readonly string[];
  readonly body: BodyEntry | undefined;
  /** The names the body's object takes (`null`: any), none without a body. */
  readonly bodyNames: ReadonlySet<string> | null;
  /** Whether the path's closing "/" is written with the query (else the query's variable would be a whole segment). */
  readonly slash: boolean;
  /** The operation's own server (uploads on another host), the base URL unless the call gives one. */
  readonly server: string | undefined;
}

// The named options a call may give beside the described parameters.
const CALL_OPTIONS: ReadonlySet<string> = new Set(["data", "headers", "baseUrl", "request"]);
// The template's variable for the query the endpoint writes: no path variable is named so.
const QUERY_VARIABLE = "q";
// Names a path variable cannot take: the pipeline's named options, and the query's variable.
const RESERVED_VARIABLES: ReadonlySet<string> = new Set([...NAMED_OPTION_KEYS, QUERY_VARIABLE]);
// RFC 6570's operator for each path style: simple, label, matrix.
const PATH_OPERATORS: readonly string[] = ["", ".", ";"];

/** A call being made: the pipeline's parameters, and the described headers, query pairs and cookies. */
interface Draft {
  readonly call: Record<string, unknown>;
  headers: Record<string, unknown> | undefined;
  readonly query: string[];
  readonly cookies: string[];
}

/** Writes one described parameter's value into a call being made. */
type Writer = (value: unknown, draft: Draft) => void;

/** The operations of a table, each made ready once, on its first call. */
export class Operations {
  private readonly made = new Map<string, Operation>();

  constructor(
    private readonly table: RoutingTable,
    private readonly encode: Encode,
  ) {}

  /** The operation a route names (its verb in any case). @throws {@link InvalidParameterError} naming the nearest described route. */
  of(route: unknown): Operation {
    if (typeof route !== "string")
      throw new InvalidOptionsError(`A route must be a string such as "GET /pets/{petId}", got ${describeValue(route)}.`);
    const made = this.made.get(route);
    if (made !== undefined) return made;
    const key = route.replace(/^\s*(\S+)\s+/, (_, verb: string) => `${verb.toUpperCase()} `);
    const { routes } = this.table;
    if (!hasOwn(routes, key)) {
      const near = nearest(key, Object.keys(routes));
      const hint = near === undefined ? "it describes none at all" : `the nearest is ${describeValue(near)}`;
      throw new InvalidParameterError(`The description has no operation ${describeValue(route)}: ${hint}.`);
    }
    const [parameters, body, server] = routes[key];
    const operation = makeOperation(key, parameters, body === 0 ? undefined : body, server, this.encode);
    this.made.set(route, operation);
    return operation;
  }
}

function makeOperation(
  route: string,
  entries: readonly ParameterEntry[],
  body: BodyEntry | undefined,
  server: string | undefined,
  encode: Encode,
): Operation {
  const parameters = new Map<string, ParameterEntry>();
  for (const entry of entries) if (!parameters.has(entry[0]) || entry[1] === 0) parameters.set(entry[0], entry);
  const headerNames = new Map<string, string>();
  for (const [name, entry] of parameters) if (entry[1] === 2) headerNames.set(name.toLowerCase(), name);
  const pathVariables = new Map<string, string>();
  const verb = route.slice(0, route.indexOf(" "));
  // A "#" in a described path only tells two descriptions of one path apart: it is no fragment.
  const path = route.slice(verb.length + 1).split("#")[0];
  const template = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const entry = parameters.get(name) as ParameterEntry;
    const variable = variableOf(name);
    pathVariables.set(name, variable);
    return `{${PATH_OPERATORS[entry[2]] ?? ""}${variable}${(entry[3] & EXPLODE) !== 0 ? "*" : ""}}`;
  });
  const required = entries.filter((entry) => (entry[3] & REQUIRED) !== 0).map((entry) => entry[0]);
  const bodyNames = body === undefined ? new Set<string>() : body[2] === null ? null : new Set(body[2]);
  const slash = template.endsWith("/");
  const pipelineRoute = `${verb} ${slash ? template.slice(0, -1) : template}{+${QUERY_VARIABLE}}`;
  const writers = new Map<string, Writer>();
  for (const [name, entry] of parameters) writers.set(name, writerOf(entry, pathVariables.get(name), encode));
  return { route, pipelineRoute, parameters, writers, headerNames, pathVariables, required, body, bodyNames, slash, server };
}

// The query's key and a header's name are written once, not on every call.
function writerOf(entry: ParameterEntry, variable: string | undefined, encode: Encode): Writer {
  const [name, location] = entry;
  if (location === 0) return (value, draft) => void (draft.call[variable as string] = value);
  if (location === 1) {
    const key = encode(name, false);
    return (value, draft) => queryPairs(entry, value, encode, draft.query, key);
  }
  if (location === 2) {
    const header = name.toLowerCase();
    return (value, draft) => void ((draft.headers ??= {})[header] = headerValue(entry, value));
  }
  return (value, draft) => cookiePairs(entry, value, encode, draft.cookies);
}

/**
 * A call's flat parameters as the pipeline takes them: the path's under their template variables,
 * the query written as `q`, header and cookie parameters in `headers` (with the described
 * `content-type`), the body as `data`, and the call's `headers`, `baseUrl` and `request`.
 * Parameters bound by `defaults()` (in `given`, not in `own`) are dropped where the operation gives
 * them no place: not described, or body properties beside `data`.
 * @throws {@link InvalidParameterError} for a name of the call's own the operation does not describe, or a required one missing.
 */
export function pipelineCall(
  operation: Operation,
  given: Readonly<Record<string, unknown>>,
  own: Readonly<Record<string, unknown>>,
  boundHeaders?: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const call: Record<string, unknown> = {};
  const draft: Draft = { call, headers: undefined, query: [], cookies: [] };
  let properties: Record<string, unknown> | undefined;
  let ownProperties = 0;
  let data: unknown;
  for (const name of Object.keys(given)) {
    const value = given[name];
    if (value === undefined) continue;
    const writer = operation.writers.get(name) ?? operation.writers.get(headerParameter(operation, name) as string);
    if (writer !== undefined) writer(value, draft);
    else if (name === "data") data = value;
    else if (CALL_OPTIONS.has(name)) call[name] = value;
    else if (operation.bodyNames === null || operation.bodyNames.has(name)) {
      (properties ??= {})[name] = value;
      if (hasOwn(own, name)) ownProperties++;
    } else if (hasOwn(own, name)) throw undescribed(operation, name);
  }
  if (data !== undefined && properties !== undefined && ownProperties === 0) properties = undefined;
  if (!operation.required.every((name) => given[name] !== undefined)) {
    const missing = operation.required.filter((name) => given[name] === undefined && !sentAnyway(operation, name, given, boundHeaders));
    if (missing.length > 0) {
      throw new InvalidParameterError(
        `The operation ${describeValue(operation.route)} needs the parameter${missing.length > 1 ? "s" : ""} ${describeList(missing)}.`,
      );
    }
  }
  if (data !== undefined && properties !== undefined) {
    throw new InvalidParameterError(
      `The operation ${describeValue(operation.route)} takes its body as "data" or as its properties, not both: ` +
        `${describeList(Object.keys(properties).filter((name) => hasOwn(own, name)))} beside "data".`,
    );
  }
  const body = data ?? properties;
  if (body === undefined && operation.body?.[1] === 1) {
    throw new InvalidParameterError(`The operation ${describeValue(operation.route)} needs a request body: give "data" or its properties.`);
  }
  return withHeaders(draft, body, operation);
}

function withHeaders(draft: Draft, body: unknown, operation: Operation): Record<string, unknown> {
  const { call, headers: described, cookies, query } = draft;
  if (operation.server !== undefined && call.baseUrl === undefined) call.baseUrl = operation.server;
  if (query.length > 0 || operation.slash)
    call[QUERY_VARIABLE] = (operation.slash ? "/" : "") + (query.length > 0 ? `?${query.join("&")}` : "");
  if (body !== undefined) call.data = body;
  const given = call.headers;
  if (described === undefined && cookies.length === 0 && (body === undefined || operation.body === undefined)) return call;
  if (given !== undefined && !isPlainObject(given)) return call; // the header merger refuses it, typed
  const typed = body !== undefined && operation.body !== undefined;
  // The described headers are a fresh object of this call's: without the call's own, they are the headers.
  if (given === undefined && !typed && cookies.length === 0) {
    call.headers = described;
    return call;
  }
  const headers: Record<string, unknown> = {};
  for (const name of Object.keys(given ?? {})) headers[name.toLowerCase()] = (given as Record<string, unknown>)[name];
  if (typed && headers["content-type"] === undefined) headers["content-type"] = operation.body[0];
  Object.assign(headers, described);
  if (cookies.length > 0) {
    const own = headers.cookie;
    headers.cookie = typeof own === "string" && own !== "" ? `${own}; ${cookies.join("; ")}` : cookies.join("; ");
  }
  call.headers = headers;
  return call;
}

// The template variable of a path parameter: its name where RFC 6570 takes it (matrix style writes
// it), else with its other characters as %XX, which a varname may hold and a server reads as the
// name. A name of the pipeline's own options, or the query's variable, is written so too.
function variableOf(name: string): string {
  const variable = [...new TextEncoder().encode(name)]
    .map((byte) =>
      /[A-Za-z0-9_]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
  if (!RESERVED_VARIABLES.has(variable)) return variable;
  return `%${variable.charCodeAt(0).toString(16).toUpperCase()}${variable.slice(1)}`;
}

// A header parameter's name given in another case; a described body property of that name comes first.
function headerParameter(operation: Operation, name: string): string | undefined {
  if (operation.headerNames.size === 0 || operation.bodyNames?.has(name) === true || CALL_OPTIONS.has(name)) return undefined;
  return operation.headerNames.get(name.toLowerCase());
}

// Whether a required header or cookie parameter not given flat is in the headers sent: the bound
// ones under the call's, any letter case, `null` removing one; a cookie when the `cookie` header names it.
function sentAnyway(
  operation: Operation,
  name: string,
  given: Readonly<Record<string, unknown>>,
  boundHeaders: Readonly<Record<string, unknown>> | undefined,
): boolean {
  const location = (operation.parameters.get(name) as ParameterEntry)[1];
  if (location === 0 || location === 1) return false;
  if (location === 2 && Object.keys(given).some((key) => given[key] !== undefined && headerParameter(operation, key) === name)) return true;
  const wanted = location === 2 ? name.toLowerCase() : "cookie";
  let sent: unknown;
  for (const headers of [boundHeaders, given.headers]) {
    if (!isPlainObject(headers)) continue;
    for (const key of Object.keys(headers)) if (key.toLowerCase() === wanted) sent = headers[key];
  }
  if (sent === undefined || sent === null) return false;
  return location === 2 || (typeof sent === "string" && sent.split(";").some((pair) => pair.split("=")[0].trim() === name));
}

function undescribed(operation: Operation, name: string): InvalidParameterError {
  const names = [...operation.parameters.keys(), ...(operation.bodyNames ?? [])];
  const near = nearest(name, names);
  const route = describeValue(operation.route);
  if (near === undefined) {
    const body = operation.body === undefined ? "" : ', its body as "data"';
    return new InvalidParameterError(`The operation ${route} takes no parameters${body}, got ${describeValue(name)}.`);
  }
  return new InvalidParameterError(
    `The operation ${route} describes no parameter ${describeValue(name)}: did you mean ${describeValue(near)}?`,
  );
}
