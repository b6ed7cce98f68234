// The package's expander reports, as it writes, where the path ends, where a fragment starts, the
// last characters and whether a segment is a dot segment; the core trusts those facts instead of
// scanning the URL. Here each fact is compared with what a scan of the expanded URL finds, over
// generated templates (every operator, literals with "/", ".", "%2e", ";", "?" and "#") and
// values made to form dot segments and to end the path.
import { expect } from "chai";
import fc from "fast-check";
import type { ExpansionFacts } from "../../lib/core/contracts/template-expander";
import { countDotSegments } from "../../lib/core/url";
import { compileTemplate } from "../../lib/strategies/rfc6570/compile-template";
import { expandTemplate } from "../../lib/strategies/rfc6570/expand-template";

const NAMES = ["a", "b", "c"];
const literal = fc.constantFrom(
  "/",
  "//",
  ".",
  "..",
  "/./",
  "/../",
  "%2e",
  "%2E.",
  ";x",
  ".;",
  "/x",
  "x",
  "x.y",
  "?",
  "#",
  "?q=1",
  "&",
  "=",
  "",
);
const operator = fc.constantFrom("", "+", "#", ".", "/", ";", "?", "&");
const variable = fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom("", "*", ":1", ":2"));
const expression = fc
  .tuple(operator, fc.array(variable, { minLength: 1, maxLength: 2 }))
  .map(([op, vars]) => `{${op}${vars.map(([name, modifier]) => name + modifier).join(",")}}`);
const template = fc.array(fc.oneof(literal, expression), { maxLength: 7 }).map((pieces) => pieces.join(""));
const text = fc.constantFrom("", ".", "..", "...", "%2e", "%2E%2e", ".;", "..;p", "a", "a/b", "/", "./", "?", "#", "a?b#c", ";", "x.");
const value = fc.oneof(text, fc.array(text, { maxLength: 3 }), fc.dictionary(fc.constantFrom(".", "k", ""), text, { maxKeys: 2 }));
const values = fc.record({ a: value, b: value, c: value }, { requiredKeys: [] });

function scanned(url: string): ExpansionFacts {
  const query = url.indexOf("?");
  const fragment = url.indexOf("#");
  const pathEnd = query === -1 ? (fragment === -1 ? url.length : fragment) : fragment === -1 ? query : Math.min(query, fragment);
  const beforeFragment = fragment === -1 ? url.length : fragment;
  return {
    pathEnd,
    fragmentStart: fragment,
    pathLastCode: pathEnd > 0 ? url.charCodeAt(pathEnd - 1) : -1,
    lastCode: beforeFragment > 0 ? url.charCodeAt(beforeFragment - 1) : -1,
    dotSegment: countDotSegments(url, 0, pathEnd) > 0,
  };
}

describe("the expander's facts (what the core reads instead of scanning the URL)", () => {
  it("equal what a scan of the expanded URL finds, for every template and value", () => {
    let compared = 0;
    fc.assert(
      fc.property(template, values, (source, variables) => {
        let compiled;
        try {
          compiled = compileTemplate(source);
        } catch {
          return; // a malformed template never expands
        }
        const facts: ExpansionFacts = { pathEnd: -2, fragmentStart: -2, pathLastCode: -2, lastCode: -2, dotSegment: false };
        let url: string;
        try {
          url = expandTemplate(compiled, variables, facts);
        } catch {
          return; // a prefix on a list: refused
        }
        compared++;
        expect(facts, `${source} with ${JSON.stringify(variables)} -> ${url}`).to.deep.equal(scanned(url));
      }),
      { numRuns: 20_000 },
    );
    expect(compared).to.be.greaterThan(10_000);
  });

  it("find the cases they exist for", () => {
    const facts: ExpansionFacts = { pathEnd: 0, fragmentStart: 0, pathLastCode: 0, lastCode: 0, dotSegment: false };
    const expand = (source: string, variables: Record<string, unknown>) => expandTemplate(compileTemplate(source), variables, facts);
    expand("/users/{a}", { a: ".." });
    expect(facts.dotSegment).to.equal(true);
    expand("/users/{a}/x", { a: "x.." });
    expect(facts.dotSegment).to.equal(false);
    expand("/{+a}/x", { a: "%2e%2E;p" });
    expect(facts.dotSegment).to.equal(true);
    expand("/x{/a*}", { a: ["b", "."] });
    expect(facts.dotSegment).to.equal(true);
    expect(expand("/s{?a}#f", { a: "1" })).to.equal("/s?a=1#f");
    expect(facts).to.include({ pathEnd: 2, fragmentStart: 6, pathLastCode: 115, lastCode: 49 });
  });
});
