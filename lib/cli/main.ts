// The public API only: the build keeps "../index" external, so the CLI loads the library.
import { fstatSync, readFileSync, readSync } from "node:fs";
import { PACKAGE_NAME, VERSION } from "../generated/version";
import {
  createEndpoint,
  DefaultHeaderMerger,
  DefaultParamRouter,
  EndpointError,
  RequestPipeline,
  Rfc6570TemplateExpander,
  toCurl,
} from "../index";
import {
  headerObject,
  ownHeaders,
  ItemError,
  parseArguments,
  refuseRouteWithoutUrl,
  UsageError,
  utf8Text,
  type CliArguments,
  type FileReader,
} from "./parse-arguments";
import { runOpenApiCommand } from "./openapi-command";

/** Where the CLI writes. */
export interface CliOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Where the CLI reads: the files items name, and a body piped to standard input. */
export interface CliInput {
  readFile?: FileReader;
  /** The bytes piped to standard input, or `undefined` when nothing is piped. */
  readStdin?: () => Uint8Array | undefined;
}

export const USAGE = `Usage: ${PACKAGE_NAME} [flags] <route> [items...]
       ${PACKAGE_NAME} [flags] <METHOD> <url> [items...]
       ${PACKAGE_NAME} openapi compile <description.json> > routes.mjs

Prints the request options for a route as JSON (or, with --curl, a curl command).

  <route>          "GET /repos/{owner}/{repo}", or a url alone (method GET)
  <METHOD> <url>   the same as two arguments, as HTTPie takes them: GET /repos/{owner}/{repo}
                   (the url starts with /, { or http(s)://; as in HTTPie, :3000/x and
                   localhost:3000/x are http://localhost:3000/x, :/x is http://localhost/x)

Request items, as HTTPie writes them:
  Header:value     a header                        authorization:"token <TOKEN>"
  Header:          removes it (a default one too)  user-agent:
  Header;          the header, empty               x-empty;
  name==value      a query parameter (repeatable)  labels==bug labels==ui
                   (in the query, before any fragment; a name the route has fills it, once)
  name=value       a parameter with a string value title="Found a bug"
  name:=json       a parameter with a JSON value   per_page:=2 tags:='["a","b"]'
  name=@file       a string read from a file       body=@notes.md
  name:=@file      a JSON value read from a file   settings:=@settings.json
  @file            the whole request body          @upload.zip
  Nested JSON, as in HTTPie 3: a[b]=1 is {"a":{"b":"1"}}, a[]=1 appends, a[0][c]:=2 is
  {"a":[{"c":2}]}, []=1 builds a top-level array (the body); a type conflict is refused.
  A backslash makes the next character part of a name: a\\=b=c is the parameter "a=b",
  a\\[b\\]=1 the parameter "a[b]", a[\\1]=x the key "1" rather than an index.
  A body piped to standard input is the request body too (cmd | ${PACKAGE_NAME} "POST /x").

Where this tool is not HTTPie:
  - It sends nothing: it prints the request a client would send (--curl: as a curl command).
  - The url is an RFC 6570 template: parameters named in it ({owner}) fill it, not the body.
  - The other parameters go where this library puts them: the query of a GET and of the
    other methods without a body (HTTPie sends a JSON body), the JSON body of a POST.
  - A url without a scheme other than the localhost forms above (and a host with a port
    before a path, 127.0.0.1:8080/x) is refused: write example.com/x as
    https://example.com/x, where HTTPie assumes http://.

Flags:
  --base-url URL   the base URL for a path (default https://api.github.com)
  --curl           print a curl command line instead of JSON
  --ignore-stdin   do not read a body from standard input
  -h, --help       print this help
  -v, --version    print the version

Exit codes: 0 done; 1 an item or the options were refused (one line: message and code);
2 the command line was not understood (a flag, no route, a URL without its scheme; the same line);
3 the output could not be written (one line: a full disk); 141 the output was closed before
it was all written (| head -c 1), without a message, as cat ends there.

Example:
  ${PACKAGE_NAME} "GET /repos/{owner}/{repo}/issues" owner=octokit repo=endpoint.js per_page:=2 authorization:"token <TOKEN>"
`;

