import { readFileSync } from "node:fs";
// Values quoted as the library quotes them: escaped, cut when long, a URL's userinfo hidden.
import { describeValue as shown, isCredentialName } from "../errors/describe-value";
import { NAMED_OPTION_KEYS } from "../index";
import { nestedPath, setNested } from "./nested-items";
import { ItemError, UsageError } from "./usage-error";

/** A command line, parsed. */
export interface CliArguments {
  readonly help: boolean;
  readonly version: boolean;
  readonly curl: boolean;
  readonly ignoreStdin: boolean;
  readonly baseUrl: string | undefined;
  readonly route: string | undefined;
  /** Parameters and named options (`name=value`, `name:=json`, `name=@file`, `name:=@file`). */
  readonly options: Record<string, unknown>;
  /** Query items (`name==value`), in order; a name given twice has a list of values. */
  readonly query: Record<string, string[]>;
  /** `Header:value` items; `null` for `Header:`, which removes the header. */
  readonly headers: Record<string, string | null>;
  /** The request body from an `@file` item, when there is one. */
  readonly body: string | Uint8Array | undefined;
}

export { ItemError, UsageError } from "./usage-error";

/** Reads a file named by an item; tests give their own. */
export type FileReader = (path: string) => Uint8Array;

// The separators of HTTPie's request items. At the first position where one starts, the longest
// one there wins (`:=@` over `:=` over `:`).
const SEPARATORS = [":=@", "=@", "==", ":=", "=", ":"] as const;
// A first argument that can only be a method, and a second that can only be a URL (a path, a
// template, or an http(s) URL), for HTTPie's order: `GET /path items...`.
const METHOD_WORD = /^[A-Za-z]{1,16}$/;
// What HTTPie reads as an http:// URL without its scheme: its localhost shorthand (`:3000/users`,
// `:/users`), localhost (`localhost:3000/users`) and a host with a port before a path.
const LOCALHOST_SHORTHAND = /^:(\d*)(\/.*)?$/s;
const HOST_AND_PORT = /^(?:localhost(?::\d+)?(?:\/|$)|[A-Za-z0-9.-]+:\d+\/)/;
// A dotted host, with a port or a path or neither (`example.com/users`): a route's URL only.
const DOTTED_HOST = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?(\/|$)/;
// `Header;`: a header name (no separator, escape or `@` in it) and a semicolon.
const EMPTY_HEADER = /^[^:=@\\;]+;$/;
// The options the route and --base-url give: an item of such a name would have moved the request
// (another URL, method or host, with the same authorization), where HTTPie sends a field.
const ROUTE_OPTIONS: ReadonlySet<string> = new Set(["method", "url", "baseUrl"]);
// The options a query item cannot be named as: all but data, which the route can hold (`{?data}`).
const NOT_QUERY_NAMES: ReadonlySet<string> = new Set(NAMED_OPTION_KEYS.filter((key) => key !== "data"));
const NAMED_OPTION_NAMES: ReadonlySet<string> = new Set(NAMED_OPTION_KEYS);
const URL_START = /^(?:\/|\{|https?:\/\/)/i;
type Separator = (typeof SEPARATORS)[number];

/** How deep a `:=` JSON value may nest: as deep as the library copies options. */
const MAX_JSON_DEPTH = 1000;

/**
 * Parses arguments as HTTPie does: flags, the route, then request items:
 * `Header:value`, `name==value` (query), `name=value` (a string), `name:=json` (a typed value),
 * `name=@file` (a string read from a file), `name:=@file` (JSON read from a file), `@file` (the
 * whole body, from a file). A backslash makes the next character part of the name (`a\:b=c`).
 */
export function parseArguments(argv: readonly string[], readFile: FileReader = (path) => readFileSync(path)): CliArguments {
  let help = false;
  let version = false;
  let curl = false;
  let ignoreStdin = false;
  let baseUrl: string | undefined;
  let route: string | undefined;
  const items = new Items(readFile);
  let flagsEnded = false;

  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i];
    if (!flagsEnded && argument.startsWith("-") && argument.length > 1) {
      if (argument === "--") flagsEnded = true;
      else if (argument === "--help" || argument === "-h") help = true;
      else if (argument === "--version" || argument === "-v") version = true;
      else if (argument === "--curl") curl = true;
      else if (argument === "--ignore-stdin") ignoreStdin = true;
      else if (argument === "--base-url") {
        if (i + 1 >= argv.length) throw new UsageError("--base-url needs a URL");
        baseUrl = onlyBaseUrl(baseUrl, argv[++i]);
      } else if (argument.startsWith("--base-url=")) baseUrl = onlyBaseUrl(baseUrl, argument.slice("--base-url=".length));
      else throw new UsageError(`unknown flag ${shown(argument)}`);
    } else if (route === undefined) {
      // HTTPie's order too: the method and the URL as two arguments (`GET /repos/{owner}/{repo}`).
      // The library judges the verb (one table of verbs), so an unknown one is refused there.
      const next = argv[i + 1];
      const method = METHOD_WORD.test(argument) && next !== undefined;
      const url = method ? httpieUrl(next) : undefined;
      if (url !== undefined) i++;
      route = url !== undefined ? `${argument} ${url}` : method && URL_START.test(next) ? `${argument} ${argv[++i]}` : withScheme(argument);
    } else {
      items.add(argument);
    }
  }
  return {
    help,
    version,
    curl,
    ignoreStdin,
    baseUrl,
    route,
    options: items.options,
    query: items.query,
    headers: items.headers,
    body: items.body,
  };
}

