import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  isRunnableScript,
  markdownFiles,
  readExamples,
  readScripts,
  runCliExample,
  runExample,
  scriptClaims,
} from "../helpers/markdown-examples";

const ROOT = join(__dirname, "../..");

for (const file of markdownFiles()) {
  describe(`${file}: examples print what the text says`, () => {
    const examples = readExamples(readFileSync(join(ROOT, file), "utf8"));

    if (file === "README.md") {
      it("has examples to check", () => {
        expect(examples.length).to.be.greaterThan(5);
      });
    }

    for (const example of examples) {
      it(`the example at ${file} line ${example.line}`, () => {
        const actual = JSON.parse(JSON.stringify(example.kind === "ts" ? runExample(example.code) : runCliExample(example.code)));
        expect(actual).to.deep.equal(example.expected);
        // Key order too: it is part of what the library returns, and what a reader sees.
        expect(JSON.stringify(actual, null, 1)).to.equal(JSON.stringify(example.expected, null, 1));
      });
    }

    // A ```ts block without an output after it runs too, unless it shows a compile error or
    // needs a file of the reader's (a generated paths type is imported as a type only): what it
    // says it prints, after each console call, is what it prints.
    for (const script of readScripts(readFileSync(join(ROOT, file), "utf8")).filter((block) => isRunnableScript(block.code))) {
      it(`the script at ${file} line ${script.line} runs and prints what its comments say`, () => {
        const printed: string[] = [];
        const claims = scriptClaims(script.code);
        const value = runExample(script.code, printed, "value" in claims);
        expect(printed).to.have.length(claims.printed.length);
        claims.printed.forEach((claim, index) => {
          if (claim.endsWith("...")) expect(printed[index].startsWith(claim.slice(0, -3).trimEnd()), printed[index]).to.equal(true);
          else expect(printed[index]).to.equal(claim);
        });
        if ("value" in claims) expect(value).to.deep.equal(claims.value);
      });
    }
  });
}

describe("every example of the README and the guides is checked", () => {
  it("the guides hold at least the 17 examples the README held before they moved there", () => {
    const count = markdownFiles()
      .filter((file) => file.startsWith("docs/"))
      .reduce((sum, file) => sum + readExamples(readFileSync(join(ROOT, file), "utf8")).length, 0);
    expect(count).to.be.at.least(17);
  });
});