/**
 * Runs the command line tool on `argv` (without node and script); returns the exit code: 0 done,
 * 1 an item or the options were refused (one line: message and code), 2 the command line was not
 * understood (a flag, no route, a URL without its scheme).
 */
export function runCli(argv: readonly string[], output: CliOutput, input: CliInput = {}): number {
  if (argv[0] === "openapi") return runOpenApiCommand(argv.slice(1), output);
  try {
    const parsed = parseArguments(argv, input.readFile);
    if (parsed.help) {
      output.stdout(USAGE);
      return 0;
    }
    if (parsed.version) {
      output.stdout(`${VERSION}\n`);
      return 0;
    }
    if (parsed.route === undefined) throw new UsageError(`a route is needed, such as "GET /repos/{owner}/{repo}" (see --help)`);
    refuseRouteWithoutUrl(parsed.route);
    const api = parsed.baseUrl === undefined ? createEndpoint() : createEndpoint({ defaults: { baseUrl: parsed.baseUrl } });
    const body = bodyOf(parsed, parsed.ignoreStdin ? undefined : input.readStdin);
    const options = { ...withHeaderItems(parsed.options, parsed.headers), ...queryParameters(parsed.query, parsed.options) };
    if (body !== undefined) {
      if (Object.hasOwn(options, "data")) throw new ItemError("the body is given twice: by a data item and by @file or standard input");
      Object.assign(options, { data: body });
    }
    const requestOptions = api(withQueryTemplate(parsed.route, parsed.query, options), options);
    // A method whose parameters go to the query sends no body: the body would have become a query
    // parameter named data. In a shell loop over a file, standard input is the loop's own input.
    if (body !== undefined && requestOptions.body === undefined) {
      throw new ItemError(
        `${requestOptions.method.toUpperCase()} sends no body, and a body was given by @file or standard input ` +
          `(in a shell loop, standard input is the loop's: pass --ignore-stdin)`,
      );
    }
    output.stdout(parsed.curl ? `${toCurl(requestOptions)}\n` : `${JSON.stringify(requestOptions, jsonValue, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof EndpointError || error instanceof UsageError) {
      output.stderr(`${PACKAGE_NAME}: ${error.message} (${error.code})\n`);
      return error instanceof UsageError && !(error instanceof ItemError) ? 2 : 1;
    }
    // Anything else is a fault of this tool: still one line, never a stack trace.
    output.stderr(
      `${PACKAGE_NAME}: unexpected failure: ${String(error instanceof Error ? error.message : error)
        .split("\n")[0]
        .slice(0, 200)}\n`,
    );
    return 1;
  }
}

// The body of an @file item, or of standard input; both at once are ambiguous.
function bodyOf(parsed: CliArguments, readStdin: (() => Uint8Array | undefined) | undefined): string | Uint8Array | undefined {
  const piped = readStdin?.();
  if (piped === undefined || piped.length === 0) return parsed.body;
  if (parsed.body !== undefined)
    throw new ItemError("the body is given twice: by @file and by standard input (--ignore-stdin ignores the latter)");
  return utf8Text(piped) ?? new Uint8Array(piped);
}

// Query items go into the URL's query, before any fragment, whatever the method (rule R4: they
// stay in the query beside a body); a name given twice repeats (`a=1&a=2`):
// - a name the route's template already has (`{?a}`, `{/a}`, `/:name`, as the library reads a
//   route) fills that expression, once;
// - the others join the route's first `{?...}` expression (refused when more than `{&...}` follows
//   it: a `{/b}` after it would write into their value), or follow a literal `?` as `{&...}`,
//   or start the query as `{?...}` (a literal `?` that ends the path gives way to it); so an unset
//   `{?b}` cannot leave `&a=1` in the path;
// - after a `{+name}` whose value holds `?` or `#`, an appended item would land inside that value or
//   in the fragment: refused.
function withQueryTemplate(route: string, query: Record<string, string[]>, options: Record<string, unknown>): string {
  if (Object.keys(query).length === 0) return route;
  const named = routeVariables(route);
  const names = Object.keys(query).filter((name) => !named.has(templateName(name)));
  if (names.length === 0) return route;
  refuseQueryAfterReserved(route, options);
  const variables = names.map((name) => `${templateName(name)}*`).join(",");
  const fragment = fragmentStart(route);
  const [head, tail] = [route.slice(0, fragment), route.slice(fragment)];
  const queryExpression = head.indexOf("{?");
  if (queryExpression !== -1) {
    const close = head.indexOf("}", queryExpression);
    // Joined there, the items would take in whatever the template writes after that expression.
    if (!/^(\{&[^}]*\})*$/.test(head.slice(close + 1))) {
      throw new ItemError(
        `the route's ${head.slice(queryExpression, close + 1)} expression is where query items go, and more of the template follows it: ` +
          `write the query at the end of the route, or give these names as parameters`,
      );
    }
    return `${head.slice(0, close)},${variables}${head.slice(close)}${tail}`;
  }
  if (head.endsWith("?") && !literalQuestionMark(head.slice(0, -1))) return `${head.slice(0, -1)}{?${variables}}${tail}`;
  return `${head}{${literalQuestionMark(head) ? "&" : "?"}${variables}}${tail}`;
}

function refuseQueryAfterReserved(route: string, options: Record<string, unknown>): void {
  for (const [, body] of route.matchAll(/\{\+([^}]*)\}/g)) {
    for (const spec of body.split(",")) {
      const name = specName(spec);
      const value = Object.hasOwn(options, name) ? options[name] : undefined;
      if (JSON.stringify(value ?? "").match(/[?#]/)) {
        throw new ItemError(
          `the value of ${JSON.stringify(name)} holds "?" or "#", ` +
            `so a query item after {+${name}} would land inside it or in the fragment: ` +
            `give the query in that value, or as parameters of a GET`,
        );
      }
    }
  }
}

// A variable's name in an expression's list: without its explode `*` or prefix `:n`.
function specName(spec: string): string {
  return spec.replace(/(\*|:\d+)$/, "");
}

// Where the route's fragment starts: a literal "#" or a "{#" expression (or the end).
function fragmentStart(route: string): number {
  let inExpression = false;
  for (let i = 0; i < route.length; i++) {
    const character = route[i];
    if (character === "{") {
      if (route[i + 1] === "#") return i;
      inExpression = true;
    } else if (character === "}") inExpression = false;
    else if (character === "#" && !inExpression) return i;
  }
  return route.length;
}

function literalQuestionMark(head: string): boolean {
  return head.replace(/\{[^}]*\}/g, "").includes("?");
}

// Reads routes as the endpoint does (a plan depends on no setting).
const ROUTE_READER = new RequestPipeline(new Rfc6570TemplateExpander(), new DefaultHeaderMerger(), new DefaultParamRouter(), {});

// The variable names the route's template has, read by the library itself: in its expressions,
// and as `:name` placeholders where the library sees one (not `{operation}:cancel`, `?q=is:open`).
// A route it refuses has none here: the call refuses it, with the library's own message.
function routeVariables(route: string): ReadonlySet<string> {
  try {
    return ROUTE_READER.checkRoute(route).urlPlan?.placeholders ?? new Set();
  } catch (error) {
    if (error instanceof EndpointError) return new Set();
    throw error;
  }
}

function queryParameters(query: Record<string, string[]>, options: Record<string, unknown>): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const name of Object.keys(query)) {
    const variable = templateName(name);
    if (Object.hasOwn(options, variable))
      throw new ItemError(`the parameter ${JSON.stringify(name)} is given twice: by a query item and a parameter item`);
    const values = query[name];
    // One value fills a route's own expression as it is; several are a list.
    Object.defineProperty(parameters, variable, {
      value: values.length === 1 ? values[0] : values,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return parameters;
}

// A query name as an RFC 6570 variable name: letters, digits, "_" and "." as they are, every other
// character (a "-" too) as its percent-encoded UTF-8 bytes (which the expansion writes out as they are).
function templateName(name: string): string {
  let encoded = "";
  for (const character of name) {
    if (/^[A-Za-z0-9_.]$/.test(character)) encoded += character;
    else for (const byte of new TextEncoder().encode(character)) encoded += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return encoded;
}

// `Header:value` items over a `headers:=` object. A `headers:=` of another type is passed on as it
// is, for the library to refuse (spreading the string "str" would make headers "0", "1", "2").
// (A header given both ways was refused when the items were read.)
function withHeaderItems(options: Record<string, unknown>, headerItems: Record<string, string | null>): Record<string, unknown> {
  if (Object.keys(headerItems).length === 0) return { ...options };
  const given = ownHeaders(options);
  const headers = headerObject(given);
  if (given !== undefined && headers === undefined) return { ...options };
  return { ...options, headers: { ...headers, ...headerItems } };
}

// JSON cannot hold a bigint or bytes: a bigint as its digits, bytes as base64.
function jsonValue(_key: string, value: unknown): unknown {
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Uint8Array) return { base64: Buffer.from(value).toString("base64") };
  return value;
}

// Standard input is read when something is piped (a FIFO) or redirected from a file, or when a
// parent's socket (Node's child_process connects one) holds input as the tool starts: a terminal,
// /dev/null or a parent's socket with nothing waiting must not make the tool wait.
function pipedStdin(): Uint8Array | undefined {
  let stat;
  try {
    stat = fstatSync(0);
    if (stat.isFIFO() || stat.isFile()) return readFileSync(0);
  } catch {
    return undefined;
  }
  return stat.isSocket() ? waitingSocketInput() : undefined;
}

// A socket's input when some is waiting now, read to its end (the parent closing it); else none.
function waitingSocketInput(): Uint8Array | undefined {
  // Opening process.stdin makes the socket non-blocking: a read with nothing waiting fails EAGAIN.
  process.stdin.pause();
  const chunks: Uint8Array[] = [];
  const buffer = new Uint8Array(65_536);
  for (;;) {
    let read: number;
    try {
      read = readSync(0, buffer);
    } catch (error) {
      if ((error as { code?: unknown }).code !== "EAGAIN") throw error;
      if (chunks.length === 0) return undefined; // nothing was sent: the parent gives no body
      Atomics.wait(SLEEPER, 0, 0, 5); // the rest is on its way: wait for it, briefly, without a loop of reads
      continue;
    }
    if (read === 0) return Buffer.concat(chunks);
    chunks.push(buffer.slice(0, read));
  }
}
const SLEEPER = new Int32Array(new SharedArrayBuffer(4));

/**
 * The exit code when standard output was closed before all of it was written (a reader such as
 * `head -c 1` or `grep -q` stopped reading): 128 + SIGPIPE, the status a shell reports for `cat`
 * stopped the same way, so `set -o pipefail` treats the tool as it treats `cat`. No message.
 */
const EXIT_CLOSED_OUTPUT = 141;
/** The exit code when the output could not be written for another reason (a full disk): one line on stderr. */
const EXIT_WRITE_FAILED = 3;

/**
 * Runs the command line tool in this process: its arguments, standard output, error and input.
 * An error writing the output ends the tool with {@link EXIT_CLOSED_OUTPUT} or
 * {@link EXIT_WRITE_FAILED}, never a stack trace: a write fails at once (a file, /dev/full) or
 * later, as the stream's error event (a pipe).
 */
export function runCliInProcess(argv: readonly string[] = process.argv.slice(2)): number {
  let failed: number | undefined;
  const onOutputError = (error: unknown): void => {
    failed ??= outputFailure(error);
    process.exitCode = failed;
  };
  process.stdout.on("error", onOutputError);
  // Where an error on stderr itself could be told, there is nowhere left: it ends nothing.
  process.stderr.on("error", () => undefined);
  const code = runCli(
    argv,
    {
      stdout: (text) => writeTo(process.stdout, text, onOutputError),
      stderr: (text) => writeTo(process.stderr, text, () => undefined),
    },
    { readStdin: pipedStdin },
  );
  return failed ?? code;
}

function writeTo(stream: NodeJS.WriteStream, text: string, onError: (error: unknown) => void): void {
  try {
    stream.write(text);
  } catch (error) {
    onError(error);
  }
}

// The exit code for an error writing standard output; every one but a closed pipe is told in one line.
function outputFailure(error: unknown): number {
  if ((error as { code?: unknown } | null)?.code === "EPIPE") return EXIT_CLOSED_OUTPUT;
  const message = String(error instanceof Error ? error.message : error)
    .split("\n")[0]
    .slice(0, 200);
  try {
    process.stderr.write(`${PACKAGE_NAME}: the output could not be written: ${message}\n`);
  } catch {
    // stderr fails too: the exit code is all that is left to tell
  }
  return EXIT_WRITE_FAILED;
}

if (require.main === module) process.exitCode = runCliInProcess();