function onlyBaseUrl(given: string | undefined, baseUrl: string): string {
  if (given !== undefined) throw new UsageError(`--base-url is given twice (${shown(given)} and ${shown(baseUrl)}): give one`);
  return baseUrl;
}

// A route's URL starts as a URL does (HTTPie's rule for its URL argument): else it is a host
// without its scheme (`example.com/users`, read as a path on the default base URL), or a request
// item given before the route (`title=x`).
export function refuseRouteWithoutUrl(route: string): void {
  const words = route.trim().split(/\s+/);
  const url = words.length === 1 && METHOD_WORD.test(words[0]) ? undefined : words[words.length - 1];
  if (url === undefined || URL_START.test(url)) return;
  if (DOTTED_HOST.test(url))
    throw new UsageError(`${shown(url)} is no URL here (a URL starts with /, { or http(s)://): write it in full, such as http://${url}`);
  throw new UsageError(
    `the route ${shown(route)} has no URL (a URL starts with /, { or http(s)://): is it a request item given before the route?`,
  );
}

// The URL HTTPie reads in `:3000/x`, `:/x` or `localhost:3000/x`, or undefined for any other text.
function httpieUrl(text: string): string | undefined {
  const shorthand = LOCALHOST_SHORTHAND.exec(text);
  if (shorthand !== null) return `http://localhost${shorthand[1] === "" ? "" : `:${shorthand[1]}`}${shorthand[2] ?? ""}`;
  return HOST_AND_PORT.test(text) ? `http://${text}` : undefined;
}

// A route given as one argument ("GET :3000/x", ":3000/x"), its URL written as HTTPie reads it.
function withScheme(route: string): string {
  const words = route.trim().split(/\s+/);
  if (words.length > 2 || (words.length === 2 && !METHOD_WORD.test(words[0]))) return route;
  const url = httpieUrl(words[words.length - 1]);
  return url === undefined ? route : [...words.slice(0, -1), url].join(" ");
}

function topLevelConflict(rawName: string, wanted: string, found: string): ItemError {
  return new ItemError(`the name ${shown(rawName)} uses the top level as ${wanted}, and an earlier item made it ${found}`);
}

function namesAnOption(item: string, name: string, instead: string): ItemError {
  return new ItemError(`the item ${shown(item)} names the option ${name}${instead}`);
}

class Items {
  readonly options: Record<string, unknown> = {};
  readonly query: Record<string, string[]> = {};
  readonly headers: Record<string, string | null> = {};
  body: string | Uint8Array | undefined;
  private topLevelArray = false;

  constructor(private readonly readFile: FileReader) {}

