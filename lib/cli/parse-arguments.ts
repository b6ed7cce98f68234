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
      else throw new UsageError(`unknown flag ${JSON.stringify(argument)}`);
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
      if (name === "") throw new UsageError(`the item ${JSON.stringify(item)} has no name`);
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
  throw new UsageError(`the item ${JSON.stringify(item)} is none of name=value, name:=json, Header:value`);
}

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`the value of ${JSON.stringify(name)} is not JSON: ${JSON.stringify(text)}`);
  }
}

// A "__proto__" item is data, like any other name.
function define(target: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}
