import { expect } from "chai";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative, sep } from "node:path";

// The layers of lib/, lowest first: a folder imports only from lower layers. At the edge, the CLI
// uses the public API alone (lib/index.ts, whose errors it may name); the adapters, which check
// what they are given with the core's own checks (one implementation of each rule), the DI
// integration and the octokit entry may also use the layers below them.
const LAYERS: Record<string, number> = {
  errors: 0,
  generated: 0,
  core: 1,
  strategies: 2,
  facade: 3,
  builder: 4,
  adapters: 5,
  cli: 5,
  di: 5,
  octokit: 5,
  openapi: 5,
};
const PUBLIC_API_ONLY = new Set(["cli"]);
const PUBLIC_API = new Set(["index", "errors", "generated", "openapi"]);
const LIB = join(__dirname, "../../lib");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(m?ts|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

// The top folder of lib/ a path is in ("index" for lib/index.ts).
function folderOf(path: string): string {
  return relative(LIB, path)
    .split(sep)[0]
    .replace(/\.(m?ts|mjs)$/, "");
}

// The relative specifiers a file imports: static imports and re-exports (`from "..."`), imports
// for their effects alone (`import "..."`), dynamic imports and require() calls.
const RELATIVE_IMPORT = /\bfrom\s+"(\.[^"]+)"|\bimport\s+"(\.[^"]+)"|\bimport\s*\(\s*"(\.[^"]+)"\s*\)|\brequire\s*\(\s*"(\.[^"]+)"\s*\)/g;

function importsOf(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(RELATIVE_IMPORT)].map(
    (match) => match.slice(1).find((group) => group !== undefined) as string,
  );
}

describe("architecture: lib/ is layered, one way", () => {
  const files = sourceFiles(LIB).filter((file) => folderOf(file) !== "index");

  it("reads every kind of source file and import", () => {
    expect(files.some((file) => file.endsWith(".mjs"))).to.equal(true);
    expect(importsOf(join(LIB, "octokit/register.mjs"))).to.include("./octokit-hooks.mjs");
  });

  it("every folder of lib/ has a layer", () => {
    for (const file of files) expect(LAYERS, file).to.have.property(folderOf(file));
  });

  it("no folder imports from a folder above it, and no two folders import each other", () => {
    const wrong: string[] = [];
    for (const file of files) {
      const from = folderOf(file);
      for (const specifier of importsOf(file)) {
        const to = folderOf(normalize(join(dirname(file), specifier)));
        if (to === from) continue;
        const allowed = PUBLIC_API_ONLY.has(from)
          ? PUBLIC_API.has(to)
          : LAYERS[from] === 5
            ? to === "index" || LAYERS[to] < 5
            : to !== "index" && LAYERS[to] < LAYERS[from];
        if (!allowed) wrong.push(`${relative(LIB, file)} imports ${specifier} (${from} -> ${to})`);
      }
    }
    expect(wrong).to.deep.equal([]);
  });
});

// The file a relative specifier names: as written, or the TypeScript source of its `.js`/`.mjs`.
function resolveImport(file: string, specifier: string): string | undefined {
  const path = normalize(join(dirname(file), specifier));
  const candidates = [path, path.replace(/\.m?js$/, ".ts"), path.replace(/\.mjs$/, ".mts"), `${path}.ts`, join(path, "index.ts")];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

// Every circle of the graph, each as the files along it (a depth-first walk; the graph is small).
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): void => {
    const at = path.indexOf(file);
    if (at >= 0) return void circles.push([...path.slice(at), file]);
    if (done.has(file)) return;
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return circles;
}

describe("architecture: no import circle in lib/", () => {
  const graph = new Map(
    sourceFiles(LIB).map((file) => [file, importsOf(file).flatMap((specifier) => resolveImport(file, specifier) ?? [])]),
  );

  it("finds a circle, type-only imports included", () => {
    const toy = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(importCircles(toy)).to.deep.equal([["a", "b", "c", "a"]]);
    expect(importsOf(join(LIB, "core/build/extensions.ts")).length).to.be.greaterThan(0);
    expect(resolveImport(join(LIB, "core/plan/route.ts"), "../options/types")).to.equal(join(LIB, "core/options/types.ts"));
  });

  it("no module reaches itself through its imports, `import type` counted", () => {
    const circles = importCircles(graph).map((circle) => circle.map((file) => relative(LIB, file)).join(" -> "));
    expect(circles).to.deep.equal([]);
  });
});

// The stages of lib/core/, in the order a call passes them, lowest first: a stage imports only
// from the stages before it; request-pipeline.ts, at the top, runs them.
const CORE_STAGES: Record<string, number> = {
  util: 0,
  url: 1,
  options: 2,
  contracts: 3,
  plan: 4,
  merge: 5,
  build: 6,
  ".": 7,
};
const CORE = join(LIB, "core");

describe("architecture: lib/core/ is its stages, one way", () => {
  const files = sourceFiles(CORE);
  const stageOf = (file: string): string => {
    const parts = relative(CORE, file).split(sep);
    return parts.length === 1 ? "." : parts[0];
  };

  it("every file of lib/core/ is in a stage, and every stage holds files", () => {
    for (const file of files) expect(CORE_STAGES, relative(LIB, file)).to.have.property(stageOf(file));
    expect([...new Set(files.map(stageOf))].sort()).to.deep.equal(Object.keys(CORE_STAGES).sort());
  });

  it("no stage imports from a later one", () => {
    const wrong: string[] = [];
    for (const file of files) {
      const from = stageOf(file);
      for (const specifier of importsOf(file)) {
        const target = normalize(join(dirname(file), specifier));
        if (relative(CORE, target).startsWith("..")) continue;
        const to = stageOf(target);
        if (CORE_STAGES[to] > CORE_STAGES[from]) wrong.push(`${relative(LIB, file)} imports ${specifier} (${from} -> ${to})`);
      }
    }
    expect(wrong).to.deep.equal([]);
  });
});
