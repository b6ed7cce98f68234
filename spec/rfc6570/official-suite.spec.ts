// The official RFC 6570 test suite (uri-templates/uritemplate-test, copied in ./uritemplate-test at
// the commit its README names): every case with the default expander, and through `endpoint` of
// both entries, where the octokit entry's own reading of a URL (`:name` placeholders, literal
// characters it encodes) must not make a template the suite refuses pass.
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { endpoint, Rfc6570TemplateExpander, TemplateSyntaxError, UriTemplatesExpander, type RequestOptions } from "../../lib";
import { endpoint as peer } from "@octokit/endpoint";
import { endpoint as octokitEndpoint } from "../../lib/octokit/index";
import { expectEndpointError } from "../helpers/expect-error";

type Expected = string | string[] | false;
interface Group {
  readonly variables: Record<string, unknown>;
  readonly testcases: [string, Expected][];
}
interface Case {
  readonly file: string;
  readonly template: string;
  readonly variables: Record<string, unknown>;
  readonly expected: Expected;
}

const SUITE = join(__dirname, "uritemplate-test");
const FILES = ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json"];
const CASES: Case[] = FILES.flatMap((file) =>
  Object.values(JSON.parse(readFileSync(join(SUITE, file), "utf8")) as Record<string, Group>).flatMap(({ variables, testcases }) =>
    testcases.map(([template, expected]) => ({ file, template, variables, expected })),
  ),
);

// Where the suite's result may be any of several (a map's order), the one given must be among them.
function expectExpansion(actual: string, expected: string | string[], label: string): void {
  if (Array.isArray(expected)) expect(expected, label).to.include(actual);
  else expect(actual, label).to.equal(expected);
}

it("the copy of the official suite is whole: 270 cases, 36 of them templates to refuse", () => {
  expect(CASES).to.have.length(270);
  expect(CASES.filter((c) => c.expected === false)).to.have.length(36);
  expect(readFileSync(join(SUITE, "README.md"), "utf8")).to.match(/commit [0-9a-f]{40}/);
});

describe("the official RFC 6570 suite, with the default expander", () => {
  const expander = new Rfc6570TemplateExpander();
  for (const { file, template, variables, expected } of CASES) {
    it(`${file}: ${JSON.stringify(template)} ${expected === false ? "is refused" : "expands"}`, () => {
      if (expected === false) {
        const error = expectEndpointError(() => expander.expand(template, variables), TemplateSyntaxError, "ERR_TEMPLATE_SYNTAX");
        expect(error.message).to.include(`at position ${(error as TemplateSyntaxError).position}.`);
      } else expectExpansion(expander.expand(template, variables), expected, template);
    });
  }
});

// A POST takes the suite's variables the template does not use into its body. The template stands
// between a literal "/t/p" (no empty segment, no trailing slash to remove) and "/end".
const ENTRIES: [string, (options: Record<string, unknown>) => RequestOptions][] = [
  ["the main entry", (options) => endpoint(options as never)],
  ["the octokit entry", (options) => octokitEndpoint(options as never) as unknown as RequestOptions],
];
const BASE = "https://h.example/t/p";
// The octokit entry takes "-" inside a variable name, as the peer does and GitHub's routes need
// ({enterprise-team}): these templates, refused by the suite for that alone, expand as the peer's.
const TAKEN_BY_THE_OCTOKIT_ENTRY = ["/{default-graph-uri}", "/sparql{?query,default-graph-uri}"];
for (const [entry, call] of ENTRIES) {
  describe(`the official RFC 6570 suite through endpoint(), ${entry}`, () => {
    for (const { file, template, variables, expected } of CASES) {
      it(`${file}: ${JSON.stringify(template)} ${expected === false ? "is refused" : "expands"}`, () => {
        const options = { ...variables, method: "POST", baseUrl: "https://h.example", url: `/t/p${template}/end` };
        if (expected === false && entry === "the octokit entry" && TAKEN_BY_THE_OCTOKIT_ENTRY.includes(template)) {
          expect(call(options).url).to.equal((peer as unknown as (o: unknown) => RequestOptions)(options).url);
        } else if (expected === false) {
          // Without "/end", which an unclosed expression would read on into.
          options.url = `/t/p${template}`;
          const direct = expectEndpointError(
            () => new Rfc6570TemplateExpander().expand(template, variables),
            TemplateSyntaxError,
            "ERR_TEMPLATE_SYNTAX",
          );
          const error = expectEndpointError(() => call(options), TemplateSyntaxError, "ERR_TEMPLATE_SYNTAX");
          expect((error as TemplateSyntaxError).position, error.message).to.equal((direct as TemplateSyntaxError).position + 4);
        } else {
          const wrap = (text: string) => `${BASE}${text}/end`;
          expectExpansion(call(options).url, Array.isArray(expected) ? expected.map(wrap) : wrap(expected), template);
        }
      });
    }
  });
}

// UriTemplatesExpander reads templates with this library's parser first, so it refuses the same
// names; where it differs from the suite is listed here and in docs/rfc6570.md.
describe("the official RFC 6570 suite, with UriTemplatesExpander", () => {
  const KNOWN: Record<string, string> = {
    "{+id}": "admin%252F",
    "{#id}": "#admin%252F",
    "{+list}": "red%25,%252Fgreen,blue%20",
    "{#list}": "#red%25,%252Fgreen,blue%20",
    "{+keys}": "key1,val1%252F,key2,val2%252F",
    "{#keys}": "#key1,val1%252F,key2,val2%252F",
    "{clef:1}": "(refused: the prefix splits the character)",
    "café/{var}": "café/value",
    "{keys:1}": "semi,%3B,dot,.,comma,%2C",
    "{+keys:1}": "semi,;,dot,.,comma,,",
  };
  const expander = new UriTemplatesExpander();
  it("passes 260 of the 270 cases, and differs exactly where its TSDoc says", () => {
    const differing: Record<string, string> = {};
    let passed = 0;
    for (const { template, variables, expected } of CASES) {
      let actual: string | false;
      try {
        actual = expander.expand(template, variables);
      } catch (error) {
        actual = error instanceof TemplateSyntaxError ? false : "(refused: the prefix splits the character)";
      }
      const same =
        expected === false || actual === false
          ? actual === expected
          : Array.isArray(expected)
            ? expected.includes(actual)
            : actual === expected;
      if (same) passed++;
      else differing[template] = String(actual);
    }
    expect(differing).to.deep.equal(KNOWN);
    expect(passed).to.equal(260);
  });
});
