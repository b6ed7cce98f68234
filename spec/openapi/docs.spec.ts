import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as ts from "typescript";
import { toCurl, toFetch } from "../../lib";
import { createEndpoint, createEndpointFromTable } from "../../lib/openapi";

// docs/openapi.md's example, run with the entries' exports in scope: its last statement's value is the JSON block after it.
describe("docs/openapi.md: the example prints what the page says", () => {
  const page = readFileSync(join(__dirname, "../../docs/openapi.md"), "utf8");
  const blocks = [...page.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map(([, lang, text]) => ({ lang, text }));

  it("runs the ts block that a json block follows", () => {
    const at = blocks.findIndex((block, i) => block.lang === "ts" && blocks[i + 1]?.lang === "json");
    expect(at).to.be.greaterThan(-1);
    const code = blocks[at].text.replace(/^import [^;]+;$/gm, "").trimEnd();
    const lastStart = code.lastIndexOf("\n[");
    const js = ts.transpileModule(`${code.slice(0, lastStart)}\nreturn ${code.slice(lastStart + 1)}`, {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.None },
    }).outputText;
    const run = new Function("createEndpoint", "createEndpointFromTable", "toFetch", "toCurl", js);
    expect(run(createEndpoint, createEndpointFromTable, toFetch, toCurl)).to.deep.equal(JSON.parse(blocks[at + 1].text));
  });

  it("names the command the CLI runs", () => {
    expect(page).to.include("npx rob openapi compile petstore.json > routes.mjs");
  });
});
