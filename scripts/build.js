// `npm run build`: the package's dist/.
// - dist/index.cjs: lib/ bundled into one file (esbuild), for `require`. One file loads several
//   times faster than forty. Dependencies stay external.
// - dist/index.node.mjs: Node's `import` (the "node" condition): the same bundle, exported by
//   name. Whichever of the two files loads first registers the library for the other (see
//   defineLibrary), so Node holds one copy of every class (tsyringe tokens and `instanceof
//   EndpointError` agree). Not an `import` of the CommonJS file: that makes Node start its
//   export-name lexer, about 50 ms of start-up.
//   Bundlers never come here: the "module" condition, which they honour and Node ignores, sends
//   them to dist/esm/.
// - dist/esm/: every lib/ module as its own ES module, for bundlers and browsers: with
//   "sideEffects" false, a bundle keeps only the modules it uses, so an application that never
//   makes a container ships no tsyringe (which npm installs with the package, a peer dependency).
//   A file `x.esm.ts` stands in for `x.ts` there (static imports where CommonJS loads lazily).
//   Their imports of dependencies name the package's own aliases for them instead
//   ("#uri-templates", "#tsyringe", from package.json "imports"; see dependencyAliases).
// - dist/octokit.*, dist/openapi.*: the octokit and OpenAPI entries over the main entry's file of the same format.
// - dist/cli.cjs: the command line tool, over dist/index.cjs.
// - dist/types/: declarations by tsc; the .d.cts and .d.mts files point at them.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { execFileSync } = require("node:child_process");
const esbuild = require("esbuild");

const root = path.join(__dirname, "..");
const lib = path.join(root, "lib");
const dist = path.join(root, "dist");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
// keepNames: a bundled class that refers to itself would otherwise be named "_Name" (as esbuild writes it).
const common = {
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  external,
  keepNames: true,
  logLevel: "warning",
  legalComments: "none",
};

// An import of the main entry ("../index" from lib/octokit, lib/openapi or lib/cli) stays external, as `file`.
const mainEntry = (file) => ({
  name: "main-entry",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/index$/ }, () => ({ path: `./${file}`, external: true }));
  },
});

async function main() {
  fs.rmSync(dist, { recursive: true, force: true });
  execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json"], { cwd: root, stdio: "inherit" });

  // The bundle as an ES module whose closing export becomes a plain object (see libraryCode).
  const bundle = await esbuild.build({ ...common, format: "esm", entryPoints: [path.join(lib, "index.ts")], write: false });
  const { code, names } = libraryCode(bundle.outputFiles[0].text);
  write("index.cjs", commonJsEntry(code));
  write("index.node.mjs", nodeImportEntry(code, names));
  writeModules();

  const octokit = path.join(lib, "octokit/index.ts");
  await esbuild.build({ ...common, entryPoints: [octokit], outfile: path.join(dist, "octokit.cjs"), plugins: [mainEntry("index.cjs")] });
  await esbuild.build({
    ...common,
    format: "esm",
    entryPoints: [octokit],
    outfile: path.join(dist, "octokit.mjs"),
    plugins: [mainEntry("index.node.mjs")],
  });
  const openapi = path.join(lib, "openapi/index.ts");
  await esbuild.build({ ...common, entryPoints: [openapi], outfile: path.join(dist, "openapi.cjs"), plugins: [mainEntry("index.cjs")] });
  await esbuild.build({
    ...common,
    format: "esm",
    entryPoints: [openapi],
    outfile: path.join(dist, "openapi.mjs"),
    plugins: [mainEntry("index.node.mjs")],
  });
  for (const [source, target] of [
    ["register.mjs", "octokit-register.mjs"],
    ["register.d.mts", "octokit-register.d.mts"],
    ["hooks.mjs", "octokit-hooks.mjs"],
  ]) {
    fs.copyFileSync(path.join(lib, "octokit", source), path.join(dist, target));
  }

  const cli = path.join(lib, "cli/main.ts");
  await esbuild.build({
    ...common,
    entryPoints: [cli],
    outfile: path.join(dist, "cli.cjs"),
    banner: { js: "#!/usr/bin/env node" },
    plugins: [mainEntry("index.cjs")],
  });
  fs.chmodSync(path.join(dist, "cli.cjs"), 0o755);

  for (const [entry, types] of [
    ["index", "index.js"],
    ["octokit", "octokit/index.js"],
    ["openapi", "openapi/index.js"],
  ]) {
    write(`${entry}.d.cts`, `export * from "./types/${types}";\n`);
    write(`${entry}.d.mts`, `export * from "./types/${types}";\n`);
  }
  const mainSize = fs.statSync(path.join(dist, "index.cjs")).size;
  console.log(`dist/: index.cjs (${mainSize} bytes, ${names.length} exports), esm/, octokit, openapi, cli, types/`);
}

// The library's bundle, run once per process: the first of dist/index.cjs and
// dist/index.node.mjs to load runs it and registers its exports under a global symbol named for
// this version; the other finds them there. So Node holds one copy of every class whichever way
// the package is loaded, and Node's import does not start the CommonJS loader (about 5 ms of an
// ES module process's start-up) unless a dependency is loaded (tsyringe, uri-templates: lazily).
const REGISTRY = `Symbol.for(${JSON.stringify(`${pkg.name}@${pkg.version}`)})`;

