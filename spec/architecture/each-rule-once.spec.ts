import { expect } from "chai";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

// Rules a static reading can hold to one place: the text of lib/'s string literals (string and
// template literals, in code and in types; comments are not read), file by file.
const LIB = join(__dirname, "../../lib");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(m?ts|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

interface Reading {
  /** The text of every string and template literal. */
  readonly literals: string[];
  /** Every search of a text for one literal character, as `indexOf("?")`. */
  readonly searches: string[];
}

const SEARCHES = new Set(["indexOf", "lastIndexOf", "includes"]);

function read(file: string): Reading {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const reading: Reading = { literals: [], searches: [] };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) reading.literals.push(node.text);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && SEARCHES.has(node.expression.name.text)) {
      const [first] = node.arguments;
      if (first !== undefined && ts.isStringLiteralLike(first)) reading.searches.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reading;
}

const READINGS = new Map(sourceFiles(LIB).map((file) => [relative(LIB, file).split("\\").join("/"), read(file)]));
const LITERALS = new Map([...READINGS].map(([file, reading]) => [file, reading.literals]));

// The files whose literals hold `pattern`, with how many literals do.
function filesHolding(pattern: RegExp): Record<string, number> {
  const found: Record<string, number> = {};
  for (const [file, texts] of LITERALS) {
    const count = texts.filter((text) => pattern.test(text)).length;
    if (count > 0) found[file] = count;
  }
  return found;
}

const VERBS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];

describe("architecture: each rule once", () => {
  it("reads the literals of code and types", () => {
    expect(LITERALS.get("core/url/url.ts")).to.include.members(["//", "?"]);
    expect(LITERALS.size).to.be.greaterThan(50);
  });

  it("lists the verbs in one table, core/options/http-method.ts: no other file names three of them", () => {
    const tables: Record<string, string[]> = {};
    for (const [file, texts] of LITERALS) {
      if (file === "core/options/http-method.ts") continue;
      // A literal that is a verb (any letter case, as a type union or a set writes it), or text
      // that names verbs in capitals (a list in a message).
      const named = VERBS.filter((verb) =>
        texts.some((text) => text.toUpperCase() === verb || new RegExp(`\\b${verb}\\b`).test(text.length > verb.length ? text : "")),
      );
      if (named.length >= 3) tables[file] = named;
    }
    expect(tables).to.deep.equal({});
  });

  it("writes each message once: the request option's rule, a lone surrogate", () => {
    expect(filesHolding(/request option must be/)).to.deep.equal({ "core/merge/merge-options.ts": 1 });
    expect(filesHolding(/lone surrogate/)).to.deep.equal({ "strategies/rfc6570/encode.ts": 1 });
  });

  it("looks for the ? or # that ends a path only in the URL module, core/url/url.ts", () => {
    // A search for both characters is the rule; one alone is another (where a fragment starts).
    const searching = [...READINGS].filter(([, { searches }]) => searches.includes("?") && searches.includes("#"));
    expect(searching.map(([file]) => file)).to.deep.equal(["core/url/url.ts"]);
  });
});
