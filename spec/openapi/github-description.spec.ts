import { expect } from "chai";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { endpoint as octokitEndpoint } from "../../lib/octokit";
import { createEndpoint, routingTable, type OperationEntry } from "../../lib/openapi";
import { NAMED_OPTION_KEYS, type RequestOptions } from "../../lib";

// GitHub's own description (@octokit/openapi), against the octokit entry through the routes of
// @octokit/plugin-rest-endpoint-methods: for every method, a generated value for every described
// parameter (and required body property), the same request wherever the description and the
// method's route agree (the octokit entry sends a GET's other parameters to the query and a
// POST's to the JSON body), and a list of where they do not.
const DESCRIPTION = join(dirname(require.resolve("@octokit/openapi")), "generated/api.github.com.json");
const PLUGIN = join(dirname(require.resolve("@octokit/plugin-rest-endpoint-methods")), "..", "dist-src/generated/endpoints.js");

// The plugin's table of methods, read from its module (its package exports no path to it).
function pluginRoutes(): Map<string, [route: string, defaults: object]> {
  const source = readFileSync(PLUGIN, "utf8").replace(/var endpoints_default[\s\S]*$/, "return Endpoints;");
  const endpoints = new Function(source)() as Record<string, Record<string, [string, object?, ...object[]]>>;
  const routes = new Map<string, [string, object]>();
  for (const [scope, methods] of Object.entries(endpoints)) {
    for (const [name, [route, defaults = {}]] of Object.entries(methods)) routes.set(`${scope}.${name}`, [route, defaults]);
  }
  return routes;
}

// Why the octokit entry would route a call of this operation elsewhere than the description, or "".
function disagreement([parameters, given]: OperationEntry, method: string): string {
  const body = given || undefined;
  const query = method === "GET" || method === "HEAD";
  for (const [name, location, style] of parameters) {
    if (location === 2 || location === 3) return `${name} is a ${location === 2 ? "header" : "cookie"}`;
    if (location === 1 && !query) return `${name} goes to the query of a ${method}`;
    if (location === 1 && style !== 3) return `${name} has a style of its own`;
  }
  if (body !== undefined && !/json/.test(body[0])) return `its body is ${body[0]}`;
  // The octokit entry reads these names as its options (`url` replaces the route's URL).
  const named = [...parameters.map(([name]) => name), ...(body?.[2] ?? [])].find((name) => NAMED_OPTION_KEYS.includes(name as never));
  if (named !== undefined) return `${named} is a named option of the octokit entry`;
  if (body !== undefined && query) return "a GET with a body";
  return "";
}

function generated([parameters, given]: OperationEntry): Record<string, unknown> {
  const body = given || undefined;
  const call: Record<string, unknown> = {};
  for (const [name, location] of parameters) call[name] = location === 0 ? `p-${name}` : `v ${name}/ç`;
  // A body that takes any property (an anyOf with additionalProperties) is given one of its own.
  for (const name of body === undefined ? [] : (body[2] ?? ["any_property"])) call[name] = `b ${name}`;
  return call;
}

// What both write the same way; `accept`, `user-agent` and `content-type` are each entry's own
// defaults (the description's media type, "application/json", against the peer's with a charset).
function comparable({ method, url, headers, body }: RequestOptions): object {
  const { accept: _accept, "user-agent": _agent, "content-type": _type, ...rest } = headers;
  return { method: method.toUpperCase(), url, headers: rest, body };
}

describe("openapi entry: GitHub's description against the octokit entry", function () {
  this.timeout(120_000);

  it("gives the same request for every plugin method whose route the description agrees with, and lists the others", () => {
    const document = JSON.parse(readFileSync(DESCRIPTION, "utf8")) as object;
    const table = routingTable(document);
    const github = createEndpoint(table);
    const differences = new Map<string, string>();
    let same = 0;
    for (const [method, [route, defaults]] of pluginRoutes()) {
      const entry = table.routes[route];
      if (entry === undefined) {
        differences.set(method, `${route} is not a described route`);
        continue;
      }
      // A method with defaults of its own (a content-type, previews) sends them: not the route alone.
      const why =
        Object.keys(defaults).length > 0 ? `the method sends ${JSON.stringify(defaults)}` : disagreement(entry, route.split(" ")[0]);
      if (why !== "") {
        differences.set(method, `${route}: ${why}`);
        continue;
      }
      const call = generated(entry);
      const described = github(route, call);
      let peer: object;
      try {
        peer = octokitEndpoint(route, call);
      } catch (error) {
        // A name RFC 6570 does not take ({enterprise-team}): the entry writes it, the octokit entry refuses the template.
        differences.set(method, `${route}: the octokit entry refuses it (${(error as { code?: string }).code})`);
        expect(described.url, route).to.match(/^https:\/\/api\.github\.com\//);
        continue;
      }
      expect(comparable(described), `${method} ${route}`).to.deep.equal(comparable(peer as RequestOptions));
      same++;
    }
    expect(same).to.be.greaterThan(900);
    // The release-asset upload names its origin and its query in the route: the description does not.
    expect(differences.get("repos.uploadReleaseAsset")).to.equal(
      "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label} is not a described route",
    );
    // Described, it puts name and label in the query of a POST, on the operation's own server, as the method's route does.
    const upload = { owner: "o", repo: "r", release_id: 1, name: "a b.zip", label: "L", data: "bytes" };
    const described = github("POST /repos/{owner}/{repo}/releases/{release_id}/assets", upload);
    const peer = octokitEndpoint("POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", {
      ...upload,
      baseUrl: "https://uploads.github.com",
      headers: { "content-type": "application/octet-stream" },
    });
    expect(comparable(described)).to.deep.equal(comparable(peer as RequestOptions));
    expect(described.url).to.equal("https://uploads.github.com/repos/o/r/releases/1/assets?name=a%20b.zip&label=L");
    expect(described.headers["content-type"]).to.equal("application/octet-stream");
    expect([...differences.values()].filter((why) => !why.includes("is not a described route")).length).to.be.lessThan(60);
    // The list itself with OPENAPI_DIFFERENCES=1 (npx mocha spec/openapi/github-description.spec.ts).
    if (process.env.OPENAPI_DIFFERENCES === "1") for (const [method, why] of differences) console.log(`        ${method}: ${why}`);
  });
});
