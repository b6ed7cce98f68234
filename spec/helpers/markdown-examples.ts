import { expect } from "chai";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import * as ts from "typescript";
import * as library from "../../lib";
import { runCli } from "../../lib/cli/main";
import * as octokit from "../../lib/octokit";
import * as openapi from "../../lib/openapi";

const ROOT = join(__dirname, "../..");
const PACKAGE_VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
// What an example's imports name: the package's entries.
const MODULES: Record<string, Record<string, unknown>> = {
  "request-options-builder": library,
  "request-options-builder/octokit": octokit,
  "request-options-builder/openapi": openapi,
};
// The command names an example of the command line tool starts with (`npx <name> ...`).
const CLI_NAMES = Object.keys((JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { bin: Record<string, string> }).bin);

/**
 * The examples of the README and the guides are tested: each ```ts block directly followed by a
 * ```json block is run with the library's exports in scope (those its imports name from the
 * octokit entry, from there), and the value of its last statement must equal the JSON, key order
 * included. A ```sh block of one command of the CLI followed by a ```json block is run through the
 * CLI, and what it prints must equal the JSON.
 */
export interface Example {
  kind: "ts" | "cli";
  code: string;
  expected: unknown;
  line: number;
}

export function readExamples(markdown: string): Example[] {
  const blocks: { lang: string; text: string; line: number }[] = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w+)\s*$/.exec(lines[i]);
    if (!open) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end] !== "```") end++;
    blocks.push({ lang: open[1], text: lines.slice(start, end).join("\n"), line: start });
    i = end;
  }
  const examples: Example[] = [];
  for (let i = 0; i + 1 < blocks.length; i++) {
    if (blocks[i + 1].lang !== "json") continue;
    // The README writes the package's version as <version>, so that a release changes no example.
    const expected = JSON.parse(blocks[i + 1].text.replaceAll("<version>", PACKAGE_VERSION)) as unknown;
    if (blocks[i].lang === "ts") examples.push({ kind: "ts", code: blocks[i].text, expected, line: blocks[i].line });
    if (blocks[i].lang === "sh" && isCliCommand(blocks[i].text))
      examples.push({ kind: "cli", code: blocks[i].text, expected, line: blocks[i].line });
  }
  return examples;
}

/** The ```ts blocks whose next block is no ```json (those readExamples leaves), with their lines. */
export function readScripts(markdown: string): { code: string; line: number }[] {
  const blocks: { lang: string; code: string; line: number }[] = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w+)\s*$/.exec(lines[i]);
    if (!open) continue;
    let end = i + 1;
    while (end < lines.length && lines[end] !== "```") end++;
    blocks.push({ lang: open[1], code: lines.slice(i + 1, end).join("\n"), line: i + 1 });
    i = end;
  }
  return blocks.filter((block, index) => block.lang === "ts" && blocks[index + 1]?.lang !== "json");
}

function isCliCommand(text: string): boolean {
  const lines = text.trim().split("\n");
  return lines.length === 1 && CLI_NAMES.some((name) => lines[0].startsWith(`npx ${name} `));
}

// Modules an example may import beside the package, loaded only for an example that does.
const load = createRequire(__filename);
const LOADED_ON_USE: Record<string, () => Record<string, unknown>> = {
  "reflect-metadata": () => load("reflect-metadata") as Record<string, unknown>,
  tsyringe: () => load("tsyringe") as Record<string, unknown>,
};

/** The module an example's import names, or undefined for one an example cannot run with. */
function moduleNamed(specifier: string): Record<string, unknown> | undefined {
  return MODULES[specifier] ?? LOADED_ON_USE[specifier]?.();
}

/** The names an example's imports bring in, by the entry they come from. */
function importedNames(code: string): Map<string, Record<string, unknown>> {
  const names = new Map<string, Record<string, unknown>>();
  for (const match of code.matchAll(/^import \{([^}]*)\} from "([^"]+)";$/gm)) {
    const entry = moduleNamed(match[2]);
    if (entry === undefined) continue;
    for (const part of match[1].split(",")) {
      const name = part.trim();
      if (name !== "" && !name.startsWith("type ")) names.set(name, entry);
    }
  }
  for (const match of code.matchAll(/^import "([^"]+)";$/gm)) moduleNamed(match[1]);
  return names;
}

/**
 * Whether a ```ts block without a ```json after it can run: it shows no compile error
 * (`// error: ...`) and imports values only from the package, tsyringe and reflect-metadata.
 */