// The ES module bundle's closing `export { a, b as c }` made an object of the exports, so that the
// bundle can run inside a function. Not esbuild's CommonJS form: its exports are getters, copied
// once more into module.exports, which costs start-up (about 0.4 ms of require + call, 0.5 ms of
// import + call, medians of 41 fresh processes). The bundle's lazy require() calls reach the
// function's `require` parameter.
function libraryCode(bundle) {
  const match = /\nexport \{([^}]*)\};\s*$/.exec(bundle);
  if (match === null) throw new Error("The bundle does not end with its export list.");
  const entries = match[1]
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [local, exported = local] = entry.split(/\s+as\s+/);
      return { local, exported };
    });
  const exportsObject = entries.map(({ local, exported }) => (local === exported ? local : `${exported}: ${local}`)).join(",\n  ");
  return {
    code: bundle.slice(0, match.index) + `\nconst exports = {\n  ${exportsObject},\n};\n`,
    names: entries.map(({ exported }) => exported).sort(),
  };
}

// Parenthesised, so V8 compiles the function as it reads it: it runs at once, and a function
// declaration would be read twice (skimmed with the file, then parsed in full when called). That
// saves about 0.6 ms of import + call and 0.5 ms of require + call (medians of 41 fresh
// processes); the second entry of a process that loads both compiles it for nothing.
function defineLibrary(code) {
  return (
    "const defineLibrary = (function (require) {\n" +
    code +
    `Object.defineProperty(globalThis, ${REGISTRY}, { value: exports });\n` +
    "return exports;\n" +
    "});\n\n"
  );
}

function commonJsEntry(code) {
  return (
    '"use strict";\n// The library (defined below, run at the end), or the copy dist/index.node.mjs already registered\n' +
    "// (see scripts/build.js).\n" +
    defineLibrary(code) +
    `module.exports = globalThis[${REGISTRY}] ?? defineLibrary(require);\n`
  );
}

function nodeImportEntry(code, names) {
  return (
    "// Node's import: the library (defined below, run at the end), or the copy dist/index.cjs already\n" +
    "// registered (see scripts/build.js). Its dependencies are required when first used; node:module\n" +
    "// is not imported up front, since that alone costs an ES module process a few milliseconds.\n" +
    'const requireDependency = (id) => process.getBuiltinModule("node:module").createRequire(import.meta.url)(id);\n\n' +
    defineLibrary(code) +
    `const library = globalThis[${REGISTRY}] ?? defineLibrary(requireDependency);\n\n` +
    `export const {\n${names.map((name) => `  ${name},`).join("\n")}\n} = library;\n`
  );
}

// lib/**/*.ts as dist/esm/**/*.mjs, relative imports pointing at the .mjs files.
function writeModules() {
  for (const file of sourceFiles(lib)) {
    const relative = path.relative(lib, file);
    if (relative.endsWith(".d.ts") || relative.endsWith(".esm.ts") || relative.startsWith("cli")) continue;
    const twin = file.replace(/\.ts$/, ".esm.ts");
    const source = fs.readFileSync(fs.existsSync(twin) ? twin : file, "utf8");
    const { code } = esbuild.transformSync(source, { loader: "ts", format: "esm", target: "es2022", sourcefile: relative });
    const target = path.join(dist, "esm", relative.replace(/\.ts$/, ".mjs"));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, withMjsSpecifiers(code, path.dirname(file)));
  }
}

// A dependency that declares no "exports" (uri-templates, tsyringe) is found through its "main" or
// "module" field, which esbuild's neutral platform does not read (its main fields are empty): an
// import of it by name fails there, even from a module the bundle then drops (a bundler resolves
// every import first). So dist/esm/ imports each dependency through package.json "imports", which
// names a file. The peers' aliases name them by name under the "node" condition and otherwise the
// file their "module" field names (what the application's own import of them resolves to), so
// that a bundle holds one copy: the application's.
const dependencyAliases = new Map(Object.keys(pkg.imports ?? {}).map((alias) => [alias.slice(1), alias]));

function withMjsSpecifiers(code, directory) {
  return code.replace(/(\bfrom\s*|\bimport\s*)"([^"]*)"/g, (whole, keyword, specifier) => {
    if (dependencyAliases.has(specifier)) return `${keyword}"${dependencyAliases.get(specifier)}"`;
    if (!specifier.startsWith("./") && !specifier.startsWith("../")) return whole;
    const resolved = path.join(directory, specifier);
    if (fs.existsSync(`${resolved}.ts`)) return `${keyword}"${specifier}.mjs"`;
    if (fs.existsSync(path.join(resolved, "index.ts"))) return `${keyword}"${specifier}/index.mjs"`;
    throw new Error(`cannot resolve ${specifier} from ${directory}`);
  });
}

function sourceFiles(directory) {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

function write(name, text) {
  fs.writeFileSync(path.join(dist, name), text);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
