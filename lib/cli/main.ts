// The public API only: the build keeps "../index" external, so the CLI loads the library.
import { PACKAGE_NAME, VERSION } from "../generated/version";
import { createEndpoint, EndpointError, toCurl } from "../index";
import { parseArguments, UsageError } from "./parse-arguments";

/** Where the CLI writes. */
export interface CliOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

export const USAGE = `Usage: ${PACKAGE_NAME} [flags] <route> [items...]

Prints the request options for a route as JSON (or, with --curl, a curl command).

  <route>          "GET /repos/{owner}/{repo}", or a url alone (method GET)
  name=value       a parameter (or option) with a string value
  name:=json       a parameter with a JSON value: 2, true, null, ["a","b"], {"k":"v"}
  Header:value     a header

Flags:
  --base-url URL   the base URL for a path (default https://api.github.com)
  --curl           print a curl command line instead of JSON
  -h, --help       print this help
  -v, --version    print the version

Example:
  ${PACKAGE_NAME} "GET /repos/{owner}/{repo}/issues" owner=octokit repo=endpoint.js per_page:=2 authorization:"token <TOKEN>"
`;

/**
 * Runs the command line tool on `argv` (without node and script); returns the exit code:
 * 0 done, 1 the options were refused (one line: message and code), 2 the command line was not
 * understood.
 */
export function runCli(argv: readonly string[], output: CliOutput): number {
  try {
    const parsed = parseArguments(argv);
    if (parsed.help) {
      output.stdout(USAGE);
      return 0;
    }
    if (parsed.version) {
      output.stdout(`${VERSION}\n`);
      return 0;
    }
    if (parsed.route === undefined) throw new UsageError(`a route is needed, such as "GET /repos/{owner}/{repo}" (see --help)`);
    const api = parsed.baseUrl === undefined ? createEndpoint() : createEndpoint({ defaults: { baseUrl: parsed.baseUrl } });
    const options = withHeaderItems(parsed.options, parsed.headers);
    const requestOptions = api(parsed.route, options);
    output.stdout(parsed.curl ? `${toCurl(requestOptions)}\n` : `${JSON.stringify(requestOptions, jsonValue, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof EndpointError) {
      output.stderr(`${PACKAGE_NAME}: ${error.message} (${error.code})\n`);
      return 1;
    }
    if (error instanceof UsageError) {
      output.stderr(`${PACKAGE_NAME}: ${error.message}\n`);
      return 2;
    }
    // Anything else is a fault of this tool: still one line, never a stack trace.
    output.stderr(`${PACKAGE_NAME}: unexpected failure: ${String(error instanceof Error ? error.message : error).split("\n")[0].slice(0, 200)}\n`);
    return 1;
  }
}

// `Header:value` items over a `headers:=` object. A `headers:=` of another type is passed on as it
// is, for the library to refuse (spreading the string "str" would make headers "0", "1", "2").
function withHeaderItems(options: Record<string, unknown>, headerItems: Record<string, string>): Record<string, unknown> {
  if (Object.keys(headerItems).length === 0) return options;
  const headers = options.headers;
  if (headers !== undefined && (headers === null || typeof headers !== "object" || Array.isArray(headers))) return options;
  return { ...options, headers: { ...headers, ...headerItems } };
}

// JSON cannot hold a bigint; print it as its digits.
function jsonValue(_key: string, value: unknown): unknown {
  return typeof value === "bigint" ? value.toString() : value;
}

if (require.main === module) {
  process.exitCode = runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
