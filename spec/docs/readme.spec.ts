import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as ts from "typescript";
import * as library from "../../lib";

const PACKAGE_VERSION = (JSON.parse(readFileSync(join(__dirname, "../../package.json"), "utf8")) as { version: string }).version;

/**
 * README examples are tested: each ```ts block directly followed by a ```json block is run with
 * the library's exports in scope, and the value of its last statement must equal the JSON, key order included.
 */
interface Example {
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
    if (blocks[i].lang === "ts" && blocks[i + 1].lang === "json") {
      // The README writes the package's version as <version>, so that a release changes no example.
      const expected = blocks[i + 1].text.replaceAll("<version>", PACKAGE_VERSION);
      examples.push({ code: blocks[i].text, expected: JSON.parse(expected), line: blocks[i].line });
    }
  }
  return examples;
}

export function runExample(code: string): unknown {
  const withoutImports = code.replace(/^import [^;]+;$/gm, "");
  const statements = withoutImports.trimEnd().split("\n");
  // The last statement's value is the example's result.
  let lastStart = statements.length - 1;
  while (lastStart > 0 && /^\s|^[)}\]]/.test(statements[lastStart])) lastStart--;
  statements[lastStart] = "return " + statements[lastStart];
  const js = ts.transpileModule(statements.join("\n"), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.None },
  }).outputText;
  const names = Object.keys(library);
  return new Function(...names, `"use strict";\n${js.replace(/^"use strict";\s*/, "").replace(/^export \{\};\s*$/m, "")}`)(
    ...names.map((name) => (library as Record<string, unknown>)[name]),
  );
}

describe("README examples print what the README says", () => {
  const readme = readFileSync(join(__dirname, "../../README.md"), "utf8");
  const examples = readExamples(readme);

  it("has examples to check", () => {
    expect(examples.length).to.be.greaterThan(5);
  });

  for (const example of examples) {
    it(`the example at README.md line ${example.line}`, () => {
      const actual = JSON.parse(JSON.stringify(runExample(example.code)));
      expect(actual).to.deep.equal(example.expected);
      // Key order too: it is part of what the library returns, and what a reader sees.
      expect(JSON.stringify(actual, null, 1)).to.equal(JSON.stringify(example.expected, null, 1));
    });
  }
});
