import { expect } from "chai";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { domainToASCII } from "node:url";
import {
  createEndpoint,
  endpoint,
  EndpointBuilder,
  InvalidOptionsError,
  InvalidParameterError,
  InvalidUrlError,
  MissingUrlError,
  TemplateSyntaxError,
  type RequestOptions,
} from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

// The run-time rules, without the compile-time ones (which catch most of these calls earlier).
const untyped = endpoint as (route: string, options?: Record<string, unknown>) => RequestOptions;

describe("URLs", () => {
  it("R1: replaces placeholders with same-named parameters", () => {
    const options = endpoint("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "endpoint.js" });
    expect(options.url).to.equal("https://api.github.com/repos/octokit/endpoint.js/issues");
  });

  it("R1: consumed parameters are not sent again in query or body", () => {
    expect(endpoint("GET /orgs/{org}", { org: "o" }).url).to.equal("https://api.github.com/orgs/o");
    const post = endpoint("POST /orgs/{org}/repos", { org: "o", name: "n" });
    expect(post.body).to.deep.equal({ name: "n" });
  });

  it("treats :name placeholders as {name}", () => {
    expect(endpoint("GET /repos/:owner/:repo", { owner: "o", repo: "r" }).url).to.equal("https://api.github.com/repos/o/r");
    expect(endpoint("GET /orgs/:org_1/x", { org_1: "o" }).url).to.equal("https://api.github.com/orgs/o/x");
  });

  it("does not read colons in a port, a prefix modifier or a query as placeholders", () => {
    expect(endpoint("GET http://localhost:8080/x").url).to.equal("http://localhost:8080/x");
    expect(endpoint("GET /a/{name:2}", { name: "abc" }).url).to.equal("https://api.github.com/a/ab");
    expect(endpoint("GET /search?q=is:open").url).to.equal("https://api.github.com/search?q=is:open");
  });

  it("reads :name as a placeholder only where it starts a path segment: a colon inside a segment is text", () => {
    // A "custom method" path, as OpenAPI descriptions have them: this was POST /v1/operations/op1.
    const cancel = endpoint("POST /v1/operations/{operation}:cancel", { operation: "op1" });
    expect([cancel.method, cancel.url, cancel.body]).to.deep.equal(["post", "https://api.github.com/v1/operations/op1:cancel", undefined]);
    expect(endpoint("GET /v1/files/report:download").url).to.equal("https://api.github.com/v1/files/report:download");
    expect(endpoint("GET /x/urn:isbn:123").url).to.equal("https://api.github.com/x/urn:isbn:123");
    expect(endpoint("GET /x/:owner:suffix", { owner: "o" }).url).to.equal("https://api.github.com/x/o:suffix");
    expect(endpoint("GET /x{/dir}:abc", { dir: "d" }).url).to.equal("https://api.github.com/x/d:abc");
    // After a / it is one, and at the start of a relative path (joined to baseUrl with a /).
    expect(endpoint("GET /repos/:owner/:repo", { owner: "o", repo: "r" }).url).to.equal("https://api.github.com/repos/o/r");
    expect(endpoint("GET :owner/x", { owner: "o" }).url).to.equal("https://api.github.com/o/x");
    expect(endpoint("GET https://h.example/:owner", { owner: "o" }).url).to.equal("https://h.example/o");
  });

  it("percent-encodes placeholder values", () => {
    expect(endpoint("GET /repos/{owner}/{repo}/contents/{path}", { owner: "o", repo: "r", path: "a b/c" }).url).to.equal(
      "https://api.github.com/repos/o/r/contents/a%20b%2Fc",
    );
  });

  it("keeps the root path's / before a query or fragment, however the URL is joined", () => {
    // A build that joined "#x" to the base URL as a path gave "https://api.github.com?name=1#x".
    expect(untyped("GET /#x", { name: 1 }).url).to.equal("https://api.github.com/?name=1#x");
    expect(untyped("GET /?a=1", { name: 1 }).url).to.equal("https://api.github.com/?a=1&name=1");
    expect(untyped("GET /#", {}).url).to.equal("https://api.github.com/#");
    expect(untyped("GET /a/#x", { name: 1 }).url).to.equal("https://api.github.com/a?name=1#x");
  });

  it("refuses a whole-segment {name} without a value: the URL would name another endpoint", () => {
    // A route typed as string: JavaScript callers (and TypeScript ones with a computed route) may omit it.
    const route: string = "GET /repos/{owner}/{repo}/branches/{branch}";
    expectEndpointError(() => untyped(route, { owner: "o", repo: "r" }), InvalidParameterError, "ERR_INVALID_PARAMETER", '"branch"');
    expectEndpointError(
      () => untyped(route, { owner: "o", repo: "r", branch: null }),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
      '"branch"',
    );
    expectEndpointError(() => untyped("GET /users/{username}"), InvalidParameterError, "ERR_INVALID_PARAMETER", '"username"');
    expectEndpointError(() => untyped("GET /users/:username", {}), InvalidParameterError, "ERR_INVALID_PARAMETER", '"username"');
    expectEndpointError(() => untyped("GET /r/{repo}{?page}", {}), InvalidParameterError, "ERR_INVALID_PARAMETER", '"repo"');
    expectEndpointError(() => untyped("GET {owner}/x", {}), InvalidParameterError, "ERR_INVALID_PARAMETER", '"owner"');
    expectEndpointError(() => untyped("GET /a/{list}", { list: [] }), InvalidParameterError, "ERR_INVALID_PARAMETER", '"list"');
    // A reserved {+name} fills a whole segment as {name} does (found by an outside review: GET .../contents).
    for (const path of [undefined, null, []]) {
      expectEndpointError(
        () => untyped("GET /repos/{owner}/{repo}/contents/{+path}", { owner: "o", repo: "r", path }),
        InvalidParameterError,
        "ERR_INVALID_PARAMETER",
        'needs the parameter "path"',
      );
    }
    expectEndpointError(() => untyped("GET /a/{+b:3}/c", {}), InvalidParameterError, "ERR_INVALID_PARAMETER", '"b"');
    // A segment of several expressions or names, or of a list, vanishes when none is set (found by the same review).
    for (const [route, names] of [
      ["GET /repos/{owner,repo}", 'needs one of the parameters "owner", "repo"'],
      ["DELETE /repos/o/r/labels/{name}{suffix}", 'needs one of the parameters "name", "suffix"'],
      ["GET /users/{names*}", 'needs the parameter "names"'],
      ["GET /a/{+b,c}/d", 'needs one of the parameters "b", "c"'],
    ]) {
      expectEndpointError(() => untyped(route, {}), InvalidParameterError, "ERR_INVALID_PARAMETER", names);
    }
    expect(untyped("GET /repos/{owner,repo}", { repo: "r" }).url).to.equal("https://api.github.com/repos/r");
    expect(untyped("DELETE /labels/{name}{suffix}", { suffix: "-x" }).url).to.equal("https://api.github.com/labels/-x");
    expect(untyped("GET /users/{names*}", { names: ["a", "b"] }).url).to.equal("https://api.github.com/users/a,b");
    expect(untyped("GET /repos/{owner}/{repo}/contents/{+path}", { owner: "o", repo: "r", path: "a/b c" }).url).to.equal(
      "https://api.github.com/repos/o/r/contents/a/b%20c",
    );
    expectEndpointError(
      () => untyped("GET /repos/{owner}/{repo}", {}),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
      'needs the parameters "owner", "repo": without them',
    );
  });

  it("refuses a whole-segment {name} whose list or map holds nothing but null and undefined: it expands to nothing too", () => {
    // An outside review found these calling another endpoint: `DELETE /repos/o` for repo: [undefined].
    for (const value of [[undefined], [null, undefined], new Array(2), { a: undefined }, { a: null }]) {
      expectEndpointError(
        () => untyped("DELETE /repos/{owner}/{repo}", { owner: "o", repo: value }),
        InvalidParameterError,
        "ERR_INVALID_PARAMETER",
        'needs the parameter "repo"',
      );
    }
    expectEndpointError(() => untyped("GET /a/{b}/c", { b: [null] }), InvalidParameterError, "ERR_INVALID_PARAMETER", '"b"');
    // A list or map with a value is a value; an object that is neither is refused for what it is.
    expect(untyped("GET /a/{b}", { b: [null, "x"] }).url).to.equal("https://api.github.com/a/x");
    expect(untyped("GET /a/{b}", { b: { k: 1, j: undefined } }).url).to.equal("https://api.github.com/a/k,1");
    expectEndpointError(() => untyped("GET /a/{b}", { b: new Date(0) }), InvalidParameterError, "ERR_INVALID_PARAMETER", "is an object");
  });

  it('refuses "" in a whole-segment {name} or {+name}: the segment would vanish and the URL name another endpoint', () => {
    // An outside review found `DELETE /repos/{owner}/{repo}` with repo: "" sent as DELETE /repos/octocat.
    const builder = new EndpointBuilder().route("DELETE /repos/{owner}/{repo}").params({ owner: "octocat", repo: "" });
    for (const [call, name] of [
      [() => untyped("DELETE /repos/{owner}/{repo}", { owner: "octocat", repo: "" }), "repo"], // the lean expansion
      [() => untyped("DELETE /users/{id}", { id: "" }), "id"],
      [() => untyped("GET /repos/{owner}/{repo}/issues{?page}", { owner: "", repo: "r" }), "owner"], // the general one
      [() => untyped("GET /repos/{owner}/{repo}/contents/{+path}", { owner: "o", repo: "r", path: "" }), "path"],
      [() => untyped("GET /users/:username/repos", { username: "" }), "username"],
      [() => endpoint.defaults({ owner: "" })("GET /repos/{owner}/{repo}" as string, { repo: "r" }), "owner"],
      [() => endpoint.parse(endpoint.merge("DELETE /users/{id}", { id: "" })), "id"],
      [() => builder.build(), "repo"],
    ] as const) {
      expectEndpointError(call, InvalidParameterError, "ERR_INVALID_PARAMETER", `needs a value other than "" for the parameter "${name}"`);
    }
    // Whatever the value's shape, a segment whose expansion is empty is refused (found by an outside
    // review of the packed package: each of these sent DELETE /users, /repos/o or /users//keys).
    const empties: [string, Record<string, unknown>, string][] = [
      ["DELETE /users/{id}", { id: [""] }, 'the parameter "id"'],
      ["DELETE /users/{id}", { id: ["", null] }, 'the parameter "id"'],
      ["DELETE /users/{id*}", { id: [""] }, 'the parameter "id"'],
      ["DELETE /repos/{owner}/{name}{suffix}", { owner: "o", name: "", suffix: "" }, 'one of the parameters "name", "suffix"'],
      ["DELETE /x/{a,b}", { a: "" }, 'one of the parameters "a", "b"'],
      ["DELETE /users/{id}/keys", { id: [""] }, 'the parameter "id"'],
      ["GET /repos/{owner}/{repo}", { owner: "o", repo: [""] }, 'the parameter "repo"'],
    ];
    for (const [route, parameters, names] of empties) {
      const message = `needs a value other than "" for ${names}`;
      const built = new EndpointBuilder().route(route);
      for (const call of [
        () => untyped(route, parameters),
        () => endpoint.parse(endpoint.merge(route, parameters)),
        () => built.params(parameters).build(),
        () =>
          Object.entries(parameters)
            .reduce((chain, [name, value]) => chain.param(name, value), built)
            .build(),
      ]) {
        expectEndpointError(call, InvalidParameterError, "ERR_INVALID_PARAMETER", message);
      }
    }
    // Their neighbours that write something stay values: a comma, another expression's text.
    expect(untyped("GET /users/{id}", { id: ["", ""] }).url).to.equal("https://api.github.com/users/,");
    expect(untyped("GET /users/{id*}", { id: ["", "a"] }).url).to.equal("https://api.github.com/users/,a");
    expect(untyped("GET /a/{name}{suffix}", { name: "", suffix: "s" }).url).to.equal("https://api.github.com/a/s");
    expect(untyped("GET /a/{x,y}", { x: "", y: "k" }).url).to.equal("https://api.github.com/a/,k");
    expect(untyped("GET /a/{x}", { x: { k: "" } }).url).to.equal("https://api.github.com/a/k,");
    // Unset beside "": the unset one is named first, as before.
    expectEndpointError(
      () => untyped("GET /repos/{owner}/{repo}", { repo: "" }),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
      'needs the parameter "owner"',
    );
    // The root of a repository's contents is its own route; "" elsewhere is a value.
    expect(untyped("GET /repos/{owner}/{repo}/contents", { owner: "o", repo: "r" }).url).to.equal(
      "https://api.github.com/repos/o/r/contents",
    );
    expect(untyped("GET /a/{name}.json", { name: "" }).url).to.equal("https://api.github.com/a/.json");
    expect(untyped("GET /a/{x,y}", { x: "", y: "" }).url).to.equal("https://api.github.com/a/,");
    expect(untyped("GET /search{?q}", { q: "" }).url).to.equal("https://api.github.com/search?q=");
    expect(untyped("GET /a{/b}", { b: "" }).url).to.equal("https://api.github.com/a");
  });

  it("expands an unfilled optional or in-segment placeholder to nothing, as RFC 6570 does", () => {
    expect(untyped("GET /repos/{owner}/{repo}/branches{/branch}", { owner: "o", repo: "r" }).url).to.equal(
      "https://api.github.com/repos/o/r/branches",
    );
    expect(untyped("GET /a/{name}.json", {}).url).to.equal("https://api.github.com/a/.json");
    expect(untyped("GET /a/{x,y}", { y: "b" }).url).to.equal("https://api.github.com/a/b");
    expect(untyped("GET /search{?q}", {}).url).to.equal("https://api.github.com/search");
  });

  it("refuses a placeholder named like an option, which no parameter can fill: a call's url replaced the route, its token and all", () => {
    const octokit = createEndpoint({ profile: "octokit" });
    const api = endpoint.defaults({ headers: { authorization: "token T" } }) as typeof untyped;
    const hooks = { owner: "o", repo: "r", url: "https://x.example/" };
    for (const [call, name] of [
      [() => untyped("GET /items/{url}", { url: "abc" }), "url"], // was https://api.github.com/abc
      [() => api("GET /repos/{owner}/{repo}/hooks{?url}", hooks), "url"], // was sent to x.example, with the token
      [() => untyped("GET /items{/method}"), "method"],
      [() => untyped("GET /a/:baseUrl/b"), "baseUrl"],
      [() => endpoint({ url: "/x/{headers}" }), "headers"],
      [() => endpoint.defaults({ url: "/x{?request,mediaType}" }), "request"],
      [() => (octokit as typeof untyped)("GET /items/{url}", { url: "abc" }), "url"],
    ] as const) {
      expectEndpointError(call, InvalidParameterError, "ERR_INVALID_PARAMETER", `has a placeholder named "${name}", the name of an option`);
    }
    // data is no option to leave out of a URL: a {data} placeholder takes the parameter data.
    expect(untyped("PUT /upload/{data}", { data: "d" }).url).to.equal("https://api.github.com/upload/d");
  });

  it("refuses a call's url that replaces a URL on another origin: that url is a parameter, the token would go to it", () => {
    // A webhook's configuration has a body property named url: the call meant the route's URL.
    const hookUrl = "https://hooks.example.net/receiver";
    const hook = { owner: "o", repo: "r", hook_id: 1, url: hookUrl, content_type: "json" };
    const api = endpoint.defaults({ headers: { authorization: "token T" } }) as typeof untyped;
    const octokitEndpoint = createEndpoint({ profile: "octokit" });
    const octokit = octokitEndpoint as unknown as typeof untyped;
    const methodDefaults = endpoint.defaults({ method: "PATCH", url: "/repos/{owner}/{repo}/hooks/{hook_id}/config" }) as typeof untyped;
    const boundOrg = endpoint.defaults({ org: "octo", hook_id: 1 }) as typeof untyped;
    const octokitBoundOrg = octokitEndpoint.defaults({ org: "octo", hook_id: 1 }) as unknown as typeof untyped;
    const appHook = { method: "PATCH", url: "/app/hook/config" };
    const advice =
      'a parameter named "url" belongs in "data" (data: { url, ... }); to reach another host, name it in the route or in baseUrl.';
    const refused: [() => unknown, string, string][] = [
      [() => api("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", hook), hookUrl, "/repos/{owner}/{repo}/hooks/{hook_id}/config"],
      [() => octokit("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", hook), hookUrl, "/repos/{owner}/{repo}/hooks/{hook_id}/config"],
      // As a REST method's endpoint holds its route: in its defaults, the call giving the parameters.
      [() => methodDefaults(hook as unknown as string), hookUrl, "/repos/{owner}/{repo}/hooks/{hook_id}/config"],
      [
        () => endpoint.merge("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", hook),
        hookUrl,
        "/repos/{owner}/{repo}/hooks/{hook_id}/config",
      ],
      // A route without placeholders (apps.updateWebhookConfigForApp), as a route or in the defaults.
      [() => api("PATCH /app/hook/config", { url: hookUrl, secret: "s" }), hookUrl, "/app/hook/config"],
      [
        () => (octokitEndpoint.defaults(appHook) as unknown as typeof untyped)({ url: hookUrl } as unknown as string),
        hookUrl,
        "/app/hook/config",
      ],
      [() => octokitEndpoint.merge("PATCH /app/hook/config", { url: hookUrl }), hookUrl, "/app/hook/config"],
      // Parameters bound by defaults().
      [() => boundOrg("PATCH /orgs/{org}/hooks/{hook_id}/config", { url: hookUrl }), hookUrl, "/orgs/{org}/hooks/{hook_id}/config"],
      [() => octokitBoundOrg("PATCH /orgs/{org}/hooks/{hook_id}/config", { url: hookUrl }), hookUrl, "/orgs/{org}/hooks/{hook_id}/config"],
      // A url that takes the replaced URL's names itself.
      ...["https://hooks.example.net/:owner/:repo/:hook_id", "https://hooks.example.net/x{?owner,repo,hook_id}"].map(
        (url): [() => unknown, string, string] => [
          () => api("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", { ...hook, url }),
          url,
          "/repos/{owner}/{repo}/hooks/{hook_id}/config",
        ],
      ),
      // The octokit entry encodes characters RFC 6570 refuses in a literal ("|", a space).
      ...["https://hooks.example.net/a|b", "https://hooks.example.net/a b"].map((url): [() => unknown, string, string] => [
        () => octokit("PATCH /app/hook/config", { url }),
        url,
        "/app/hook/config",
      ]),
      // A url whose host a value decides keeps no origin the call can know.
      [() => api("PATCH /app/hook/config", { url: "{+hook}", hook: hookUrl }), "{+hook}", "/app/hook/config"],
      // Another port, another scheme: another origin.
      [() => api("GET /user", { url: "https://api.github.com:8443/user" }), "https://api.github.com:8443/user", "/user"],
      [() => api("GET /user", { url: "http://api.github.com/user" }), "http://api.github.com/user", "/user"],
    ];
    for (const [call, url, replaced] of refused) {
      const error = expectEndpointError(call, InvalidParameterError, "ERR_INVALID_PARAMETER");
      expect(error.message).to.equal(
        `The url "${url}" does not keep the origin of the URL "${replaced}" it replaces (https://api.github.com): ${advice}`,
      );
    }
    // With the body in data, the route's URL is the request's.
    const { content_type } = hook;
    const sent = api("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", {
      owner: "o",
      repo: "r",
      hook_id: 1,
      data: { url: hookUrl, content_type },
    });
    expect([sent.url, sent.body]).to.deep.equal(["https://api.github.com/repos/o/r/hooks/1/config", { url: hookUrl, content_type }]);
  });

  it("keeps a call's url that replaces a URL on the same origin, and refuses the replaced URL's parameters where sent", () => {
    const octokitEndpoint = createEndpoint({ profile: "octokit" });
    const octokit = octokitEndpoint as unknown as typeof untyped;
    // uploadReleaseAsset: its defaults name uploads.github.com; the release's upload_url is there.
    const upload = {
      method: "POST",
      url: "/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      baseUrl: "https://uploads.github.com",
    };
    const uploadUrl = "https://uploads.github.com/repos/o/r/releases/7/assets{?name,label}";
    const asset = (octokitEndpoint.defaults(upload) as unknown as typeof untyped)({
      owner: "o",
      repo: "r",
      url: uploadUrl,
      name: "a.zip",
      data: "zip",
      headers: { "content-type": "application/zip" },
    } as unknown as string);
    expect([asset.method, asset.url, asset.body]).to.deep.equal([
      "POST",
      "https://uploads.github.com/repos/o/r/releases/7/assets?name=a.zip",
      "zip",
    ]);
    // A method given as undefined is not given ("undefined" is "not set"): the url is checked.
    // (An outside review: a wrapper's { method, ...rest } sent the token to the url's host.)
    const hook = "https://hooks.example.net/x";
    type Loose = ((route: unknown, options?: Record<string, unknown>) => RequestOptions) & {
      merge(route: unknown, options?: Record<string, unknown>): unknown;
      defaults(options: Record<string, unknown>): Loose;
    };
    for (const entry of [endpoint, octokitEndpoint] as unknown as Loose[]) {
      expectEndpointError(
        () => entry("GET /repos/{owner}", { owner: "o", url: hook, method: undefined }),
        InvalidParameterError,
        "ERR_INVALID_PARAMETER",
        "data",
      );
      expectEndpointError(
        () => entry.merge("PATCH /app/hook/config", { url: hook, method: undefined }),
        InvalidParameterError,
        "ERR_INVALID_PARAMETER",
        "data",
      );
      const listForOrg = entry.defaults({ method: "GET", url: "/orgs/{org}/repos" });
      expectEndpointError(
        () => listForOrg({ url: hook, method: undefined, headers: {} }),
        InvalidParameterError,
        "ERR_INVALID_PARAMETER",
        "data",
      );
    }
    expectEndpointError(
      () => new EndpointBuilder().route("PATCH /app/hook/config").url(hook).param("content_type", "json").build(),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
      "data",
    );
    // graphql on GitHub Enterprise Server: its own url on its baseUrl's origin.
    const ghes = octokitEndpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3", method: "POST", url: "/graphql" });
    expect(
      (ghes as unknown as typeof untyped)({
        url: "https://ghe.example.com/api/graphql",
        query: "{ viewer { login } }",
      } as unknown as string).url,
    ).to.equal("https://ghe.example.com/api/graphql");
    // A path for a path, a full URL of the same origin, the host in any letter case, the default port.
    expect(untyped("GET /repos/{owner}/{repo}", { url: "/repos/{owner}/{repo}/issues", owner: "o", repo: "r" }).url).to.equal(
      "https://api.github.com/repos/o/r/issues",
    );
    expect(untyped("GET /repos/{owner}/{repo}", { url: "/user", per_page: 2 }).url).to.equal("https://api.github.com/user?per_page=2");
    expect(untyped("GET /user", { url: "HTTPS://API.GITHUB.COM:443/users" }).url).to.equal("HTTPS://API.GITHUB.COM:443/users");
    expect(untyped("GET https://uploads.github.com/a", { url: "https://uploads.github.com/b" }).url).to.equal(
      "https://uploads.github.com/b",
    );
    expect(endpoint.defaults({ url: "/repos/{owner}" })({ url: "/user" }).url).to.equal("https://api.github.com/user");
    // A baseUrl in the call moves both: another host is reached through baseUrl.
    expect(untyped("GET /user", { url: "/users", baseUrl: "https://ghe.example.com/api/v3" }).url).to.equal(
      "https://ghe.example.com/api/v3/users",
    );
    // A pagination link's call ({ method, url, headers }) in the octokit entry: Octokit's next page
    // through a REST method, whose defaults name the first page's route, follows the server's link.
    const listForOrg = octokitEndpoint.defaults({ method: "GET", url: "/orgs/{org}/repos" });
    expect(listForOrg({ method: "GET", url: "https://pagination-test.com/orgs/o/repos?page=2", headers: {} }).url).to.equal(
      "https://pagination-test.com/orgs/o/repos?page=2",
    );
    // A url that does not compile is refused as endpoint() refuses it, by merge() too.
    for (const call of [() => untyped("GET /user", { url: "/a{" }), () => endpoint.merge("GET /user", { url: "/a{" })]) {
      expectEndpointError(call, TemplateSyntaxError, "ERR_TEMPLATE_SYNTAX");
    }
    // Options that named no URL set it freely (a next-page link).
    expect(endpoint({ url: "https://elsewhere.example/page/2" }).url).to.equal("https://elsewhere.example/page/2");
    // The call's own parameters of the replaced URL that the url does not take: refused where sent.
    for (const [call, target] of [
      [() => untyped("GET /repos/{owner}/{repo}", { url: "/user", owner: "o", repo: "r" }), "query"],
      [() => octokit("GET /repos/{owner}/{repo}", { url: "/user", owner: "o", repo: "r" }), "query"],
      [() => octokit("PATCH /repos/{owner}/{repo}", { url: "/user", owner: "o", repo: "r", name: "n" }), "body"],
      [() => endpoint.merge("PATCH /repos/{owner}/{repo}", { url: "/user", owner: "o", repo: "r" }), "body"],
    ] as const) {
      const error = expectEndpointError(call, InvalidParameterError, "ERR_INVALID_PARAMETER");
      expect(error.message).to.equal(
        'The url "/user" replaces the URL "/repos/{owner}/{repo}", whose parameters "owner", "repo" the call gives: ' +
          `the url does not take them, so they would go to the ${target} of another request. Leave them out, or take them in the url.`,
      );
    }
    // Beside data they are dropped in the octokit entry (as the upload above), refused as any parameter there in the main one.
    expectEndpointError(
      () => untyped("POST /repos/{owner}/{repo}", { url: "/user", owner: "o", data: "d" }),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
      'The parameter "owner" cannot be sent beside "data"',
    );
    // The defaults' parameters are never the call's mistake.
    expect(endpoint.defaults({ owner: "o" })("GET /repos/{owner}", { url: "/user" }).url).to.equal("https://api.github.com/user?owner=o");
  });

  // An outside review: an application's JSON ({ url, content_type, method }) spread into a REST
  // method sent the token to its url, the call's own method having opened the rule.
  it("a call's own method opens nothing: the url of an application's JSON is held to the rule in both entries", () => {
    type Loose = ((options: Record<string, unknown>) => RequestOptions) & { merge(options: Record<string, unknown>): unknown };
    const json = { url: "https://evil.example/c", content_type: "json", method: "patch" };
    const hook = { method: "PATCH", url: "/app/hook/config", headers: { authorization: "token T" } };
    const octokitEndpoint = createEndpoint({ profile: "octokit" });
    for (const entry of [endpoint, octokitEndpoint]) {
      const config = entry.defaults(hook) as unknown as Loose;
      for (const call of [() => config(json), () => config.merge(json)]) {
        expectEndpointError(call, InvalidParameterError, "ERR_INVALID_PARAMETER", 'does not keep the origin of the URL "/app/hook/config"');
      }
      const builder = EndpointBuilder.from(config as never)
        .url(json.url)
        .param("content_type", "json")
        .method("patch");
      for (const action of [() => builder.build(), () => builder.toOptions()]) {
        expectEndpointError(action, InvalidParameterError, "ERR_INVALID_PARAMETER", 'belongs in "data"');
      }
    }
    // A pagination link's call ({ method, url, headers }, as @octokit/plugin-paginate-rest makes it)
    // sets the url freely in the octokit entry only; with any parameter beside it, it is held.
    const next = { method: "GET", url: "https://pagination-test.com/orgs/o/repos?page=2", headers: {} };
    const octokitList = octokitEndpoint.defaults({ method: "GET", url: "/orgs/{org}/repos" }) as unknown as Loose;
    expect(octokitList(next).url).to.equal(next.url);
    // Octokit's request hook passes the merged options (with the defaults' baseUrl) back through merge().
    expect(octokitList(octokitList.merge(next) as Record<string, unknown>).url).to.equal(next.url);
    const mainList = endpoint.defaults({ method: "GET", url: "/orgs/{org}/repos" }) as unknown as Loose;
    for (const call of [
      () => mainList(next),
      () => octokitList({ ...next, content_type: "json" }),
      () => octokitList({ ...next, baseUrl: "https://evil.example" }),
      () => octokitList({ url: next.url, method: "GET" }),
    ]) {
      expectEndpointError(call, InvalidParameterError, "ERR_INVALID_PARAMETER", "does not keep the origin");
    }
  });

  // GitHub Enterprise Server: a release's upload_url is on the host its Octokit was given as
  // baseUrl, while uploadReleaseAsset's own defaults name https://uploads.github.com.
  it("lets a url move a request to any origin a baseUrl of the defaults' chain named, and to no origin only the call names", () => {
    type Loose = ((options: Record<string, unknown>) => RequestOptions) & { merge(options: Record<string, unknown>): unknown };
    const ghesUpload = "https://ghe.example.com/api/uploads/repos/o/r/releases/7/assets{?name,label}";
    const asset = { url: ghesUpload, name: "a.zip", data: "zip", headers: { "content-type": "application/zip" } };
    const upload = {
      method: "POST",
      url: "/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      baseUrl: "https://uploads.github.com",
    };
    const instance = { baseUrl: "https://GHE.example.com:443/api/v3", headers: { authorization: "token T" } };
    const sent = "https://ghe.example.com/api/uploads/repos/o/r/releases/7/assets?name=a.zip";
    for (const entry of [endpoint, createEndpoint({ profile: "octokit" })]) {
      const uploadAsset = entry.defaults(instance).defaults(upload) as unknown as Loose;
      const result = uploadAsset(asset);
      expect([result.url, result.headers.authorization, result.body]).to.deep.equal([sent, "token T", "zip"]);
      expect((uploadAsset.merge(asset) as { url: string }).url).to.equal(ghesUpload);
      const builder = EndpointBuilder.from(uploadAsset as never)
        .url(ghesUpload)
        .param("name", "a.zip")
        .data("zip");
      expect(builder.build().url).to.equal(sent);
      expect(builder.toOptions().url).to.equal(ghesUpload);
      // The defaults' own origin and the replaced URL's still stand; an origin only a call names does not.
      expect(uploadAsset({ ...asset, url: "https://uploads.github.com/repos/o/r/releases/7/assets{?name}" }).url).to.equal(
        "https://uploads.github.com/repos/o/r/releases/7/assets?name=a.zip",
      );
      const evil = { ...asset, url: "https://evil.example/assets{?name,label}" };
      const withoutChain = entry.defaults(upload) as unknown as Loose;
      for (const call of [() => uploadAsset(evil), () => uploadAsset.merge(evil), () => withoutChain(asset)]) {
        expectEndpointError(call, InvalidParameterError, "ERR_INVALID_PARAMETER", 'belongs in "data"');
      }
      for (const action of [
        () =>
          EndpointBuilder.from(withoutChain as never)
            .url(ghesUpload)
            .build(),
        () =>
          EndpointBuilder.from(withoutChain as never)
            .url(ghesUpload)
            .toOptions(),
      ]) {
        expectEndpointError(action, InvalidParameterError, "ERR_INVALID_PARAMETER", "does not keep the origin");
      }
    }
  });

  it("a builder refuses in build() and toOptions() alike a url that replaces its route's on another origin", () => {
    const hookUrl = "https://hooks.example.net/receiver";
    const route = "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config";
    const builders = [
      new EndpointBuilder().route(route).params({ owner: "o", repo: "r", hook_id: 1 }).url(hookUrl),
      new EndpointBuilder().route("PATCH /app/hook/config").url(hookUrl),
      // route() twice: the second names the method alone, or the same route again, or comes first.
      new EndpointBuilder().route(route).route("PATCH").url(hookUrl),
      new EndpointBuilder().route(route).url(hookUrl).route("PATCH"),
      new EndpointBuilder().route("PATCH").route("/app/hook/config").url(hookUrl),
      new EndpointBuilder().route("GET /x").route(route).route(route).url(hookUrl),
    ];
    for (const builder of builders) {
      for (let build = 0; build < 2; build++) {
        expectEndpointError(
          () => builder.param("per_page", build).build(),
          InvalidParameterError,
          "ERR_INVALID_PARAMETER",
          "does not keep the origin",
        );
        expectEndpointError(
          () => builder.param("per_page", build).toOptions(),
          InvalidParameterError,
          "ERR_INVALID_PARAMETER",
          "does not keep the origin",
        );
      }
    }
    // A url() that replaces the defaults' URL: its options would go to the hook through another endpoint.
    const fromDefaults = EndpointBuilder.from(endpoint.defaults({ method: "PATCH", url: "/app/hook/config" })).url(hookUrl);
    for (const action of [() => fromDefaults.build(), () => fromDefaults.toOptions()]) {
      expectEndpointError(action, InvalidParameterError, "ERR_INVALID_PARAMETER", "does not keep the origin");
    }
    // Its same-origin parameters, as endpoint() refuses them.
    const same = new EndpointBuilder().route("GET /repos/{owner}/{repo}").url("/user").param("owner", "o");
    for (const action of [() => same.build(), () => same.toOptions()]) {
      expectEndpointError(action, InvalidParameterError, "ERR_INVALID_PARAMETER", 'whose parameter "owner" the call gives');
    }
    // A route that replaces the url, or a same-origin url: options as before.
    expect(new EndpointBuilder().url(hookUrl).route("PATCH /app/hook/config").toOptions().url).to.equal("/app/hook/config");
    expect(new EndpointBuilder().route("GET /user").url("/users").toOptions()).to.deep.equal({ method: "GET", url: "/users", headers: {} });
  });

  it("R5: uses a full http(s) URL as given", () => {
    expect(endpoint("GET https://uploads.github.com/a/{b}", { b: "c" }).url).to.equal("https://uploads.github.com/a/c");
    expect(endpoint("GET HTTP://example.com/x").url).to.equal("HTTP://example.com/x");
  });

  it("sends the default headers to a full URL on another origin", () => {
    const upload = endpoint.defaults({ headers: { authorization: "token t" } })("POST https://uploads.github.com/x", { data: "d" });
    expect(upload.headers.authorization).to.equal("token t");
  });

  it("refuses URLs with another scheme", () => {
    for (const url of ["file:///etc/passwd", "javascript:alert(1)", "ftp://example.com/x", "data:text/plain,x"]) {
      expectEndpointError(() => endpoint({ url }), InvalidUrlError, "ERR_INVALID_URL", url.slice(0, 4));
    }
  });

  it("reads the scheme in any letter case, and names the one it refuses in lowercase", () => {
    expect(endpoint({ url: "hTtPs://example.com/x" }).url).to.equal("hTtPs://example.com/x");
    expect(endpoint.defaults({ baseUrl: "HTTP://example.com" })("GET /x").url).to.equal("HTTP://example.com/x");
    const refused: [string, string][] = [
      ["FTP://example.com/x", 'The URL "FTP://example.com/x" has the scheme "ftp:"; only http: and https: are allowed.'],
      ["httpx://example.com/x", 'The URL "httpx://example.com/x" has the scheme "httpx:"; only http: and https: are allowed.'],
      ["Http:example.com/x", 'The URL "Http:example.com/x" lacks "//" after "http:".'],
      ["HTTPS:/x", 'The URL "HTTPS:/x" lacks "//" after "https:".'],
    ];
    for (const [url, message] of refused) {
      const error = expectEndpointError(() => endpoint({ url }), InvalidUrlError, "ERR_INVALID_URL");
      expect(error.message).to.equal(message);
    }
    // A word without a colon is a path.
    expect(endpoint({ url: "https" }).url).to.equal("https://api.github.com/https");
  });

  it("joins a path to baseUrl with exactly one slash", () => {
    const ghe = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3/" });
    expect(ghe("GET /user").url).to.equal("https://ghe.example.com/api/v3/user");
    expect(ghe("GET user").url).to.equal("https://ghe.example.com/api/v3/user");
    expect(endpoint("GET //user").url).to.equal("https://api.github.com/user");
    expect(endpoint("GET user").url).to.equal("https://api.github.com/user");
  });

  it("never lets a protocol-relative path change the host", () => {
    expect(endpoint("GET //evil.example/x").url).to.equal("https://api.github.com/evil.example/x");
  });

  it("removes a trailing slash, but keeps the root path", () => {
    expect(endpoint("GET /repos/{owner}/", { owner: "o" }).url).to.equal("https://api.github.com/repos/o");
    expect(endpoint("GET /").url).to.equal("https://api.github.com/");
    expect(endpoint("GET /x/", { a: 1 }).url).to.equal("https://api.github.com/x?a=1");
    expect(endpoint("GET https://example.com/").url).to.equal("https://example.com/");
    expect(endpoint("GET https://example.com/a/").url).to.equal("https://example.com/a");
    // One slash, as docs/rules.md and the peer say: a path the template ends with "//" keeps one.
    expect(endpoint("GET /x//").url).to.equal("https://api.github.com/x/");
    expect(endpoint("GET /x/{+rest}", { rest: "a//" }).url).to.equal("https://api.github.com/x/a/");
    expect(endpoint("GET https://example.com//").url).to.equal("https://example.com/");
    expect(endpoint("GET //").url).to.equal("https://api.github.com/");
  });

  it("refuses a baseUrl that is not an absolute http(s) URL", () => {
    for (const baseUrl of [
      "api.github.com",
      "/api",
      "ftp://x.example",
      "https://x.example/?a=1",
      "https://u:p@x.example",
      "https://x.example/\n",
    ]) {
      expectEndpointError(() => endpoint("GET /x", { baseUrl }), InvalidUrlError, "ERR_INVALID_URL");
      expectEndpointError(() => endpoint.defaults({ baseUrl }), InvalidUrlError, "ERR_INVALID_URL");
    }
    expectEndpointError(() => endpoint("GET /x", { baseUrl: 5 as unknown as string }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
  });

  it("refuses a host in Unicode, saying to write it in its ASCII (punycode) form", () => {
    const ascii = `https://${domainToASCII("bücher.example")}`;
    expect(ascii).to.equal("https://xn--bcher-kva.example");
    const hint = `its host is not ASCII; write it in its ASCII (punycode) form, "${ascii}".`;
    const octokit = createEndpoint({ profile: "octokit" });
    for (const baseUrl of ["https://bücher.example", "https://bücher.example/api/", "https://BÜCHER.example"]) {
      const given = `The baseUrl "${baseUrl}" is not valid: ${hint}`;
      expectEndpointError(() => untyped("GET /x", { baseUrl }), InvalidUrlError, "ERR_INVALID_URL", given);
      expectEndpointError(() => octokit("GET /x", { baseUrl }), InvalidUrlError, "ERR_INVALID_URL", given);
      expectEndpointError(() => endpoint.defaults({ baseUrl }), InvalidUrlError, "ERR_INVALID_URL", given);
    }
    const port = `its host is not ASCII; write it in its ASCII (punycode) form, "${ascii}:8443".`;
    expectEndpointError(() => untyped("GET /x", { baseUrl: "https://bücher.example:8443" }), InvalidUrlError, "ERR_INVALID_URL", port);
    // The same mistake in a full URL, where the expansion has percent-encoded the host.
    const sent = `The URL "https://b%C3%BCcher.example/x" cannot be sent: ${hint}`;
    expectEndpointError(() => untyped("GET https://bücher.example/x"), InvalidUrlError, "ERR_INVALID_URL", sent);
    expectEndpointError(() => untyped("GET {+origin}/x", { origin: "https://bücher.example" }), InvalidUrlError, "ERR_INVALID_URL", sent);
    // Anything else that is not ASCII keeps its message.
    // Quoted up to where it stops being a URL (a space).
    for (const [baseUrl, shown] of [
      ["https://x.example/bücher", "https://x.example/bücher"],
      ["https://bü cher.example", "https://bü…"],
    ]) {
      const other = `The baseUrl "${shown}" is not valid: it holds whitespace, a control or a non-ASCII character.`;
      expectEndpointError(() => untyped("GET /x", { baseUrl }), InvalidUrlError, "ERR_INVALID_URL", other);
    }
  });

  it('refuses an empty baseUrl, also as the first base URL a process checks ("" was taken unchecked: "/x" came out)', function () {
    this.timeout(60_000);
    const empty = 'The baseUrl "" is not valid: it must be an absolute URL starting with http:// or https://.';
    expectEndpointError(() => untyped("GET /x", { baseUrl: "" }), InvalidUrlError, "ERR_INVALID_URL", empty);
    expectEndpointError(() => endpoint.defaults({ baseUrl: "" }), InvalidUrlError, "ERR_INVALID_URL", empty);
    expectEndpointError(() => createEndpoint({ allowAbsoluteUrls: false, defaults: { baseUrl: "" } }), InvalidUrlError, "ERR_INVALID_URL");
    // In a fresh process, where no base URL was checked before.
    const script =
      'const { endpoint } = require("./lib");' +
      'try { endpoint("GET /x", { baseUrl: "" }); console.log("built") } catch (e) { console.log(e.code) }';
    const output = execFileSync(process.execPath, ["-r", "ts-node/register/transpile-only", "-e", script], {
      cwd: join(__dirname, "../.."),
    });
    expect(String(output).trim()).to.equal("ERR_INVALID_URL");
  });

  it("throws MissingUrlError without a url after merging, in endpoint() and parse()", () => {
    expectEndpointError(() => endpoint({ method: "GET" }), MissingUrlError, "ERR_MISSING_URL");
    expectEndpointError(() => endpoint.parse({ method: "GET" } as never), MissingUrlError, "ERR_MISSING_URL");
    expectEndpointError(() => endpoint.parse(endpoint.merge({ method: "GET" })), MissingUrlError, "ERR_MISSING_URL");
    expectEndpointError(() => endpoint("POST"), MissingUrlError, "ERR_MISSING_URL");
  });

  it("merge() needs no url: it only merges, as the peer's does", () => {
    expect(endpoint.merge()).to.deep.equal({ ...endpoint.DEFAULTS });
    expect(endpoint.merge({ per_page: 100 })).to.deep.equal({ ...endpoint.DEFAULTS, per_page: 100 });
    expect(endpoint.merge({ method: "post" })).not.to.have.property("url");
    expect(endpoint.merge({ method: "post" }).method).to.equal("POST");
  });

  it("takes the url from the defaults, and undefined in a call unsets it", () => {
    const user = endpoint.defaults({ url: "/user" });
    expect(user({}).url).to.equal("https://api.github.com/user");
    expectEndpointError(() => user({ url: undefined }), MissingUrlError, "ERR_MISSING_URL");
  });

  it("createEndpoint() refuses an option it does not have: a misspelt allowAbsoluteUrls would leave full URLs allowed", () => {
    const misspelt = { allowAbsoluteURLs: false } as unknown as Parameters<typeof createEndpoint>[0];
    expectEndpointError(() => createEndpoint(misspelt), InvalidOptionsError, "ERR_INVALID_OPTIONS", 'no option "allowAbsoluteURLs"');
    expect(createEndpoint({ defaults: undefined, profile: undefined })("GET /a").url).to.equal("https://api.github.com/a");
  });

  it("allowAbsoluteUrls: false refuses full URLs but takes paths", () => {
    const pathsOnly = createEndpoint({ allowAbsoluteUrls: false, defaults: { headers: { authorization: "token t" } } });
    expect(pathsOnly("GET /user").url).to.equal("https://api.github.com/user");
    expectEndpointError(() => pathsOnly("GET https://evil.example/x"), InvalidUrlError, "ERR_INVALID_URL", "allowAbsoluteUrls");
  });
});
