// `node scripts/type-scale.mjs`: how long the compiler takes over 100 calls to GitHub routes typed
// by @octokit/openapi-types' `paths` (createEndpoint<paths>()), against the same 100 calls typed
// with @octokit/types' `Endpoints` through a wrapper (<R extends keyof Endpoints>(route: R,
// params: Endpoints[R]["parameters"])), and the same calls to the openapi entry's endpoint
// (DescribedEndpoint<paths>, flat parameters by the description). Every file imports the library, so
// the difference is the typing alone. Each is checked by `tsc --extendedDiagnostics` (RUNS times, the median kept); the
// figures and their ratio are printed, as docs/openapi.md shows them. Exits 1 when a file has a type
// error, or when the ratio of check times is above 2.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(ROOT, "package.json"));
const ts = require("typescript");
const CALLS = 100;
const RUNS = Number(process.env.TYPE_SCALE_RUNS ?? 3);
// Inside the repository (node_modules is ignored), so that the files resolve its packages.
const DIR = join(ROOT, "node_modules/.cache/request-options-builder/type-scale");

// A value of a parameter's type: the first member of a union, a literal as itself.
function valueOf(type, checker) {
  if (type.isUnion()) {
    const members = type.types.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
    const literal = members.find((member) => member.isLiteral());
    return valueOf(literal ?? members[0], checker);
  }
  if (type.isStringLiteral()) return JSON.stringify(type.value);
  if (type.isNumberLiteral()) return String(type.value);
  if (type.flags & ts.TypeFlags.BooleanLike) return "true";
  if (type.flags & ts.TypeFlags.NumberLike) return "1";
  if (type.flags & ts.TypeFlags.StringLike) return '"x"';
  return undefined; // an object or a list: such a call is not picked
}

