import { expect } from "chai";
import { createRequire } from "node:module";
import { join } from "node:path";
import { endpoint as peer } from "@octokit/endpoint";
import { InvalidParameterError } from "../../lib";
import { endpoint as octokit } from "../../lib/octokit/index";

type Defaults = Record<string, unknown>;
type Call = ((options: Record<string, unknown>) => Record<string, unknown>) & { defaults(options: Defaults): Call };
type Table = Record<string, Record<string, [string, Defaults?, unknown?]>>;

// The generated table @octokit/plugin-rest-endpoint-methods makes every REST method from: each a
// route and the defaults the method binds (a baseUrl, headers) over the instance's endpoint.
const pluginFolder = join(require.resolve("@octokit/plugin-rest-endpoint-methods"), "..");
const table = (createRequire(__filename)(join(pluginFolder, "generated/endpoints.js")) as { default: Table }).default;

const QUERY_METHODS = ["GET", "HEAD"];

// Values of each kind a generated call gives a placeholder, and the parameters it gives beside.
const VALUES: Record<string, { placeholder: (name: string) => unknown; query: Record<string, unknown>; body: Record<string, unknown> }> = {
  strings: { placeholder: (name) => `${name}-value`, query: { per_page: "30", sort: "created" }, body: { note: "n", state: "open" } },
  numbers: { placeholder: (name) => name.length, query: { per_page: 100, page: 2 }, body: { count: 3, ratio: 0.5, draft: false } },
  arrays: { placeholder: (name) => [name, "b"], query: { labels: ["x", "y z"] }, body: { labels: ["x", "y"], nested: { a: [1, null] } } },
  reserved: {
    placeholder: (name) => `${name} a&b=c+d:e@f!$'()*,;%20/é`,
    query: { q: 'is:open label:"a b" C++', direction: "a&b=c#d" },
    body: { body: "# Title\n\n`code` <b>&amp;</b>", sha: null },
  },
};

// The names a route's template takes, each expression's variables without operator or modifier.
function placeholderNames(route: string): string[] {
  return [...route.matchAll(/\{([^}]+)\}/g)].flatMap(([, expression]) =>
    expression
      .replace(/^[+#./;?&]/, "")
      .split(",")
      .map((name) => name.replace(/(\*|:\d+)$/, "")),
  );
}

// The request as a comparison sees it: the user-agent (each its own name) aside, the body as JSON.
function comparable(options: Record<string, unknown>): Record<string, unknown> {
  const { "user-agent": _agent, ...headers } = options.headers as Record<string, unknown>;
  return { ...options, headers, body: JSON.stringify(options.body) };
}

/**
 * Where the octokit entry writes on purpose what the peer writes otherwise (each a row of the
 * migration table of docs/octokit.md), the peer's request in the entry's form:
 * - a list in the query is comma-joined, where the peer encodes its commas (`labels=x%2Cy%20z`):
 *   both decode the same; a comma inside a value is `%2C` in both.
 */
function asTheEntryWrites(request: Record<string, unknown>, kind: string, method: string): Record<string, unknown> {
  if (kind !== "arrays" || !QUERY_METHODS.includes(method)) return request;
  return { ...request, url: (request.url as string).replace("labels=x%2Cy%20z", "labels=x,y%20z") };
}

describe("every route of @octokit/plugin-rest-endpoint-methods through the octokit entry", () => {
  // Each REST method as the plugin makes it: the route's method and url and its defaults, bound.
  const methods = Object.entries(table).flatMap(([scope, byName]) =>
    Object.entries(byName).map(([name, [route, defaults = {}]]) => {
      const [verb, url] = route.split(" ");
      const bound = { method: verb, url, ...defaults };
      return {
        name: `${scope}.${name} (${route})`,
        verb,
        names: placeholderNames(route),
        ours: (octokit as unknown as Call).defaults(bound),
        theirs: (peer as unknown as Call).defaults(bound),
      };
    }),
  );

  it("has the plugin's newest routes, those with a '-' in a name among them", () => {
    expect(methods.length).to.be.greaterThan(1000);
    expect(methods.filter(({ names }) => names.includes("enterprise-team")).length).to.equal(12);
  });

  it("gives the peer's request (method, url, headers, body) for strings, numbers, lists and reserved characters", () => {
    let calls = 0;
    for (const { name, verb, names, ours, theirs } of methods) {
      for (const [kind, values] of Object.entries(VALUES)) {
        const parameters: Record<string, unknown> = QUERY_METHODS.includes(verb) ? { ...values.query } : { ...values.body };
        for (const placeholder of names) parameters[placeholder] = values.placeholder(placeholder);
        const expected = asTheEntryWrites(comparable(theirs(parameters)), kind, verb);
        expect(comparable(ours(parameters)), `${name} with ${kind}`).to.deep.equal(expected);
        calls++;
      }
    }
    expect(calls).to.equal(methods.length * Object.keys(VALUES).length);
  });

  // What the entry refuses where the peer sends another request than the route means: a value
  // that is a dot segment (".." as a whole path segment), which fetch resolves to another endpoint.
  it("refuses a dot segment where the peer sends it, in every route with a whole-segment placeholder", () => {
    let refused = 0;
    for (const { name, names, ours, theirs } of methods) {
      const segment = names.find((placeholder) => new RegExp(`/\\{${placeholder}\\}(/|$|\\{\\?)`).test(name));
      if (segment === undefined) continue;
      const parameters = Object.fromEntries(names.map((placeholder) => [placeholder, placeholder === segment ? ".." : "v"]));
      expect(theirs(parameters).url, name).to.include("/../");
      expect(() => ours(parameters), name).to.throw(
        InvalidParameterError,
        `The parameter "${segment}" brings a "." or ".." segment into the path`,
      );
      refused++;
    }
    expect(refused).to.be.greaterThan(850);
  });
});
