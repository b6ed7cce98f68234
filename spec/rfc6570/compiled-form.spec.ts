import { expect } from "chai";
import { compileTemplate, expressionNamePosition, isExpression } from "../../lib/strategies/rfc6570/compile-template";
import type { CompiledTemplate } from "../../lib/strategies/rfc6570/compile-template";
import { EXPRESSION, explodesByCode, OPERATOR_LIST, operatorOfCode } from "../../lib/strategies/rfc6570/operators";
import { Rfc6570TemplateExpander } from "../../lib/strategies/rfc6570-template-expander";

// A compiled template's parts and their codes, from its program (each part followed by its code).
const partsOf = (compiled: CompiledTemplate): unknown[] => compiled.program.filter((_, i) => i % 2 === 0);
const codesOf = (compiled: CompiledTemplate): number[] => compiled.program.filter((_, i) => i % 2 === 1) as number[];

// The compiled form is internal: most expressions are kept as a name and a number, not objects.
describe("a compiled template's form", () => {
  it("keeps an expression of one variable without prefix as its name and a code of its operator and explode", () => {
    const operators = ["", "+", "#", ".", "/", ";", "?", "&"];
    for (const [index, operator] of operators.entries()) {
      for (const explode of [false, true]) {
        const compiled = compileTemplate(`/a{${operator}name${explode ? "*" : ""}}`);
        expect(partsOf(compiled)).to.deep.equal(["/a", "name"]);
        const code = codesOf(compiled)[1];
        expect(code).to.be.below(EXPRESSION);
        expect(isExpression(code)).to.equal(true);
        expect(operatorOfCode(code)).to.equal(OPERATOR_LIST[index]);
        expect(explodesByCode(code)).to.equal(explode);
      }
    }
  });

  it("keeps an expression object for several variables or a prefix, and LITERAL for a literal", () => {
    const compiled = compileTemplate("/x{a,b}{c:2}/y");
    expect(codesOf(compiled)[0]).to.be.at.least(0);
    expect(codesOf(compiled).slice(1, 3)).to.deep.equal([EXPRESSION, EXPRESSION]);
    expect(codesOf(compiled)[3]).to.be.at.least(0);
    expect(compiled.variableNames).to.deep.equal(["a", "b", "c"]);
  });

  it("reads each template afresh: a compile reuses its lists, and one that threw leaves nothing to the next", () => {
    const many = Array.from({ length: 20 }, (_, i) => `{n${i}}`).join("/");
    for (const broken of ["/{a}{b", "/{a}/{b,}", `${many}{`]) expect(() => compileTemplate(broken)).to.throw();
    const compiled = compileTemplate("/{b}/{a}{?a,b}");
    expect(partsOf(compiled)).to.have.lengthOf(5);
    expect(codesOf(compiled)).to.have.lengthOf(5);
    expect(compiled.names).to.deep.equal(["b", "a"]);
    expect(compiled.variableNames).to.deep.equal(["b", "a"]).and.to.equal(compiled.variableNames);
    expect(Object.isFrozen(compiled.variableNames)).to.equal(true);
    expect(Object.isFrozen(compiled.names)).to.equal(false);
    const large = compileTemplate(`${many}/${many}`);
    expect(large.names).to.deep.equal(Array.from({ length: 20 }, (_, i) => `n${i}`));
    expect(compileTemplate("/x").names).to.deep.equal([]);
  });

  it("finds where the nth expression's first name starts, as the parser recorded it", () => {
    const template = "/{a}/{+b,c}{?d:3}x{#e*}{f}";
    const starts = [2, 7, 13, 20, 24];
    for (const [n, start] of starts.entries()) {
      expect(template[start]).to.match(/[a-f]/);
      expect(expressionNamePosition(template, n + 1)).to.equal(start);
    }
  });

  it("is its own prepared reading: no closure is kept with it", () => {
    const prepared = new Rfc6570TemplateExpander().prepare("/repos/{owner}/{repo}");
    expect(Object.values(prepared).filter((value) => typeof value === "function")).to.deep.equal([]);
    expect(prepared.expand({ owner: "o", repo: "r" })).to.equal("/repos/o/r");
  });

  it("leaves the path's shape to the core, which reads it once for any expander", () => {
    const compiled = compileTemplate("/users/{username}/./{a,b}");
    expect(compiled.wholeSegmentNames).to.equal(undefined);
  });
});
