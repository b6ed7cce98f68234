import { expect } from "chai";
import {
  createContainer,
  createEndpoint,
  InvalidOptionsError,
  InvalidParameterError,
  Rfc6570TemplateExpander,
  TemplateExpander,
  TemplateSyntaxError,
  UriTemplatesExpander,
} from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";
import { RFC_EXAMPLES, RFC_VARIABLES } from "./rfc-examples";

// [template, variables, RFC 6570 result, what uri-templates gives where it differs;
// REFUSED where it throws InvalidParameterError]
const REFUSED = "(refused with InvalidParameterError)";
type EdgeCase = [string, Record<string, unknown>, string, string?];

const EDGE_CASES: EdgeCase[] = [
  ["{var}", { var: "a'b(c)*" }, "a%27b%28c%29%2A", "a'b(c)*"],
  ["{+v}", { v: "%2F%20[x]" }, "%2F%20[x]", "%252F%20%5Bx%5D"],
  ["{+v}", { v: "%2G" }, "%252G"],
  ["{#v}", { v: "50%" }, "#50%25"],
  ["/\u00e9/{x}", { x: "1" }, "/%C3%A9/1", "/\u00e9/1"],
  ["/%2F/{x}", { x: "1" }, "/%2F/1"],
  ["{var:1}", { var: "\u{1F600}x" }, "%F0%9F%98%80", REFUSED],
  ["{var:2}", { var: "\u{1F600}\u{1F601}x" }, "%F0%9F%98%80%F0%9F%98%81", "%F0%9F%98%80"],
  ["{;list*}", { list: ["a", ""] }, ";list=a;list", ";list=a;list="],
  ["{;keys*}", { keys: { a: "" } }, ";a", ";a="],
  ["{?keys*}", { keys: { a: "" } }, "?a="],
  ["{v}", { v: 12345 }, "12345"],
  ["{v:2}", { v: 12345 }, "12"],
  ["{?v,w}", { v: true, w: 10n }, "?v=true&w=10"],
  ["{list}", { list: ["a", null, undefined, "b"] }, "a,b"],
  ["{?list}", { list: [] }, ""],
  ["{keys}", { keys: { a: null, b: "1" } }, "b,1"],
  ["X{.keys}", { keys: { a: null } }, "X"],
  ["{a.b,c%20d}", { "a.b": "1", "c%20d": "2" }, "1,2"],
  ["{toString}{constructor}", {}, ""],
];

const MALFORMED: [string, number, string][] = [
  ["{", 0, "never closed"],
  ["/x{a", 2, "never closed"],
  ["/x}", 2, '"}" without a matching "{"'],
  ["{}", 1, "empty expression"],
  ["{a,}", 3, "missing variable name"],
  ["{,a}", 1, "reserves"],
  ["{$a}", 1, "unknown operator"],
  ["{=a}", 1, "reserves"],
  ["{!a}", 1, "reserves"],
  ["{@a}", 1, "reserves"],
  ["{|a}", 1, "reserves"],
  ["{a b}", 2, "after a variable"],
  ["{a{b}}", 2, "after a variable"],
  ["{a:0}", 2, "prefix"],
  ["{a:10000}", 2, "prefix"],
  ["{a:}", 2, "prefix"],
  ["{a:x}", 2, "prefix"],
  ["{a*:3}", 3, "after a variable"],
  ["{.a.}", 3, '"."'],
  ["{a..b}", 2, '"."'],
  ["{..a}", 2, '"."'],
  ["{a%2}", 2, '"%"'],
  ["{a%zz}", 2, '"%"'],
  // RFC 6570's varname has no "-", though OpenAPI descriptions name parameters with it.
  ["/teams/{enterprise-team}", 18, 'the character "-" (U+002D) after a variable name (a name holds only letters'],
  ["{?a,per-page}", 7, "after a variable name"],
  ["{x.-y}", 2, '"."'],
  ["/a%zz", 2, '"%"'],
  ["/a%", 2, '"%"'],
  ["/a b", 2, "U+0020"],
  ["/a<b", 2, '"<"'],
  ['/a"b', 2, '"""'],
  ["/a\\b", 2, '"\\"'],
  ["/a^b", 2, '"^"'],
  ["/a`b", 2, '"`"'],
  ["/a|b", 2, '"|"'],
  ["/a\u0001", 2, "U+0001"],
  ["/a\u0085", 2, "U+0085"],
  ["/a\ud800", 2, "U+D800"],
  ["/a\ufffe", 2, "U+FFFE"],
];

const expanders: [string, () => TemplateExpander][] = [
  ["Rfc6570TemplateExpander", () => new Rfc6570TemplateExpander()],
  ["UriTemplatesExpander", () => new UriTemplatesExpander()],
];

