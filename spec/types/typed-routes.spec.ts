// Compile-time assertions: project-types.spec.ts (and `npm run typecheck`) type-checks this file,
// so a type that regresses fails the run. An `@ts-expect-error` whose error disappears is itself an error.
import { expect } from "chai";
import {
  createEndpoint,
  endpoint,
  EndpointBuilder,
  InvalidOptionsError,
  InvalidParameterError,
  type ListValue,
  type MapValue,
  type RouteParameters,
  type ScalarValue,
} from "../../lib";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

// What openapi-typescript writes for a "custom method" path (POST /v1/operations/{operation}:cancel).
interface CustomMethodPaths {
  "/v1/operations/{operation}:cancel": {
    parameters: { query?: never; header?: never; path: { operation: string }; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path: { operation: string }; cookie?: never };
      requestBody?: never;
      responses: { 200: { headers: { [name: string]: unknown }; content?: never } };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}

describe("typed routes (compile-time)", () => {
  it("reads required, optional and list-taking placeholders from a literal route", () => {
    assertType<Equal<RouteParameters<"GET /repos/{owner}/{repo}">, { owner: ScalarValue; repo: ScalarValue }>>();
    assertType<Equal<RouteParameters<"GET /repos/:owner/:repo/issues">, { owner: ScalarValue; repo: ScalarValue }>>();
    assertType<Equal<RouteParameters<"POST /assets{?name,label}">, { name?: ScalarValue | ListValue; label?: ScalarValue | ListValue }>>();
    assertType<Equal<RouteParameters<"GET /a{/path*}">, { path?: ScalarValue | ListValue | MapValue }>>();
    assertType<Equal<RouteParameters<"GET /x/{+path}{#frag}">, { path: ScalarValue; frag?: ScalarValue | ListValue }>>();
    assertType<
      Equal<
        RouteParameters<"GET /x/{name:3}{.ext}{;p}{&q}">,
        { name: ScalarValue; ext?: ScalarValue | ListValue; p?: ScalarValue | ListValue; q?: ScalarValue | ListValue }
      >
    >();
    assertType<Equal<RouteParameters<"/users/{username}">, { username: ScalarValue }>>();
    assertType<Equal<RouteParameters<"get /user">, {}>>();
    assertType<Equal<RouteParameters<"GET http://localhost:8080/x?q=is:open">, {}>>();
    assertType<Equal<RouteParameters<"GET https://user:pw@h.example/wiki/Special:Search/:a/:id">, { id: ScalarValue }>>();
    assertType<Equal<RouteParameters<"GET http://[::ffff:c0a8:1]/x#a:bc">, {}>>();
    assertType<Equal<RouteParameters<string>, {}>>();
  });

  it("reads :name only where it starts a path segment, as the run time does: {operation}:cancel needs operation alone", () => {
    assertType<Equal<RouteParameters<"POST /v1/operations/{operation}:cancel">, { operation: ScalarValue }>>();
    assertType<Equal<RouteParameters<"GET /v1/files/report:download">, {}>>();
    assertType<Equal<RouteParameters<"GET /x/urn:isbn:123">, {}>>();
    assertType<Equal<RouteParameters<"GET /x/:owner:suffix{/dir}:abc">, { owner: ScalarValue; dir?: ScalarValue | ListValue }>>();
    assertType<Equal<RouteParameters<"GET :owner/x">, { owner: ScalarValue }>>();
    assertType<Equal<RouteParameters<"GET https://h.example/:owner">, { owner: ScalarValue }>>();
    expect(endpoint("POST /v1/operations/{operation}:cancel", { operation: "op1" }).url).to.equal(
      "https://api.github.com/v1/operations/op1:cancel",
    );
    // @ts-expect-error operation is missing
    endpoint("POST /v1/operations/{operation}:cancel", {});
    // @ts-expect-error repo is missing
    expect(() => endpoint("GET /repos/:owner/:repo", { owner: "o" })).to.throw(InvalidParameterError);
    new EndpointBuilder().route("POST /v1/operations/{operation}:cancel").param("operation", "op1");
    // A route of an OpenAPI description, typed as described, goes where it is described.
    const operations = createEndpoint<CustomMethodPaths>({ defaults: { baseUrl: "https://ops.example.com" } });
    const cancel = operations("POST /v1/operations/{operation}:cancel", { operation: "op1" });
    expect([cancel.method, cancel.url]).to.deep.equal(["post", "https://ops.example.com/v1/operations/op1:cancel"]);
  });

  it("a missing required parameter is a compile error for the plain endpoint", () => {
    // At run time too: a whole-segment placeholder without a value would name another endpoint.
    // @ts-expect-error repo is missing
    expect(() => endpoint("GET /repos/{owner}/{repo}", { owner: "o" })).to.throw(InvalidParameterError);
    // @ts-expect-error the options argument is required
    expect(() => endpoint("GET /repos/{owner}/{repo}")).to.throw(InvalidParameterError);
    // @ts-expect-error an object is no path segment
    endpoint("GET /repos/{owner}/{repo}", { owner: { a: 1 }, repo: "r" });
    endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: 1, per_page: 2, headers: { authorization: "token t" } });
    endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: 1n });
    endpoint("POST /assets{?name,label}", { name: ["a", "b"], data: "x" });
    endpoint("POST /assets{?name,label}");
    endpoint("GET /user");
    endpoint.merge("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
    // @ts-expect-error merge() checks the same way
    endpoint.merge("GET /repos/{owner}/{repo}", { owner: "o" });
  });

  it("merge() with a route that has a URL types url as a string; without one, as it may be absent", () => {
    const merged = endpoint.merge("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
    const url: string = merged.url;
    assertType<Equal<typeof url, string>>();
    const pathOnly: string = endpoint.merge("/user").url;
    const route: string = "GET /user";
    const fromString: string = endpoint.merge(route).url;
    const bound: string = endpoint.defaults({ owner: "o" }).merge("GET /repos/{owner}/{repo}", { repo: "r" }).url;
    // A route that is only a verb, an options object, no argument: the url may be absent.
    const verbOnly = endpoint.merge("POST");
    const fromOptions = endpoint.merge({ method: "GET" });
    const none = endpoint.merge();
    assertType<Equal<typeof verbOnly.url | typeof fromOptions.url | typeof none.url, string | undefined>>();
    assertType<Equal<typeof verbOnly.url & typeof fromOptions.url & typeof none.url, string | undefined>>();
    expect([url, pathOnly, fromString, bound, verbOnly.url, fromOptions.url, none.url]).to.deep.equal([
      "/repos/{owner}/{repo}",
      "/user",
      "/user",
      "/repos/{owner}/{repo}",
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("a non-literal route falls back to open parameters", () => {
    const route: string = "GET /repos/{owner}/{repo}";
    // Compiles; the run time refuses the missing segments.
    expect(() => endpoint(route)).to.throw(InvalidParameterError);
    // Any parameters type-check; the runtime still refuses an object in a query string.
    expect(() => endpoint(route, { owner: "o", repo: "r", anything: { at: "all" } })).to.throw(InvalidParameterError);
  });

  it("names bound by defaults() are no longer required, and cascade", () => {
    const org = endpoint.defaults({ owner: "octokit", per_page: 100 });
    org("GET /repos/{owner}/{repo}", { repo: "endpoint.js" });
    // @ts-expect-error repo is still required
    expect(() => org("GET /repos/{owner}/{repo}", {})).to.throw(InvalidParameterError);
    const repo = org.defaults({ repo: "endpoint.js", headers: { authorization: "token t" } });
    expect(repo("GET /repos/{owner}/{repo}").url).to.equal("https://api.github.com/repos/octokit/endpoint.js?per_page=100");
    const created = createEndpoint({ defaults: { owner: "octokit", repo: "r" } });
    created("GET /repos/{owner}/{repo}");
  });

  it("the builder types param() names and values from its route", () => {
    const builder = new EndpointBuilder().route("GET /repos/{owner}/{repo}{?per_page}");
    builder.param("owner", "o").param("repo", 1).param("per_page", [1, 2]);
    // A route without a {?...} list sends other names to the query (R2): any name, any value.
    new EndpointBuilder().route("GET /repos/{owner}/{repo}").param("other", { free: true });
    // @ts-expect-error an object is no value for {owner}
    builder.param("owner", { a: 1 });
    // @ts-expect-error an empty name is a name left unwritten, which the run time refuses too
    expect(() => builder.param("", 1)).to.throw(InvalidOptionsError, "empty");
    // @ts-expect-error on a route that takes any other name as well
    expect(() => new EndpointBuilder().route("GET /repos/{owner}/{repo}").param("", 1)).to.throw(InvalidOptionsError, "empty");
    expect(builder.param("owner", "o").param("repo", "r").build().url).to.equal("https://api.github.com/repos/o/r");
  });

  it("param() and params() refuse a name the route has no place for, and only then", () => {
    const search = new EndpointBuilder().route("GET /search/issues{?q,page}");
    search.param("q", "is:open").param("page", 2);
    // @ts-expect-error the route lists its query: "pg" is a typo of "page"
    search.param("pg", 2);
    // @ts-expect-error params() checks the same names
    search.params({ q: "x", pg: 2 });
    // At run time R2 still sends the name: the types are stricter on purpose.
    expect(search.params({ q: "x", pg: 2 } as { q: string }).build().url).to.equal("https://api.github.com/search/issues?q=x&pg=2");

    const create = new EndpointBuilder().route("POST /repos/{owner}/{repo}/issues").params({ owner: "o", repo: "r" });
    create.param("title", "Found a bug"); // R3: to the body
    const withBody = create.data({ title: "Found a bug" });
    withBody.param("owner", "octokit");
    // @ts-expect-error beside data() a name outside the route has no place (R4)
    withBody.param("title", "again");
    // The run time refuses it as well.
    expect(() => (withBody as EndpointBuilder).param("title", "again").build()).to.throw(InvalidParameterError);
    // method() or url() after the route opens the names again.
    // @ts-expect-error data() set before route() counts too
    new EndpointBuilder().data("x").route("PUT /x/{id}").param("other", 1);
    new EndpointBuilder().data("x").route("PUT /x/{id}").method("GET").param("other", 1);
    new EndpointBuilder().route("GET /x{?a}").url("/y").param("other", 1);
    // Routes whose method is not known here take any name.
    new EndpointBuilder().route("/x{?a}").param("other", 1);
    const route: string = "GET /x{?a}";
    new EndpointBuilder().route(route).param("other", 1);
  });
});
