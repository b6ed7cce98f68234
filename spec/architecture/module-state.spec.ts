import { expect } from "chai";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

// No module-level mutable state in lib/: a cache or a scratch buffer belongs to an instance (a
// pipeline, an expander, a compiled template) and counts in its bound, or it is a local. Read
// statically: a top-level `let` or `var`, or a top-level `const` made from an object or array
// literal, a collection or a typed array, unless frozen (`Object.freeze`, `as const`) or typed
// read-only (`readonly ...[]`, `ReadonlySet`, `ReadonlyMap`, `Readonly<...>`).
const LIB = join(__dirname, "../../lib");

// What stays, each with why ("file: name").
const ALLOWED: Record<string, string> = {
  // Lazy loaders of an optional package: the module's own import, made once; no request state.
  "di/load-tsyringe.ts: loaded": "the lazily loaded tsyringe module",
  // Facts about an object, held as long as it lives (frozen objects take no field of their own).
  "core/contracts/built-safe.ts: builtSafe": "which strategies the package built",
  "core/contracts/built-safe.ts: directRoutings": "the routing rules of a built-safe router",
  "core/request-pipeline.ts: checkedDefaults": "defaults objects already checked",
  "core/request-pipeline.ts: checkedHeaders": "headers objects already checked",
  "core/request-pipeline.ts: boundOrigins": "the origins a defaults object's chain of baseUrls named",
  "core/merge/merge-options.ts: parameterKeys": "the parameter keys of a defaults object",
  "core/util/plain-data.ts: workingCopies": "the unfrozen twin of frozen defaults",
  "facade/bind-endpoint.ts: cores": "what a bound endpoint function is bound to",
  // The process-wide bound: which caches hold entries, and how many bytes in all.
  "core/util/lru-cache.ts: inProcess": "the caches of the process and their bytes",
  // Never written.
  "adapters/wire-request.ts: EMPTY_BODY": "an empty body: no byte to write",
  "cli/main.ts: SLEEPER": "the cell Atomics.wait sleeps on",
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(m?ts|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const TOP_LEVEL_VARIABLE = /^(?:export\s+)?(?:let|var)\s+([A-Za-z_$][\w$]*)/gm;
const TOP_LEVEL_CONST = /^(?:export\s+)?const\s+([A-Za-z_$][\w$]*)\s*(:[^=]+)?=\s*(?:\/\*\s*@__PURE__\s*\*\/\s*)?(.*)$/gm;
const TYPED_ARRAY = String.raw`(?:Big)?(?:Int|Uint|Float)(?:8|16|32|64)(?:Clamped)?Array`;
const MUTABLE_VALUE = new RegExp(
  String.raw`^(?:\{|\[|Array\.(?:from|of)\(|new\s+(?:Map|Set|WeakMap|WeakSet|Array|ArrayBuffer|SharedArrayBuffer|${TYPED_ARRAY})\b)`,
);
const READ_ONLY_TYPE = /^:\s*(?:readonly\s|Readonly(?:Set|Map|Array)?\b|ReadonlyArray\b)/;

// The module-level state a source holds, as "name" (let/var) or "name" (a mutable const).
function moduleState(source: string): string[] {
  const found = [...source.matchAll(TOP_LEVEL_VARIABLE)].map((match) => match[1]);
  for (const [line, name, type, value] of source.matchAll(TOP_LEVEL_CONST)) {
    if (!MUTABLE_VALUE.test(value) || (type !== undefined && READ_ONLY_TYPE.test(type))) continue;
    // `as const` or a freeze may close the statement a few lines down.
    const statement = source.slice(source.indexOf(line)).split(/;\s*$/m)[0];
    if (/\bas const\b/.test(statement)) continue;
    found.push(name);
  }
  return found;
}

describe("architecture: no module-level mutable state in lib/", () => {
  it("reads what it should", () => {
    expect(moduleState("let a = 1;\nexport var b;\nfunction f() {\n  let c = 2;\n}\n")).to.deep.equal(["a", "b"]);
    expect(moduleState("const A = { x: 1 };\nconst B = new Map();\nconst C = new Uint8Array(4);\nconst D: string[] = [];\n")).to.deep.equal(
      ["A", "B", "C", "D"],
    );
    const frozen = "const A = Object.freeze({});\nconst B: ReadonlySet<string> = new Set();\nconst C: readonly number[] = [1];\n";
    expect(moduleState(frozen + "const D = [1] as const;\nconst E = 1;\n")).to.deep.equal([]);
  });

  it("every top-level let, var or mutable const is gone, or allowed with its reason", () => {
    const found = sourceFiles(LIB).flatMap((file) =>
      moduleState(readFileSync(file, "utf8")).map((name) => `${relative(LIB, file)}: ${name}`),
    );
    expect(found.filter((entry) => !(entry in ALLOWED))).to.deep.equal([]);
    // An allowance whose state is gone goes too.
    expect(Object.keys(ALLOWED).filter((entry) => !found.includes(entry))).to.deep.equal([]);
  });
});