  add(item: string): void {
    if (item.startsWith("@")) return this.setBody(item, item.slice(1));
    // HTTPie's `Header;`: the header with an empty value (`Header:` removes it).
    if (EMPTY_HEADER.test(item)) {
      this.refuseSecondHeader(item.slice(0, -1));
      define(this.headers, item.slice(0, -1), "");
      return;
    }
    const { rawName, name, separator, value, described } = split(item);
    if (name === "") throw new ItemError(`the item ${shown(item)} has no name`);
    item = described;
    switch (separator) {
      case ":":
        // A URL given as an item (a second one, by mistake) would be the header "https".
        if (/^https?$/i.test(name) && value.startsWith("//")) {
          throw new ItemError(`the item ${shown(item)} is a URL: give the request's URL once, in the route, and headers as Name:value`);
        }
        // Defined, not assigned: a "__proto__:" item is a header like any other. No value removes
        // it, a default one too (null, for the library), as in HTTPie.
        this.refuseSecondHeader(name);
        define(this.headers, name, value === "" ? null : value);
        return;
      case "==":
        // The library would read a query parameter named like an option as that option.
        if (NOT_QUERY_NAMES.has(name))
          throw namesAnOption(item, name, `: a query parameter of that name goes in the route ("GET /x?${name}=...")`);
        (Object.hasOwn(this.query, name) ? this.query[name] : define(this.query, name, [])).push(value);
        return;
      case "=":
        return this.setField(item, rawName, value);
      case ":=":
        return this.setField(item, rawName, parseJson(name, value));
      case "=@":
        return this.setField(item, rawName, textOf(this.read(item, value), item));
      case ":=@":
        return this.setField(item, rawName, parseJson(name, textOf(this.read(item, value), item)));
    }
  }

  // A request has one value per header name (in any letter case), given by a header item or inside
  // headers:=: a second one was kept silently.
  private refuseSecondHeader(name: string): void {
    const lowercase = name.toLowerCase();
    const given = [...Object.keys(this.headers), ...Object.keys(headerObject(ownHeaders(this.options)) ?? {})];
    if (given.some((header) => header.toLowerCase() === lowercase)) {
      // The header named, not the item: the item holds the header's value, which no message quotes.
      throw new ItemError(`the header ${shown(name)} is given a second time: give one value`);
    }
  }

  // HTTPie 3's nested JSON: `a[b]=1`, `a[]=1`, `a[0][c]:=2`; a name that starts with `[` builds a
  // top-level array, which is the request body (data) and leaves no room for a parameter.
  private setField(item: string, rawName: string, value: unknown): void {
    const path = nestedPath(rawName);
    const root = path[0].step;
    if (root.kind === "key") {
      if (this.topLevelArray && !NAMED_OPTION_NAMES.has(root.key)) throw topLevelConflict(rawName, "an object", "an array");
      if (path.length === 1) return this.setOption(item, root.key, value);
      this.refuseRouteOption(item, root.key);
      const header = path[1].step;
      if (root.key === "headers" && header.kind === "key") this.refuseSecondHeader(header.key);
      return setNested(this.options, rawName, path, value);
    }
    const parameter = Object.keys(this.options).find((key) => !NAMED_OPTION_NAMES.has(key));
    if (parameter !== undefined) throw topLevelConflict(rawName, "an array", "an object");
    const data = Object.hasOwn(this.options, "data") ? this.options.data : define(this.options, "data", []);
    if (!Array.isArray(data)) throw topLevelConflict(rawName, "an array", "a body of data");
    this.topLevelArray = true;
    setNested(data, rawName, path, value);
  }

  private refuseRouteOption(item: string, name: string): void {
    if (ROUTE_OPTIONS.has(name))
      throw namesAnOption(
        item,
        name,
        `, which the route gives (the base URL: --base-url): a body field of that name goes inside data:='{...}'`,
      );
  }

  private setOption(item: string, name: string, value: unknown): void {
    this.refuseRouteOption(item, name);
    if (Object.hasOwn(this.options, name)) throw new ItemError(`the item ${shown(item)} gives ${shown(name)} a second time`);
    if (name === "headers") for (const header of Object.keys(headerObject(value) ?? {})) this.refuseSecondHeader(header);
    define(this.options, name, value);
  }