export function isRunnableScript(code: string): boolean {
  if (/^\s*\/\/\s*~*\s*error:/m.test(code) || /^\/\/\s+~+/m.test(code)) return false;
  return [...code.matchAll(/^import (?!type )(?:[^;]*? from )?"([^"]+)";$/gm)].every(
    (match) => match[1] in MODULES || match[1] in LOADED_ON_USE,
  );
}

/**
 * What a script example claims it prints: the text of the `// ...` comment after each
 * `console.log(...)` or `console.error(...)` (on its line or the next), `...` at the end standing
 * for any rest; and the value its last statement claims (`...; // "test-42"`), if any.
 */
export function scriptClaims(code: string): { printed: string[]; value?: unknown } {
  const lines = code.trimEnd().split("\n");
  const printed: string[] = [];
  lines.forEach((line, index) => {
    if (!/\bconsole\.(log|error)\(/.test(line)) return;
    const inline = /;\s*\/\/\s*(.+)$/.exec(line)?.[1];
    const next = /^\s*\/\/\s*(.+)$/.exec(lines[index + 1] ?? "")?.[1];
    const claim = inline ?? next;
    if (claim !== undefined) printed.push(claim);
  });
  const last = /;\s*\/\/\s*(.+)$/.exec(lines.at(-1) ?? "")?.[1];
  let value: unknown;
  try {
    value = last === undefined || /\bconsole\./.test(lines.at(-1) ?? "") ? undefined : (JSON.parse(last) as unknown);
  } catch {
    value = undefined;
  }
  return value === undefined ? { printed } : { printed, value };
}

/** Runs an example; the lines it prints through `console.log` and `console.error` go to `printed`. */
export function runExample(code: string, printed: string[] = [], returnsLast = true): unknown {
  const imported = importedNames(code);
  const withoutImports = code.replace(/^import [^;]+;$/gm, "");
  const statements = withoutImports.trimEnd().split("\n");
  // The last statement's value is the example's result.
  let lastStart = statements.length - 1;
  while (lastStart > 0 && /^\s|^[)}\]]/.test(statements[lastStart])) lastStart--;
  if (returnsLast) statements[lastStart] = "return " + statements[lastStart];
  const js = ts.transpileModule(statements.join("\n"), {
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.None,
      experimentalDecorators: true,
      emitDecoratorMetadata: true,
    },
  }).outputText;
  const names = [...new Set([...Object.keys(library), ...imported.keys()])];
  const print = (...values: unknown[]) => printed.push(values.map(String).join(" "));
  const console = { log: print, error: print };
  return new Function("console", ...names, `"use strict";\n${js.replace(/^"use strict";\s*/, "").replace(/^export \{\};\s*$/m, "")}`)(
    console,
    ...names.map((name) => (imported.get(name) ?? (library as Record<string, unknown>))[name]),
  );
}

/** A command line's words as a POSIX shell splits them: quotes, backslashes, comments; no expansions. */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < command.length; i++) {
    const char = command[i];
    if (char === " " || char === "\t" || char === "\n") {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (char === "'") {
      const end = command.indexOf("'", i + 1);
      if (end === -1) throw new Error(`an unclosed ' in ${command}`);
      word = (word ?? "") + command.slice(i + 1, end);
      i = end;
    } else if (char === '"') {
      word ??= "";
      for (i++; command[i] !== '"'; i++) {
        if (i >= command.length) throw new Error(`an unclosed " in ${command}`);
        if (/[$`]/.test(command[i])) throw new Error(`an expansion in ${command}`);
        if (command[i] === "\\" && /["\\$`]/.test(command[i + 1] ?? "")) i++;
        word += command[i];
      }
    } else if (char === "\\") {
      word = (word ?? "") + (command[++i] ?? "");
    } else if (char === "#" && word === undefined) {
      break;
    } else if (/[$`*?[\]|&;<>()]/.test(char)) {
      // Unquoted, these are the shell's (zsh refuses an unmatched [ or * outright): an example quotes them.
      throw new Error(`a character the shell would read (${char}) in ${command}`);
    } else {
      word = (word ?? "") + char;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** What the CLI prints for a command line as a shell splits it. */
export function runCliExample(command: string): unknown {
  const words = shellWords(command.trim());
  expect(words[0]).to.equal("npx");
  let stdout = "";
  let stderr = "";
  const code = runCli(
    words.slice(2),
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
    { readStdin: () => undefined },
  );
  expect({ code, stderr }).to.deep.equal({ code: 0, stderr: "" });
  return JSON.parse(stdout);
}

/** The README and the guides in docs/, as paths from the project's root. */
export function markdownFiles(): string[] {
  const guides = readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `docs/${name}`);
  return ["README.md", ...guides];
}
