import { InvalidOptionsError } from "../index";
import { describeValue } from "../errors/describe-value";
import { hasOwn, isPlainObject } from "../core/util/own-properties";
import { HTTP_METHODS } from "../core/options/http-method";
import {
  EXPLODE,
  REQUIRED,
  ALLOW_RESERVED,
  STYLES,
  type BodyEntry,
  type Location,
  type OperationEntry,
  type ParameterEntry,
  type RoutingTable,
  type StyleCode,
} from "./routing-table";

// Reading a description into its routing table: apart from the table's shape, so that an
// application that ships a table (createEndpointFromTable) bundles none of it.

// The verbs the library sends, as a description writes them (TRACE is not among them).
const METHODS: readonly string[] = HTTP_METHODS.map((method) => method.toLowerCase());
const LOCATIONS: Readonly<Record<string, Location>> = { path: 0, query: 1, header: 2, cookie: 3 };
const IGNORED_HEADERS: ReadonlySet<string> = new Set(["accept", "content-type", "authorization"]);
// OpenAPI's default style of each location.
const DEFAULT_STYLE: readonly StyleCode[] = [0, 3, 0, 3];

/**
 * Reads an OpenAPI 3.0 or 3.1 description (a parsed JSON or YAML document) into the table its
 * routing needs: parameters of the path and the operation (the operation's overriding), `$ref`s
 * to its own components resolved, styles with OpenAPI's defaults, each body's media type.
 * @throws `InvalidOptionsError` for a document that is not OpenAPI 3.x (Swagger 2.0 among them).
 */
export function routingTable(document: unknown): RoutingTable {
  if (!isPlainObject(document)) throw new InvalidOptionsError(`An OpenAPI description must be an object, got ${describeValue(document)}.`);
  const version = document.openapi;
  if (typeof document.swagger === "string" && version === undefined) {
    throw new InvalidOptionsError(
      `The description is Swagger ${document.swagger}, not OpenAPI 3.x: convert it to OpenAPI 3 first (as swagger2openapi does).`,
    );
  }
  if (version === undefined) {
    throw new InvalidOptionsError('The description has no "openapi" field: an OpenAPI 3.x document names its version there ("3.1.0").');
  }
  if (typeof version !== "string" || !/^3\.\d/.test(version))
    throw new InvalidOptionsError(`The description's "openapi" field is ${describeValue(version)}, not a 3.x version such as "3.1.0".`);
  const resolve = (value: unknown): unknown => resolveRef(document, value, 0);
  const routes: Record<string, OperationEntry> = {};
  const paths = isPlainObject(document.paths) ? document.paths : {};
  for (const path of Object.keys(paths)) {
    const item = resolve(paths[path]);
    if (!isPlainObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isPlainObject(operation)) continue;
      const route = `${method.toUpperCase()} ${path}`;
      // A server of the operation, else of its path, is that operation's base URL.
      const server = serverUrl(resolve, operation.servers) ?? serverUrl(resolve, item.servers);
      const entry = operationEntry(route, item.parameters, operation, resolve);
      routes[route] = server === undefined ? entry : [entry[0], entry[1] ?? 0, server];
    }
  }
  const baseUrl = serverUrl(resolve, document.servers);
  return baseUrl === undefined ? { routingTable: 1, routes } : { routingTable: 1, baseUrl, routes };
}

function operationEntry(route: string, shared: unknown, operation: Record<string, unknown>, resolve: Resolve): OperationEntry {
  const byKey = new Map<string, ParameterEntry>();
  for (const list of [shared, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const given of list) {
      const entry = parameterEntry(route, resolve(given));
      if (entry !== undefined) byKey.set(`${entry[1]} ${entry[0]}`, entry);
    }
  }
  // A placeholder the description forgot to describe still fills the path, as a plain string.
  for (const [, name] of route.matchAll(/\{([^}]+)\}/g)) {
    if (!byKey.has(`0 ${name}`)) byKey.set(`0 ${name}`, [name, 0, 0, REQUIRED]);
  }
  const parameters = [...byKey.values()];
  const body = bodyEntry(resolve(operation.requestBody), resolve);
  return body === undefined ? [parameters] : [parameters, body];
}

