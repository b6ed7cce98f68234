import { expect } from "chai";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import * as ts from "typescript";
import * as library from "../../lib";
import * as octokit from "../../lib/octokit";
import * as openapi from "../../lib/openapi";

// Every `@example` in the TSDoc of lib/ is run, statement by statement, with the library's
// exports in scope, and every `// => ...` after a statement is checked against what the
// statement gives: the examples are what the docs site and an editor's hover show a user.
//
// What a claim may write in place of a value: `{...}` for any object, `...` inside a string
// for any text there, `<version>` for the package's version. A claim that is no JavaScript
// (toCurl's command) is compared as text, `...` standing for any text. A statement followed by
// `// error: ...` shows a compile error and is not run; nor is one that awaits (fetch).

const ROOT = join(__dirname, "../..");
const LIB = join(ROOT, "lib");
const VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
const MODULES: Record<string, unknown> = {
  "request-options-builder": library,
  "request-options-builder/octokit": octokit,
  "request-options-builder/openapi": openapi,
};

interface TsdocExample {
  file: string;
  line: number;
  code: string;
}

interface Claim {
  line: number;
  /** `=>` for a value, `throws` for an error. */
  kind: "=>" | "throws";
  expected: string;
}

// What a claimed statement did: the value it gave, or the error it threw.
type Outcome = { threw: false; value: unknown } | { threw: true; error: unknown };

function libraryFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return libraryFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** The ```ts blocks after `@example` tags in a file's doc comments, without their ` * ` margins. */
export function tsdocExamples(file: string, text: string): TsdocExample[] {
  const examples: TsdocExample[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*\*\s*@example\b/.test(lines[i])) continue;
    let start = i + 1;
    while (start < lines.length && !/^\s*\*\s*```ts\s*$/.test(lines[start])) start++;
    let end = start + 1;
    while (end < lines.length && !/^\s*\*\s*```\s*$/.test(lines[end])) end++;
    const code = lines
      .slice(start + 1, end)
      .map((line) => line.replace(/^\s*\* ?/, ""))
      .join("\n");
    examples.push({ file: relative(ROOT, file), line: start + 2, code });
    i = end;
  }
  return examples;
}

// The claims between one statement's end and the next one's start: `// => value`, continued by
// the comment lines after it; whether that text shows a compile error instead.
function claimsAfter(text: string): { claim: Omit<Claim, "line"> | undefined; error: boolean } {
  const comments = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("//"))
    .map((line) => line.slice(2).trim());
  const error = comments.some((comment) => comment.startsWith("error:"));
  const start = comments.findIndex((comment) => comment.startsWith("=>") || comment.startsWith("throws "));
  if (start === -1) return { claim: undefined, error };
  const kind = comments[start].startsWith("=>") ? "=>" : "throws";
  const expected = [comments[start].slice(kind.length).trim(), ...comments.slice(start + 1)].join(" ");
  return { claim: { kind, expected }, error };
}

/** The example as one function body: each statement with a claim records its value for the claim. */
export function instrument(code: string): { body: string; claims: Claim[] } {
  const source = ts.createSourceFile("example.ts", code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const claims: Claim[] = [];
  let out = "";
  source.statements.forEach((statement, index) => {
    const next = source.statements[index + 1];
    const after = code.slice(statement.end, next === undefined ? code.length : next.getStart(source));
    const { claim, error } = claimsAfter(after);
    const text = statement.getText(source);
    if (error || /\bawait\b/.test(text)) return;
    const line = source.getLineAndCharacterOfPosition(statement.getStart(source)).line;
    if (claim !== undefined && ts.isExpressionStatement(statement)) {
      claims.push({ line, ...claim });
      out += `__claimed.push(__outcome(() => (${statement.expression.getText(source)})));\n`;
    } else {
      if (claim !== undefined) throw new Error(`line ${line + 1}: a claim after a statement that gives no value`);
      out += text + "\n";
    }
  });
  const js = ts.transpileModule(out, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS } }).outputText;
  return { body: js, claims };
}

function outcome(statement: () => unknown): Outcome {
  try {
    return { threw: false, value: statement() };
  } catch (error) {
    return { threw: true, error };
  }
}

function runExample(code: string): { values: Outcome[]; claims: Claim[] } {
  const { body, claims } = instrument(code);
  const values: Outcome[] = [];
  const names = Object.keys(library);
  const require = (specifier: string): unknown => {
    if (!(specifier in MODULES)) throw new Error(`an example imports ${specifier}, which this spec does not know`);
    return MODULES[specifier];
  };
  const exports = {};
  new Function("__claimed", "__outcome", "require", "exports", ...names, body)(
    values,
    outcome,
    require,
    exports,
    ...names.map((name) => (library as Record<string, unknown>)[name]),
  );
  return { values, claims };
}

const ANY = Symbol("any object");