// The required parameters of each GitHub route (path, required query, required body properties)
// with a value for each, for CALLS routes (one a path) whose required values are all scalars, spread
// over the description.
function pickCalls() {
  mkdirSync(DIR, { recursive: true });
  const probe = join(DIR, "probe.ts");
  writeFileSync(probe, `import type { paths } from "@octokit/openapi-types";\nexport declare const paths: paths;\n`);
  const program = ts.createProgram([probe], { strict: true, skipLibCheck: true, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probe);
  const pathsType = checker.getTypeAtLocation(source.statements.find((s) => ts.isVariableStatement(s)).declarationList.declarations[0]);
  const calls = [];
  let routes = 0;
  for (const pathItem of pathsType.getProperties()) {
    const path = pathItem.getName();
    const item = checker.getTypeOfSymbol(pathItem);
    for (const method of ["get", "post", "patch", "put", "delete"]) {
      const operation = item.getProperty(method);
      if (operation) routes++;
      if (!operation || calls.at(-1)?.path === path) continue;
      const op = checker.getTypeOfSymbol(operation);
      const values = [];
      let scalar = true;
      const parameters = op.getProperty("parameters");
      const kinds = parameters ? checker.getTypeOfSymbol(parameters) : undefined;
      for (const kind of ["path", "query"]) {
        const group = kinds?.getProperty(kind);
        if (!group) continue;
        for (const parameter of checker.getNonNullableType(checker.getTypeOfSymbol(group)).getProperties()) {
          if (parameter.flags & ts.SymbolFlags.Optional && parameter.getName() !== "per_page") continue;
          const value = valueOf(checker.getTypeOfSymbol(parameter), checker);
          if (value === undefined) scalar = false;
          values.push(`${JSON.stringify(parameter.getName())}: ${value}`);
        }
      }
      const body = op.getProperty("requestBody");
      if (body) {
        const content = checker.getNonNullableType(checker.getTypeOfSymbol(body)).getProperty("content");
        const json = content && checker.getTypeOfSymbol(content).getProperty("application/json");
        const bodyType = json && checker.getTypeOfSymbol(json);
        if (!bodyType || bodyType.isUnion() || checker.isArrayType(bodyType) || !(bodyType.flags & ts.TypeFlags.Object)) continue;
        for (const property of bodyType.getProperties()) {
          if (property.flags & ts.SymbolFlags.Optional) continue;
          const value = valueOf(checker.getTypeOfSymbol(property), checker);
          if (value === undefined) scalar = false;
          values.push(`${JSON.stringify(property.getName())}: ${value}`);
        }
      }
      if (scalar) calls.push({ path, route: `${method.toUpperCase()} ${path}`, options: `{ ${values.join(", ")} }` });
    }
  }
  if (calls.length < CALLS) throw new Error(`only ${calls.length} routes found`);
  // Spread over the whole description.
  const picked = Array.from({ length: CALLS }, (_, index) => calls[Math.floor((index * calls.length) / CALLS)]);
  return { calls: picked, routes };
}

function files(calls) {
  const lines = (name) => calls.map(({ route, options }) => `${name}(${JSON.stringify(route)}, ${options});`).join("\n");
  return {
    "endpoints.ts":
      `import type { Endpoints } from "@octokit/types";\nimport { endpoint, type EndpointOptions } from "../../../../lib";\n\n` +
      `function call<R extends keyof Endpoints>(route: R, params: Endpoints[R]["parameters"]) {\n` +
      `  return endpoint(route as string, params as EndpointOptions);\n}\n\n${lines("call")}\n`,
    "openapi.ts":
      `import type { paths } from "@octokit/openapi-types";\nimport { createEndpoint } from "../../../../lib";\n\n` +
      `const github = createEndpoint<paths>();\n\n${lines("github")}\n`,
    "described.ts":
      `import type { paths } from "@octokit/openapi-types";\nimport "../../../../lib";\n` +
      `import type { DescribedEndpoint } from "../../../../lib/openapi/types";\n\n` +
      `declare const github: DescribedEndpoint<paths>;\n\n${lines("github")}\n`,
  };
}

const FIGURES = { "Check time": "s", "Total time": "s", Types: "", Instantiations: "", "Memory used": "K" };

function measureOnce(file) {
  let output;
  try {
    output = execFileSync(
      process.execPath,
      [
        require.resolve("typescript/bin/tsc"),
        "--ignoreConfig",
        "--extendedDiagnostics",
        "--noEmit",
        "--strict",
        "--skipLibCheck",
        "--types",
        "node",
        "--module",
        "nodenext",
        "--target",
        "es2022",
        "--experimentalDecorators",
        file,
      ],
      { cwd: DIR, encoding: "utf8" },
    );
  } catch (error) {
    throw new Error(`${file} does not type-check:\n${error.stdout}`, { cause: error });
  }
  const figures = {};
  for (const name of Object.keys(FIGURES)) {
    const match = new RegExp(`^${name}:\\s+([\\d.]+)`, "m").exec(output);
    figures[name] = Number(match[1]);
  }
  return figures;
}

// The files in turn, RUNS times (so that a change in the machine's load touches both alike);
// the median of each figure.
function measure(names) {
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  for (let run = 0; run < RUNS; run++) for (const name of names) runs[name].push(measureOnce(name));
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return names.map((name) =>
    Object.fromEntries(Object.keys(FIGURES).map((figure) => [figure, median(runs[name].map((figures) => figures[figure]))])),
  );
}

rmSync(DIR, { recursive: true, force: true });
const { calls, routes } = pickCalls();
for (const [name, text] of Object.entries(files(calls))) writeFileSync(join(DIR, name), text);
const [endpoints, openapi, described] = measure(["endpoints.ts", "openapi.ts", "described.ts"]);

console.log(`${CALLS} typed calls to GitHub routes (of ${routes}), tsc ${ts.version}, median of ${RUNS} runs (${DIR})`);
const heads = ["Endpoints", "paths", "ratio", "described", "ratio"].map((head) => head.padStart(head === "ratio" ? 8 : 14));
console.log(`${"".padEnd(16)}${heads.join("")}`);
for (const [name, unit] of Object.entries(FIGURES)) {
  const cells = [openapi, described].map(
    (figures) => `${figures[name]}${unit}`.padStart(14) + (figures[name] / endpoints[name]).toFixed(2).padStart(8),
  );
  console.log(`${name.padEnd(16)}${`${endpoints[name]}${unit}`.padStart(14)}${cells.join("")}`);
}
for (const [label, figures] of [
  ["paths", openapi],
  ["described", described],
]) {
  const ratio = figures["Check time"] / endpoints["Check time"];
  if (ratio > 2) {
    console.error(`${label}: check time ratio ${ratio.toFixed(2)} is above 2`);
    process.exitCode = 1;
  }
}