function parameterEntry(route: string, parameter: unknown): ParameterEntry | undefined {
  if (!isPlainObject(parameter) || typeof parameter.name !== "string" || typeof parameter.in !== "string") return undefined;
  if (!hasOwn(LOCATIONS, parameter.in)) {
    throw new InvalidOptionsError(
      `The operation ${describeValue(route)} describes its parameter ${describeValue(parameter.name)} in ${describeValue(parameter.in)}: ` +
        'a parameter is in "path", "query", "header" or "cookie".',
    );
  }
  const location = LOCATIONS[parameter.in];
  // OpenAPI ignores these header parameters: the caller sets them by its headers.
  if (location === 2 && IGNORED_HEADERS.has(parameter.name.toLowerCase())) return undefined;
  const styleIndex = STYLES.indexOf(parameter.style as (typeof STYLES)[number]);
  const style = styleIndex === -1 ? DEFAULT_STYLE[location] : (styleIndex as StyleCode);
  // explode defaults to true for form (and so cookie), false for every other style.
  const explode = typeof parameter.explode === "boolean" ? parameter.explode : style === 3;
  const flags =
    (parameter.required === true || location === 0 ? REQUIRED : 0) |
    (explode ? EXPLODE : 0) |
    (parameter.allowReserved === true ? ALLOW_RESERVED : 0);
  return [parameter.name, location, style, flags];
}

function bodyEntry(body: unknown, resolve: Resolve): BodyEntry | undefined {
  if (!isPlainObject(body) || !isPlainObject(body.content)) return undefined;
  const [mediaType] = Object.keys(body.content);
  if (mediaType === undefined) return undefined;
  const media = body.content[mediaType];
  const schema = isPlainObject(media) ? resolve(media.schema) : undefined;
  return [mediaType, body.required === true ? 1 : 0, propertiesOf(schema, resolve, 0)];
}

// The names a body schema's object takes; null for any name (a free-form object), [] for no object.
function propertiesOf(schema: unknown, resolve: Resolve, depth: number): readonly string[] | null {
  if (!isPlainObject(schema) || depth > 20) return [];
  const names = new Set<string>();
  let any = false;
  for (const key of ["allOf", "oneOf", "anyOf"]) {
    const parts = schema[key];
    if (!Array.isArray(parts)) continue;
    for (const part of parts) {
      const properties = propertiesOf(resolve(part), resolve, depth + 1);
      if (properties === null) any = true;
      else for (const name of properties) names.add(name);
    }
  }
  const properties = isPlainObject(schema.properties) ? Object.keys(schema.properties) : [];
  for (const name of properties) names.add(name);
  const additional = schema.additionalProperties;
  const objectType = schema.type === "object" || (Array.isArray(schema.type) && schema.type.includes("object"));
  if ((additional !== undefined && additional !== false) || (objectType && properties.length === 0 && names.size === 0)) any = true;
  return any ? null : [...names];
}

type Resolve = (value: unknown) => unknown;

// A `$ref` to a place in the document itself (`#/components/...`), followed to what it names.
function resolveRef(document: Record<string, unknown>, value: unknown, depth: number): unknown {
  if (!isPlainObject(value) || typeof value.$ref !== "string") return value;
  const ref = value.$ref;
  if (!ref.startsWith("#/")) throw new InvalidOptionsError(`The description's $ref ${describeValue(ref)} does not name a place in it.`);
  if (depth > 20) throw new InvalidOptionsError(`The description's $refs go in a circle: through ${pointerOf(ref)}.`);
  let target: unknown = document;
  for (const part of ref.slice(2).split("/")) {
    const key = decodeURIComponent(part).replaceAll("~1", "/").replaceAll("~0", "~");
    target = isPlainObject(target) && hasOwn(target, key) ? target[key] : undefined;
  }
  if (target === undefined) throw new InvalidOptionsError(`The description's $ref names nothing in it: nothing at ${pointerOf(ref)}.`);
  return resolveRef(document, target, depth + 1);
}

// Quoted without its "#": the pointer is the document's own, no URL's fragment to hide.
function pointerOf(ref: string): string {
  return describeValue(ref.slice(1));
}

// The first server's URL, its variables replaced by their defaults; only a full http(s) URL.
function serverUrl(resolve: Resolve, servers: unknown): string | undefined {
  if (!Array.isArray(servers)) return undefined;
  const server = resolve(servers[0]);
  if (!isPlainObject(server) || typeof server.url !== "string") return undefined;
  const variables = isPlainObject(server.variables) ? server.variables : {};
  const url = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = hasOwn(variables, name) ? variables[name] : undefined;
    return isPlainObject(variable) && typeof variable.default === "string" ? variable.default : whole;
  });
  return /^https?:\/\/[^{}]+$/i.test(url) ? url.replace(/\/+$/, "") : undefined;
}