for (const [name, make] of expanders) {
  const expander = make();
  const isRfc = name === "Rfc6570TemplateExpander";

  describe(`${name}: RFC 6570`, () => {
    for (const [section, examples] of Object.entries(RFC_EXAMPLES)) {
      it(`expands every example of section ${section}`, () => {
        for (const [template, expected] of examples) {
          expect(expander.expand(template, RFC_VARIABLES), template).to.equal(expected);
        }
      });
    }

    for (const [template, variables, rfc, uriTemplates] of EDGE_CASES) {
      const expected = isRfc || uriTemplates === undefined ? rfc : uriTemplates;
      const label = !isRfc && uriTemplates !== undefined ? "(known deviation from the RFC)" : "";
      const shownVariables = JSON.stringify(variables, (_, v) => (typeof v === "bigint" ? `${v}n` : v));
      it(`expands ${JSON.stringify(template)} with ${shownVariables} to ${JSON.stringify(expected)} ${label}`, () => {
        if (expected === REFUSED)
          expectEndpointError(() => expander.expand(template, variables), InvalidParameterError, "ERR_INVALID_PARAMETER");
        else expect(expander.expand(template, variables)).to.equal(expected);
      });
    }

    for (const [template, position, problem] of MALFORMED) {
      it(`refuses the malformed template ${JSON.stringify(template)} at position ${position}`, () => {
        const error = expectEndpointError(
          () => expander.expand(template, { a: "1", b: "2" }),
          TemplateSyntaxError,
          "ERR_TEMPLATE_SYNTAX",
          `position ${position}`,
        );
        expect(error.message).to.include(problem);
        expect((error as TemplateSyntaxError).position).to.equal(position);
      });
    }

    it("reports the variable names a template uses, in order, without duplicates", () => {
      expect(expander.variableNames("/repos/{owner}/{repo}{?per_page,owner}{&a*}{#b:3}")).to.deep.equal([
        "owner",
        "repo",
        "per_page",
        "a",
        "b",
      ]);
      expect(expander.variableNames("/plain")).to.deep.equal([]);
    });

    it("refuses values that cannot go into a URL", () => {
      for (const value of [() => 1, Symbol("s"), [[1]], [{ a: 1 }], { a: { b: 1 } }, new Date(0)]) {
        expectEndpointError(() => expander.expand("{v}", { v: value }), InvalidParameterError, "ERR_INVALID_PARAMETER");
      }
      expectEndpointError(() => expander.expand("{v}", { v: "\ud800" }), InvalidParameterError, "ERR_INVALID_PARAMETER");
    });
  });
}

describe("Rfc6570TemplateExpander specifics", () => {
  it("refuses a prefix on a list or map", () => {
    const expander = new Rfc6570TemplateExpander();
    expectEndpointError(() => expander.expand("{list:2}", { list: ["abc"] }), TemplateSyntaxError, "ERR_TEMPLATE_SYNTAX", "position 1");
    expectEndpointError(() => expander.expand("{?keys:2}", { keys: { a: "b" } }), TemplateSyntaxError, "ERR_TEMPLATE_SYNTAX");
    expect(new UriTemplatesExpander().expand("{list:2}", { list: ["abc"] }), "uri-templates ignores it").to.equal("abc");
  });

  it("keeps at most cacheSize compiled templates", () => {
    const expander = new Rfc6570TemplateExpander({ cacheSize: 10 });
    for (let i = 0; i < 1000; i++) expander.expand(`/t/${i}/{x}`, { x: i });
    expect(expander.cachedTemplates).to.be.within(5, 10);
    expect(expander.expand("/t/5/{x}", { x: "y" })).to.equal("/t/5/y");
  });

  it("refuses a cache size that is not a positive integer", () => {
    expect(() => new Rfc6570TemplateExpander({ cacheSize: 0 })).to.throw(
      InvalidOptionsError,
      "The cacheSize must be a positive integer, got 0.",
    );
  });
});

describe("swapping the expander through a container", () => {
  it("uses UriTemplatesExpander end to end", () => {
    const container = createContainer();
    container.register(TemplateExpander, { useClass: UriTemplatesExpander });
    const viaPackage = createEndpoint({ container });
    expect(container.resolve(TemplateExpander)).to.be.instanceOf(UriTemplatesExpander);
    expect(viaPackage("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "endpoint.js", per_page: 2 }).url).to.equal(
      "https://api.github.com/repos/octokit/endpoint.js/issues?per_page=2",
    );
    // Its known deviation shows through: "'" is not encoded.
    expect(viaPackage("GET /search/{term}", { term: "it's" }).url).to.equal("https://api.github.com/search/it's");
    expectEndpointError(() => viaPackage("GET /repos/{owner"), TemplateSyntaxError, "ERR_TEMPLATE_SYNTAX");
  });
});