  private setBody(item: string, path: string): void {
    if (path === "") throw new ItemError(`the item ${shown(item)} names no file`);
    if (this.body !== undefined) throw new ItemError(`the item ${shown(item)} is a second body: give one @file`);
    const bytes = this.read(item, path);
    this.body = utf8Text(bytes) ?? new Uint8Array(bytes);
  }

  private read(item: string, path: string): Uint8Array {
    try {
      return this.readFile(path);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      throw new ItemError(`the item ${shown(item)} names a file that cannot be read${typeof code === "string" ? ` (${code})` : ""}`);
    }
  }
}

// The name (backslash escapes undone), the first separator and the rest, as it is.
function split(item: string): { rawName: string; name: string; separator: Separator; value: string; described: string } {
  let name = "";
  for (let i = 0; i < item.length; i++) {
    const character = item[i];
    if (character === "\\" && i + 1 < item.length) {
      name += item[++i];
      continue;
    }
    const separator = SEPARATORS.find((candidate) => item.startsWith(candidate, i));
    if (separator !== undefined) {
      const value = item.slice(i + separator.length);
      return { rawName: item.slice(0, i), name, separator, value, described: described(item, name, separator) };
    }
    if (character === "@") {
      throw new ItemError(
        `the item ${shown(described(item, name, "@"))} is a form file field (name@file), ` +
          `which has no meaning here: use name=@file for text or @file for the body`,
      );
    }
    name += character;
  }
  // Quoted up to its first space: such an item is often a header line without its colon
  // ("Authorization token ..."), whose value no message quotes.
  const space = item.search(/\s/);
  throw new ItemError(
    `the item ${shown(space === -1 ? item : `${item.slice(0, space)}…`)} is none of ` +
      "Header:value, name==value, name=value, name:=json, name=@file, name:=@file, @file",
  );
}

// An item named as a credential is quoted by its name alone, whatever its form: its value is the secret.
function described(item: string, name: string, separator: string): string {
  return isCredentialName(name) ? `${name}${separator}…` : item;
}

function textOf(bytes: Uint8Array, item: string): string {
  const text = utf8Text(bytes);
  if (text === undefined)
    throw new ItemError(`the item ${shown(item)} names a file that is not UTF-8 text: send it as the body with @file`);
  return text;
}

/** The bytes as text when they are valid UTF-8. */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function parseJson(name: string, text: string): unknown {
  // The text of headers:= holds header values, which no message quotes.
  const quoted = name === "headers" || isCredentialName(name) ? "" : `: ${shown(text)}`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ItemError(`the value of ${shown(name)} is not JSON${quoted}`);
  }
  const problem = jsonProblem(value);
  if (problem !== undefined) throw new ItemError(`the value of ${shown(name)} ${problem}${quoted}`);
  return value;
}

// One walk without recursion (a deep value cannot overflow the stack): too deep, or a number JSON
// read as Infinity (1e400), which no API means and the library refuses.
function jsonProblem(value: unknown): string | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (typeof item === "number" && !Number.isFinite(item)) return "holds a number too large to be finite";
    // 12345678901234567890 reads as 12345678901234567000: a request with other digits than given.
    if (typeof item === "number" && Number.isInteger(item) && !Number.isSafeInteger(item)) {
      return "holds an integer beyond 2^53, which a JSON number here cannot keep exactly (give it as a string)";
    }
    if (item === null || typeof item !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) return `nests deeper than ${MAX_JSON_DEPTH} levels`;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return undefined;
}

/** The `headers:=` item's value: an own key only, never one a polluted Object.prototype lends. */
export function ownHeaders(options: Record<string, unknown>): unknown {
  return Object.hasOwn(options, "headers") ? options.headers : undefined;
}

// A "__proto__" item is data, like any other name.
// A `headers:=` value that is an object of headers; any other type is left for the library to refuse.
export function headerObject(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function define<T>(target: Record<string, T>, name: string, value: T): T {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
  return value;
}
