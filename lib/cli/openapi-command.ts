// `openapi compile <description.json>`: the routing table of an OpenAPI description, as a module.
import { readFileSync } from "node:fs";
import { PACKAGE_NAME } from "../generated/version";
import { EndpointError } from "../index";
import { routingTable } from "../openapi/index";

/** Where the command writes. */
interface Output {
  stdout(text: string): void;
  stderr(text: string): void;
}

export const OPENAPI_USAGE = `Usage: ${PACKAGE_NAME} openapi compile <description.json> > routes.mjs

Writes an ES module whose default export is the routing table of an OpenAPI 3.x description
(JSON; convert YAML to JSON first): each operation's parameters, their locations and styles, and
its body's media type, nothing else. createEndpoint() of "${PACKAGE_NAME}/openapi" takes it
as it takes the description.
`;

/** Runs `openapi ...` (the arguments after "openapi"); returns the exit code, as the CLI's. */
export function runOpenApiCommand(
  argv: readonly string[],
  output: Output,
  readFile = (path: string) => readFileSync(path, "utf8"),
): number {
  if (argv[0] === "-h" || argv[0] === "--help") {
    output.stdout(OPENAPI_USAGE);
    return 0;
  }
  if (argv[0] !== "compile" || argv.length !== 2) {
    output.stderr(`${PACKAGE_NAME}: openapi takes "compile <description.json>" (see openapi --help)\n`);
    return 2;
  }
  let document: unknown;
  try {
    document = JSON.parse(readFile(argv[1]));
  } catch (error) {
    const reason = error instanceof SyntaxError ? "is not JSON (convert a YAML description to JSON first)" : "cannot be read";
    output.stderr(`${PACKAGE_NAME}: the description ${JSON.stringify(argv[1])} ${reason}\n`);
    return 1;
  }
  try {
    const table = routingTable(document);
    const heading = `// The routing table of ${JSON.stringify(argv[1])}, written by ${PACKAGE_NAME} openapi compile.`;
    output.stdout(`${heading}\nexport default ${JSON.stringify(table)};\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof EndpointError)) throw error;
    output.stderr(`${PACKAGE_NAME}: ${error.message} (${error.code})\n`);
    return 1;
  }
}
