// `npm run warm-call`: which of lib/'s files and functions one warm endpoint() call runs. lib/ is
// transpiled file by file to CommonJS (TypeScript's transpileModule, as isolatedModules would), so a
// file of the source is a file here; three identical calls warm it, and V8's precise coverage
// (call counts, block detail) is taken around the fourth. `--json` prints the counts and the list
// as one line of JSON (what `npm run bench` reads); `--esbuild` transpiles with esbuild instead.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { transformSync } from "esbuild";
import ts from "typescript";

const ROOT = join(__dirname, "..");
const LIB = join(ROOT, "lib");
const ROUTE = "GET /repos/{owner}/{repo}";
const PARAMETERS = { owner: "octocat", repo: "hello-world" };

interface FunctionCoverage {
  functionName: string;
  ranges: { startOffset: number; endOffset: number; count: number }[];
}
interface ScriptCoverage {
  url: string;
  functions: FunctionCoverage[];
}

// One file of lib/ alone, to CommonJS. TypeScript keeps a direct export a plain property;
// esbuild (`--esbuild`) reads every export through a getter, so each constant read from another
// file counts as a function run there (how issue 42's first reading was taken).
function transpile(file: string, source: string, esbuild: boolean): string {
  if (esbuild) {
    const options = {
      loader: "ts",
      format: "cjs",
      target: "node20",
      tsconfigRaw: { compilerOptions: { experimentalDecorators: true } },
    } as const;
    return transformSync(source, options).code;
  }
  const compilerOptions = {
    module: ts.ModuleKind.CommonJS,
    target: ts.ScriptTarget.ES2022,
    esModuleInterop: true,
    experimentalDecorators: true,
    isolatedModules: true,
  };
  return ts.transpileModule(source, { fileName: file, compilerOptions }).outputText;
}

// lib/'s TypeScript files, each transpiled alone to a .js file of the same path under `out`.
function transpileLib(out: string, esbuild: boolean): void {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
    );
  for (const file of walk(LIB).filter((name) => name.endsWith(".ts") && !name.endsWith(".d.ts"))) {
    const target = join(out, relative(LIB, file)).replace(/\.ts$/, ".js");
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, transpile(file, readFileSync(file, "utf8"), esbuild));
  }
  writeFileSync(join(out, "package.json"), JSON.stringify({ type: "commonjs" }));
  symlinkSync(join(ROOT, "node_modules"), join(out, "node_modules"), "dir");
}

function post<T>(session: Session, method: string, params?: object): T {
  let result: T | undefined;
  let failure: Error | null = null;
  // The main thread's session answers synchronously.
  session.post(method, params, (error, answer) => {
    failure = error;
    result = answer as T;
  });
  if (failure !== null) throw failure;
  return result as T;
}

/** The files and functions of lib/ that ran in the fourth identical call. */
export function warmCall(esbuild = false): { files: number; functions: number; ran: Record<string, string[]> } {
  const out = mkdtempSync(join(tmpdir(), "rob-warm-"));
  try {
    transpileLib(out, esbuild);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the transpiled copy, typed by its source
    const { endpoint } = require(join(out, "index.js")) as typeof import("../lib");
    for (let i = 0; i < 3; i++) endpoint(ROUTE, PARAMETERS);
    const session = new Session();
    session.connect();
    post(session, "Profiler.enable");
    post(session, "Profiler.startPreciseCoverage", { callCount: true, detailed: true });
    // Taking coverage resets the counts: what the next take reads is the fourth call alone.
    post(session, "Profiler.takePreciseCoverage");
    endpoint(ROUTE, PARAMETERS);
    const { result } = post<{ result: ScriptCoverage[] }>(session, "Profiler.takePreciseCoverage");
    post(session, "Profiler.stopPreciseCoverage");
    session.disconnect();
    const prefix = pathToFileURL(out).href + "/";
    const ran: Record<string, string[]> = {};
    for (const script of result.filter(({ url }) => url.startsWith(prefix) && !url.includes("/node_modules/"))) {
      // A function's first range is the whole function, its count the calls.
      const names = script.functions.filter(({ ranges }) => ranges[0].count > 0).map(({ functionName }) => functionName || "(anonymous)");
      if (names.length > 0) ran[`lib/${script.url.slice(prefix.length).replace(/\.js$/, ".ts")}`] = names;
    }
    const functions = Object.values(ran).reduce((sum, names) => sum + names.length, 0);
    return { files: Object.keys(ran).length, functions, ran };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const coverage = warmCall(process.argv.includes("--esbuild"));
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(coverage));
  } else {
    console.log(`endpoint(${JSON.stringify(ROUTE)}, ${JSON.stringify(PARAMETERS)}), the 4th identical call:`);
    console.log(`${coverage.files} files of lib/, ${coverage.functions} functions ran (goal: at most 6 files)\n`);
    for (const [file, names] of Object.entries(coverage.ran)) console.log(`${file} (${names.length}): ${names.join(", ")}`);
  }
}
