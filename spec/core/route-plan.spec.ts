import { expect } from "chai";
import { EXTENSIONS } from "../../lib/core/build/extensions";
import { planUrl } from "../../lib/core/plan/route-plan";
import { templateShape } from "../../lib/core/url/template-shape";
import { Rfc6570TemplateExpander } from "../../lib/strategies/rfc6570-template-expander";
import { UriTemplatesExpander } from "../../lib/strategies/uri-templates-expander";

// A plan's placeholders are a view of the reading's names while they are few (no Set kept per
// plan): they must read exactly as the Set of those names would.
describe("a URL plan's placeholders", () => {
  const templates = [
    "/x",
    "/repos/{owner}/{repo}/items1{/id}",
    "/a{?b,c}{&b}{#d}",
    "/{x:3}/{y*}" + "{z}",
    "/" + Array.from({ length: 40 }, (_, i) => `{n${i % 30}}`).join("/"),
  ];
  for (const expander of [new Rfc6570TemplateExpander(), new UriTemplatesExpander()]) {
    for (const template of templates) {
      it(`read as a Set of the names would, for ${template.slice(0, 40)} (${expander.constructor.name})`, () => {
        // A swapped expander is planned with the extensions that check what it prepared.
        const { placeholders } = planUrl(template, expander, EXTENSIONS);
        const expected = new Set(expander.variableNames(template));
        expect(placeholders.size).to.equal(expected.size);
        expect([...placeholders]).to.deep.equal([...expected]);
        expect([...placeholders.keys()]).to.deep.equal([...expected.keys()]);
        expect([...placeholders.values()]).to.deep.equal([...expected.values()]);
        expect([...placeholders.entries()]).to.deep.equal([...expected.entries()]);
        const seen: unknown[] = [];
        placeholders.forEach(function (this: unknown, value, key, set) {
          seen.push([value, key, set === placeholders, this]);
        }, "context");
        expect(seen).to.deep.equal([...expected].map((name) => [name, name, true, "context"]));
        for (const name of [...expected, "other", "n30", ""]) expect(placeholders.has(name)).to.equal(expected.has(name));
      });
    }
  }

  it("the shape reads the same with the reading.s names (whose strings it keeps) as without", () => {
    const template = "/repos/{owner}/{repo}/x/{id:2}";
    const names = new Rfc6570TemplateExpander().prepare(template).variableNames;
    const shape = templateShape(template, names);
    expect(shape.wholeSegmentNames).to.deep.equal(["owner", "repo", "id"]);
    expect(templateShape(template)).to.deep.equal(shape);
  });

  it("the shape of one template leaves nothing to the next (its list of names is reused)", () => {
    expect(templateShape("/{a}/{b}/{c}").wholeSegmentNames).to.deep.equal(["a", "b", "c"]);
    expect(templateShape("/x/{d}").wholeSegmentNames).to.deep.equal(["d"]);
    expect(templateShape("/x{e}").wholeSegmentNames).to.deep.equal([]);
    // Each segment of expressions alone, as its expressions' names: `{a,b}` writes "," where `{a}{b}` writes nothing.
    expect(templateShape("/{a,b:2}/{c}{+d*}{/e}/x{f}/{g*}/{.h}").wholeSegmentGroups).to.deep.equal([[["a", "b"]], [["c"], ["d"]], [["g"]]]);
    expect(templateShape("/x/{a}").wholeSegmentGroups).to.deep.equal([]);
  });
});
