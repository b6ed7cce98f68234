import { expect } from "chai";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { runCli } from "../../lib/cli/main";
import { LoopbackServer } from "../helpers/loopback-server";
import { requireProgram } from "../helpers/require-program";

const run = promisify(execFile);

function cli(argv: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = "";
  let stderr = "";
  const code = runCli(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) }, { readStdin: () => undefined });
  return { code, stdout, stderr };
}

// What the command line asks for is what arrives: the curl command the CLI prints, run by sh,
// against a server that records the request.
describe("command line tool: query items go into the query, once, whatever the route's own expressions", function () {
  this.timeout(60_000);
  requireProgram("curl");
  const server = new LoopbackServer();
  let baseUrl: string;
  before(async () => (baseUrl = await server.start()));
  after(() => server.stop());

  async function sent(argv: string[]): Promise<string> {
    const { code, stdout, stderr } = cli(["--curl", "--base-url", baseUrl, ...argv]);
    expect({ code, stderr }).to.deep.equal({ code: 0, stderr: "" });
    await run("sh", ["-c", stdout]);
    return server.last().url;
  }

  const cases: [string, string[], string][] = [
    ["before a literal fragment, which is never sent", ["GET /x#frag", "a==1"], "/x?a=1"],
    ["before a {#...} expression", ["GET /x{#f}", "a==1", "f==z"], "/x?a=1"],
    ["into the route's own {?a}, once", ["GET /x{?a}", "a==1"], "/x?a=1"],
    ["into the route's {?b} when b is not given, not into the path", ["GET /x{?b}", "a==1"], "/x?a=1"],
    ["beside the route's {?b} when b is given", ["GET /x{?b}", "a==1", "b==2"], "/x?b=2&a=1"],
    ["after a literal query, repeated names repeated", ["GET /x?y=1", "a==1", "a==2"], "/x?y=1&a=1&a=2"],
    ["a name the path has fills the path", ["GET /repos/{owner}", "owner==o", "q==x"], "/repos/o?q=x"],
    ["a :name that starts a path segment fills it", ["POST /repos/:owner/x", "owner==o", "q==x"], "/repos/o/x?q=x"],
    // As the library reads a route: a colon inside a segment or in the query is text, no name.
    [
      "a colon inside a path segment names nothing (a custom method)",
      ["POST /v1/operations/{operation}:cancel", "operation=op1", "cancel==now"],
      "/v1/operations/op1:cancel?cancel=now",
    ],
    ["a colon in the route's query names nothing", ["POST /x?q=is:open", "open==1"], "/x?q=is:open&open=1"],
  ];
  for (const [name, argv, url] of cases) {
    it(name, async () => {
      expect(await sent(argv)).to.equal(url);
    });
  }

  it("a name given by a query item and a parameter item is refused with exit 1", () => {
    const { code, stdout, stderr } = cli(["GET /x{?a}", "a==1", "a=2"]);
    expect({ code, stdout }).to.deep.equal({ code: 1, stdout: "" });
    expect(stderr).to.match(/"a" is given twice/);
  });

  // Never dropped in silence: kept in the options, and refused by --curl (as by toFetch), since
  // fetch drops a header of that name where curl sends it: the two would send different requests.
  it("a __proto__: header item is kept in the options, and refused with exit 1 by --curl", () => {
    const printed = cli(["GET /x", "__proto__:v"]);
    expect(printed.code).to.equal(0);
    expect(Object.getOwnPropertyDescriptor((JSON.parse(printed.stdout) as { headers: object }).headers, "__proto__")?.value).to.equal("v");
    const { code, stdout, stderr } = cli(["--curl", "--base-url", baseUrl, "GET /x", "__proto__:v"]);
    expect({ code, stdout }).to.deep.equal({ code: 1, stdout: "" });
    expect(stderr).to.include('"__proto__" is dropped by fetch and sent by curl');
  });
});

describe("command line tool: HTTPie's argument order beside the route as one argument", () => {
  const url = (argv: string[]) => (JSON.parse(cli(argv).stdout) as { method: string; url: string }).url;
  const method = (argv: string[]) => (JSON.parse(cli(argv).stdout) as { method: string; url: string }).method;

  it("METHOD URL items", () => {
    expect(url(["GET", "/repos/{owner}/{repo}", "owner=octokit", "repo=r"])).to.equal("https://api.github.com/repos/octokit/r");
    expect(method(["POST", "/x", "a=1"])).to.equal("post");
    expect(url(["get", "https://ghe.example/api/v3/user"])).to.equal("https://ghe.example/api/v3/user");
  });

  it("URL items (method GET)", () => {
    expect(url(["/users", "per_page==2"])).to.equal("https://api.github.com/users?per_page=2");
  });

  it("an unknown method is refused by the library, exit 1", () => {
    const { code, stderr } = cli(["TRACE", "/x"]);
    expect(code).to.equal(1);
    expect(stderr).to.include("ERR_UNSUPPORTED_METHOD");
  });
});

describe("command line tool: --help", () => {
  it("the examples of the request items start in one column", () => {
    const usage = cli(["--help"]).stdout;
    const rows = usage.split("\n").filter((line) => /^ {2}(Header:value|name\S*|@file) /.test(line));
    expect(rows).to.have.length(7);
    // The description column is 32 characters wide: each example starts where the widest ends.
    const columns = rows.map((line) => line.length - line.slice(19 + 32).trimStart().length);
    expect(new Set(columns), rows.join("\n")).to.deep.equal(new Set([51]));
  });
});