// The claim as a value to compare with, or undefined when it is no JavaScript (then it is text).
function expectedValue(claim: string): { value: unknown } | undefined {
  const source = claim.replaceAll("<version>", VERSION).replace(/\{\s*\.\.\.\s*\}/g, "__ANY");
  try {
    return { value: new Function("__ANY", "USER_AGENT", `"use strict"; return (${source});`)(ANY, library.USER_AGENT) };
  } catch {
    return undefined;
  }
}

// Whether text matches a pattern in which each "..." stands for any text.
function matchesText(actual: string, pattern: string): boolean {
  const pieces = pattern.split("...");
  if (!actual.startsWith(pieces[0])) return false;
  let at = pieces[0].length;
  for (let i = 1; i < pieces.length; i++) {
    const found =
      i === pieces.length - 1 ? (actual.endsWith(pieces[i]) ? actual.length - pieces[i].length : -1) : actual.indexOf(pieces[i], at);
    if (found < at) return false;
    at = found + pieces[i].length;
  }
  return true;
}

// Deep equality, own keys in the same order, with `{...}` and "..." as above.
function matches(actual: unknown, expected: unknown): boolean {
  if (expected === ANY) return actual !== null && typeof actual === "object";
  if (typeof expected === "string")
    return typeof actual === "string" && (expected.includes("...") ? matchesText(actual, expected) : actual === expected);
  if (expected === null || typeof expected !== "object") return Object.is(actual, expected);
  if (actual === null || typeof actual !== "object" || Array.isArray(actual) !== Array.isArray(expected)) return false;
  const actualKeys = Object.keys(actual);
  const expectedKeys = Object.keys(expected);
  if (actualKeys.join("\u0000") !== expectedKeys.join("\u0000")) return false;
  return expectedKeys.every((key) => matches((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key]));
}

const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim();

// `Class, code "CODE": message` (the code optional): the error is that class of the library's, with them.
function checkThrown(error: unknown, claim: string, where: string): void {
  const parsed = /^(\w+)(?:, code "([A-Z_]+)")?: (.*)$/.exec(claim);
  expect(parsed, `${where}: a throws claim reads "Class, code "CODE": message"`).to.not.equal(null);
  const [, className, code, message] = parsed as RegExpExecArray;
  const errorClass = (library as Record<string, unknown>)[className];
  expect(errorClass, `${where}: ${className} is no export of the library`).to.be.a("function");
  expect(error, where).to.be.an.instanceOf(errorClass as new () => Error);
  if (code !== undefined) expect((error as { code: string }).code, where).to.equal(code);
  expect(matchesText((error as Error).message, message), `${where}: ${(error as Error).message}`).to.equal(true);
}

describe("TSDoc examples run and give what their comments say", () => {
  const examples = libraryFiles(LIB).flatMap((file) => tsdocExamples(file, readFileSync(file, "utf8")));

  it("finds the examples, and the claims in them", () => {
    expect(examples.length).to.be.greaterThan(40);
    const claims = examples.reduce((count, example) => count + instrument(example.code).claims.length, 0);
    expect(claims).to.be.greaterThan(30);
  });

  for (const example of examples) {
    it(`the example at ${example.file}:${example.line}`, () => {
      const { values, claims } = runExample(example.code);
      claims.forEach((claim, index) => {
        const where = `${example.file}:${example.line + claim.line}`;
        const result = values[index];
        if (claim.kind === "throws") {
          expect(result.threw, `${where}: the statement gave a value`).to.equal(true);
          checkThrown((result as { error: unknown }).error, claim.expected, where);
          return;
        }
        if (result.threw) throw result.error;
        const actual = result.value;
        const expected = expectedValue(claim.expected);
        if (expected !== undefined) {
          expect(matches(actual, expected.value), `${where}: ${JSON.stringify(actual)} against ${claim.expected}`).to.equal(true);
        } else {
          expect(typeof actual, `${where}: a text claim needs a string`).to.equal("string");
          expect(matchesText(oneLine(actual as string), oneLine(claim.expected)), `${where}: ${actual as string}`).to.equal(true);
        }
      });
    });
  }

  it("fails a claim that the example does not give", () => {
    const { values, claims } = runExample(
      'endpoint("GET /users/{username}", { username: "octocat" }).url; // => "https://api.github.com/users/mona"',
    );
    expect(claims).to.have.length(1);
    expect(matches((values[0] as { value: unknown }).value, (expectedValue(claims[0].expected) as { value: unknown }).value)).to.equal(
      false,
    );
    const thrown = runExample('endpoint("CONNECT /x"); // throws InvalidUrlError: Unsupported HTTP method "CONNECT"...');
    expect(() => checkThrown((thrown.values[0] as { error: unknown }).error, thrown.claims[0].expected, "here")).to.throw();
    expect(matches({ a: 1, b: 2 }, { b: 2, a: 1 })).to.equal(false);
    expect(matchesText("curl -X 'GET' --url 'x'", "curl -X 'POST' ...")).to.equal(false);
  });
});
