// The package's expander reports, as it writes, where the path ends, where a fragment starts, the
// last characters and whether a segment is a dot segment; the core trusts those facts instead of
// scanning the URL. Here each fact is compared with what a scan of the expanded URL finds, over
// generated templates (every operator, literals with "/", ".", "%2e", ";", "?" and "#") and
// values made to form dot segments and to end the path.
import { expect } from "chai";
import fc from "fast-check";
import type { ExpansionFacts } from "../../lib/core/contracts/template-expander";
import { holdsDotSegment } from "../../lib/core/url/dot-segments";
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
  "..%2f",
  "%5C",
  "x%2F",
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
const text = fc.constantFrom(
  "",
  ".",
  "..",
  "...",
  "%2e",
  "%2E%2e",
  ".;",
  "..;p",
  "a",
  "a/b",
  "/",
  "./",
  "?",
  "#",
  "a?b#c",
  ";",
  "x.",
  "..%2F",
  "x%5c",
  "\\..",
);
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
    dotSegment: holdsDotSegment(url, 0, pathEnd),
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
        // The compiled template's own method writes the same.
        const picked: ExpansionFacts = { pathEnd: -2, fragmentStart: -2, pathLastCode: -2, lastCode: -2, dotSegment: false };
        expect(compiled.expandWithFacts(variables, picked)).to.equal(url);
        expect(picked).to.deep.equal(facts);
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

// Route-shaped templates (literals, {name} placeholders, a query at the end) meet values of every
// kind the expansion tells apart: "", ".", "..", encoded dots, numbers safe or not, non-ASCII, lone
// surrogates, lists, maps, and what a URL cannot hold.
const leanLiteral = fc.constantFrom(
  "/",
  "/x/",
  "/./",
  "x/",
  "/..",
  ".",
  "/.;/",
  "x.y/",
  "/%2e/",
  "https://h.example/r/",
  "/%C3%A9/",
  "/x",
  "/a%2F",
);
const leanPlaceholder = fc.constantFrom("{a}", "{b}", "{c}");
const leanQuery = fc.constantFrom("", "{?a}", "{?b,c}", "{?a*}", "{?c:2,a}", "{&a}", "{/a}");
const leanTemplate = fc
  .tuple(fc.array(fc.tuple(leanLiteral, leanPlaceholder), { maxLength: 4 }), fc.option(leanLiteral), leanQuery)
  .map(([pairs, tail, query]) => pairs.map(([literal, name]) => literal + name).join("") + (tail ?? "") + query);
const leanText = fc.constantFrom(
  "",
  ".",
  "..",
  "...",
  "%2e",
  ".a",
  "a",
  "a b",
  "é",
  "\u{1F600}",
  "\uD800",
  "x/y",
  "../",
  "x/..",
  "\\",
  "?",
  "#",
  "=",
);
const leanScalar = fc.oneof(
  leanText,
  fc.constantFrom(0, -1, 7, 1.5, 1e21, -0, Number.MAX_SAFE_INTEGER, 2 ** 53, NaN, Infinity, true, 10n),
  fc.constantFrom(null, undefined, new Date(0), Symbol.for("s")),
);
const leanValue = fc.oneof(
  leanScalar,
  fc.array(leanText, { maxLength: 2 }),
  fc.dictionary(fc.constantFrom(".", "k"), leanText, { maxKeys: 2 }),
);
const leanValues = fc.record({ a: leanValue, b: leanValue, c: leanValue }, { requiredKeys: [] });

// What an expansion gives: its text and facts, or the error it throws.
function outcome(expand: (facts: ExpansionFacts) => string): unknown {
  const facts: ExpansionFacts = { pathEnd: -2, fragmentStart: -2, pathLastCode: -2, lastCode: -2, dotSegment: false };
  try {
    return { url: expand(facts), facts };
  } catch (error) {
    return { error: (error as Error).constructor.name, message: (error as Error).message };
  }
}

describe("the expander's facts on route-shaped templates", () => {
  it("equal what a scan of the expanded URL finds, for every kind of value", () => {
    let expanded = 0;
    fc.assert(
      fc.property(leanTemplate, leanValues, (source, variables) => {
        const compiled = compileTemplate(source);
        const result = outcome((facts) => compiled.expandWithFacts(variables, facts)) as { url?: string; facts?: ExpansionFacts };
        if (result.url === undefined) return;
        expanded++;
        expect(result.facts, `${source} with ${fc.stringify(variables)}`).to.deep.equal(scanned(result.url));
        expect(compiled.expand(variables)).to.equal(result.url);
      }),
      { numRuns: 20_000 },
    );
    expect(expanded).to.be.greaterThan(5_000);
  });
});
