/** A command line, parsed. */
export interface CliArguments {
  readonly help: boolean;
  readonly version: boolean;
  readonly curl: boolean;
  readonly baseUrl: string | undefined;
  readonly route: string | undefined;
  /** Parameters and named options (`name=value`, `name:=json`). */
  readonly options: Record<string, unknown>;
  /** `Header:value` items. */
  readonly headers: Record<string, string>;
}

/** A command line that cannot be understood; the CLI prints its message and exits with 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/**
 * Parses arguments as HTTPie does: the route, then items. `name=value` is a string, `name:=json`
 * a typed value (number, boolean, null, array, object), `Header:value` a header. The first `=`
 * or `:` decides; a backslash escapes one in a name (`a\:b=c`).
 */
export function parseArguments(argv: readonly string[]): CliArguments {
  let help = false;
  let version = false;
  let curl = false;
  let baseUrl: string | undefined;
  let route: string | undefined;
  const options: Record<string, unknown> = {};
  const headers: Record<string, string> = {};
  let flagsEnded = false;

  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i];
    if (!flagsEnded && argument.startsWith("-")) {
      if (argument === "--") flagsEnded = true;
      else if (argument === "--help" || argument === "-h") help = true;
      else if (argument === "--version" || argument === "-v") version = true;
      else if (argument === "--curl") curl = true;
      else if (argument === "--base-url") {
        if (i + 1 >= argv.length) throw new UsageError("--base-url needs a URL");
        baseUrl = argv[++i];
      } else if (argument.startsWith("--base-url=")) baseUrl = argument.slice("--base-url=".length);
      else throw new UsageError(`unknown flag ${shown(argument)}`);
    } else if (route === undefined) {
      route = argument;
    } else {
      addItem(argument, options, headers);
    }
  }
  return { help, version, curl, baseUrl, route, options, headers };
}

function addItem(item: string, options: Record<string, unknown>, headers: Record<string, string>): void {
  let name = "";
  for (let i = 0; i < item.length; i++) {
    const character = item[i];
    if (character === "\\" && i + 1 < item.length) {
      name += item[++i];
    } else if (character === "=" || character === ":") {
      if (name === "") throw new UsageError(`the item ${shown(item)} has no name`);
      if (character === ":" && item[i + 1] === "=") {
        define(options, name, parseJson(name, item.slice(i + 2)));
      } else if (character === "=") {
        define(options, name, item.slice(i + 1));
      } else {
        headers[name] = item.slice(i + 1);
      }
      return;
    } else {
      name += character;
    }
  }
  throw new UsageError(`the item ${shown(item)} is none of name=value, name:=json, Header:value`);
}

/** How deep a `:=` JSON value may nest: as deep as the library copies options. */
const MAX_JSON_DEPTH = 1000;

function parseJson(name: string, text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError(`the value of ${shown(name)} is not JSON: ${shown(text)}`);
  }
  const problem = jsonProblem(value);
  if (problem !== undefined) throw new UsageError(`the value of ${shown(name)} ${problem}: ${shown(text)}`);
  return value;
}

// One walk without recursion (a deep value cannot overflow the stack): too deep, or a number JSON
// read as Infinity (1e400), which no API means and the library refuses.
function jsonProblem(value: unknown): string | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (typeof item === "number" && !Number.isFinite(item)) return "holds a number too large to be finite";
    if (item === null || typeof item !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) return `nests deeper than ${MAX_JSON_DEPTH} levels`;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return undefined;
}

// A value quoted for a one-line message: control characters escaped, long text cut.
function shown(text: string): string {
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

// A "__proto__" item is data, like any other name.
function define(target: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}
