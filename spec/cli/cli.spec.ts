import { expect } from "chai";
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { endpoint, toCurl } from "../../lib";
import { runCli, USAGE } from "../../lib/cli/main";
import { parseArguments, UsageError } from "../../lib/cli/parse-arguments";

function cli(...argv: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = "";
  let stderr = "";
  const code = runCli(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

describe("command line tool", () => {
  it("prints the request options of a route and HTTPie-style items as JSON", () => {
    const { code, stdout, stderr } = cli(
      "GET /repos/{owner}/{repo}/issues",
      "owner=octokit",
      "repo=endpoint.js",
      "per_page:=2",
      'labels:=["bug","ui"]',
      "Authorization:token x",
    );
    expect({ code, stderr }).to.deep.equal({ code: 0, stderr: "" });
    expect(JSON.parse(stdout)).to.deep.equal(
      endpoint("GET /repos/{owner}/{repo}/issues", {
        owner: "octokit",
        repo: "endpoint.js",
        per_page: 2,
        labels: ["bug", "ui"],
        headers: { Authorization: "token x" },
      }),
    );
  });

  it("takes typed values: numbers, booleans, null, arrays and objects", () => {
    const { stdout } = cli("POST /x", "n:=1.5", "b:=true", "z:=null", "s=1.5", 'o:={"k":[1]}');
    expect(JSON.parse(stdout).body).to.deep.equal({ n: 1.5, b: true, z: null, s: "1.5", o: { k: [1] } });
  });

  it("--base-url sets the base URL; --curl prints a curl command", () => {
    expect(JSON.parse(cli("--base-url", "https://ghe.example.com/api/v3", "GET /user").stdout).url).to.equal(
      "https://ghe.example.com/api/v3/user",
    );
    expect(JSON.parse(cli("--base-url=https://ghe.example.com", "GET /user").stdout).url).to.equal("https://ghe.example.com/user");
    expect(cli("--curl", "PATCH /user", "name=Mona").stdout).to.equal(toCurl(endpoint("PATCH /user", { name: "Mona" })) + "\n");
  });

  it("--help and --version print and exit 0", () => {
    expect(cli("--help")).to.deep.equal({ code: 0, stdout: USAGE, stderr: "" });
    expect(cli("-v").stdout).to.match(/^\d+\.\d+\.\d+\n$/);
  });

  it("--help lists a url without its scheme among the places it is not HTTPie", () => {
    const differences = USAGE.slice(USAGE.indexOf("Where this tool is not HTTPie:"), USAGE.indexOf("Flags:"));
    expect(differences).to.include("example.com/x");
    expect(differences).to.include("HTTPie assumes http://");
    expect(cli("example.com/x")).to.include({ code: 2, stdout: "" });
  });

  it("refused options exit 1 with one line: the message and the code, no stack", () => {
    for (const argv of [["BREW /x"], ["GET /repos/{owner}", "owner=.."], ["GET /", "X-A:a\rb"], ["GET /{a"]]) {
      const { code, stdout, stderr } = cli(...argv);
      expect(code, argv.join(" ")).to.equal(1);
      expect(stdout).to.equal("");
      expect(stderr.trimEnd().split("\n")).to.have.length(1);
      expect(stderr).to.match(/^request-options-builder: .+ \(ERR_[A-Z_]+\)\n$/);
    }
  });

  it("a flag it cannot understand exits 2 with one line: the message and the code", () => {
    for (const argv of [[], ["--nope", "GET /"], ["--base-url"]]) {
      const { code, stderr } = cli(...argv);
      expect(code, argv.join(" ")).to.equal(2);
      expect(stderr).to.match(/^request-options-builder: [^\n]+ \(ERR_USAGE\)\n$/);
    }
  });

  it("reads HTTPie's localhost shorthand and a host with a port as http:// URLs, as HTTPie does", () => {
    for (const [argv, url] of [
      [[":3000/users"], "http://localhost:3000/users"],
      [[":/users"], "http://localhost/users"],
      [[":3000"], "http://localhost:3000"],
      [["GET", ":3000/users"], "http://localhost:3000/users"],
      [["GET :3000/users"], "http://localhost:3000/users"],
      [["GET", "localhost:3000/users"], "http://localhost:3000/users"],
      [["localhost:3000/users"], "http://localhost:3000/users"],
      [["POST", "127.0.0.1:8080/x", "a=1"], "http://127.0.0.1:8080/x"],
    ] as const) {
      const { code, stdout, stderr } = cli(...argv);
      expect({ code, stderr }, argv.join(" ")).to.deep.equal({ code: 0, stderr: "" });
      expect(JSON.parse(stdout).url, argv.join(" ")).to.equal(url);
    }
    // Still what they were: a header item after a route, and a colon placeholder in a route.
    expect(JSON.parse(cli("GET /x", "localhost:3000/users").stdout).headers.localhost).to.equal("3000/users");
    expect(JSON.parse(cli("GET /:owner", "owner=o").stdout).url).to.equal("https://api.github.com/o");
  });

  it("refuses an item named like an option that would move the request (url, method, baseUrl), in any form", () => {
    // Each of these once replaced the route, the method or the host, and kept the authorization.
    for (const argv of [
      [
        "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config",
        "owner=o",
        "repo=r",
        "hook_id:=1",
        "url=https://ci.example/hook",
        "authorization:token T",
      ],
      ["GET /search/code", "q==foo", "url==/admin"],
      ["POST /repos/{owner}/{repo}/issues", "owner=o", "repo=r", "title=t", "method=delete"],
      ["GET /repos/{owner}/{repo}/issues", "owner=o", "repo=r", "baseUrl==https://evil.example"],
      ["GET /x", 'baseUrl:="https://evil.example"'],
      ["GET /x", "headers==x"],
    ]) {
      const { code, stdout, stderr } = cli(...argv);
      expect({ code, stdout }, argv.join(" ")).to.deep.equal({ code: 1, stdout: "" });
      expect(stderr, argv.join(" ")).to.match(
        /^request-options-builder: the item ".+" names the option \w+[,:] [^\n]+ \(ERR_INVALID_ITEM\)\n$/,
      );
    }
    // A body field of such a name goes inside data; headers:=, mediaType:= and data= are options, as documented.
    const hook = JSON.parse(
      cli(
        "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config",
        "owner=o",
        "repo=r",
        "hook_id:=1",
        'data:={"url":"https://ci.example/hook"}',
      ).stdout,
    );
    expect([hook.url, hook.body]).to.deep.equal(["https://api.github.com/repos/o/r/hooks/1/config", { url: "https://ci.example/hook" }]);
    expect(JSON.parse(cli("GET /x", 'mediaType:={"format":"raw"}').stdout).headers.accept).to.equal("application/vnd.github.v3.raw");
  });

  it("Header: removes a header and Header; sends it empty, as in HTTPie", () => {
    const removed = JSON.parse(cli("GET /x", "user-agent:").stdout).headers;
    expect(removed).not.to.have.property("user-agent");
    expect(removed).to.have.property("accept");
    expect(JSON.parse(cli("GET /x", "x-empty;").stdout).headers["x-empty"]).to.equal("");
  });

  it("refuses a := integer beyond 2^53, which JSON numbers here cannot keep (it was sent with other digits)", () => {
    const { code, stdout, stderr } = cli("POST /x", "big:=12345678901234567890");
    expect({ code, stdout }).to.deep.equal({ code: 1, stdout: "" });
    expect(stderr).to.match(/^request-options-builder: the value of "big" holds an integer beyond 2\^53[^\n]+\n$/);
    expect(JSON.parse(cli("POST /x", "n:=9007199254740991", 'big:="12345678901234567890"').stdout).body).to.deep.equal({
      n: 9007199254740991,
      big: "12345678901234567890",
    });
  });

  it("refuses what it would have sent as another request: a route without a URL, a header or --base-url given twice", () => {
    // Each was exit 0: a path on the default base URL (/example.com/users, /title=x), the last header or base URL kept.
    for (const [argv, code] of [
      [["example.com/users"], 2],
      [["GET", "evil.com"], 1], // a lone verb, then an item that is none
      [["GET evil.com"], 2],
      [["title=x"], 2],
      [["per_page==2"], 2],
      [["--base-url", "https://a.example", "--base-url=https://b.example", "GET /x"], 2],
      [["GET /x", "x-a:1", "X-A:2"], 1],
      [["GET /x", "x-a:1", "x-a;"], 1],
      [["GET /x", 'headers:={"x-a":"1"}', "x-a:2"], 1], // one was kept silently (found by an outside review)
      [["GET /x", "X-A:2", 'headers:={"x-a":"1"}'], 1],
    ] as const) {
      const { code: exit, stdout, stderr } = cli(...argv);
      expect({ exit, stdout }, argv.join(" ")).to.deep.equal({ exit: code, stdout: "" });
      expect(stderr, argv.join(" ")).to.match(/^request-options-builder: [^\n]+ \(ERR_[A-Z_]+\)\n$/);
    }
    expect(cli("example.com/users").stderr).to.include("such as http://example.com/users");
  });

  it("query items: after a literal ? that ends the path, and refused after a {+name} whose value holds ? or #", () => {
    expect(JSON.parse(cli("GET /x?", "a==1").stdout).url).to.equal("https://api.github.com/x?a=1"); // was /x?&a=1
    expect(JSON.parse(cli("GET /{+p}", "p=a/b", "c==2").stdout).url).to.equal("https://api.github.com/a/b?c=2");
    for (const p of ["a?b=1", "a#b"]) {
      // Was /a?b=1?c=2 (c inside b's value) and /a#b?c=2 (c in the fragment).
      const { code, stdout, stderr } = cli("GET /{+p}", `p=${p}`, "c==2");
      expect({ code, stdout }).to.deep.equal({ code: 1, stdout: "" });
      expect(stderr).to.include('the value of "p" holds "?" or "#"');
    }
  });

  // Found by an outside review: c==1 joined {?a}, and the {/b} after it then wrote /y into c's value.
  it("query items join the route's {?...} only where the query ends the template; elsewhere refused", () => {
    expect(JSON.parse(cli("GET /x{?a}", "a==1", "c==2").stdout).url).to.equal("https://api.github.com/x?a=1&c=2");
    expect(JSON.parse(cli("GET /x{?a}{&b}#f", "b==1", "c==2").stdout).url).to.equal("https://api.github.com/x?c=2&b=1#f");
    for (const route of ["GET /x{?a}{/b}", "GET /x{?a}{+b}", "GET /x{?a}/{b}"]) {
      const { code, stdout, stderr } = cli(route, "b=y", "c==1");
      expect({ code, stdout }, route).to.deep.equal({ code: 1, stdout: "" });
      expect(stderr, route).to.include("more of the template follows");
    }
  });

  it("an item it cannot understand exits 1 with one line", () => {
    for (const argv of [
      ["GET /", "novalue"],
      ["GET /", "=x"],
      ["GET /", "n:={"],
      ["GET /", "name@file.txt"],
      ["GET /", "@"],
    ]) {
      const { code, stderr } = cli(...argv);
      expect(code, argv.join(" ")).to.equal(1);
      expect(stderr).to.match(/^request-options-builder: [^\n]+ \(ERR_INVALID_ITEM\)\n$/);
    }
  });

  it("parses escaped separators and ends flags at --", () => {
    const parsed = parseArguments(["--", "-GET", "a\\:b=c", "x\\=y:z"]);
    expect(parsed.route).to.equal("-GET");
    expect(parsed.options).to.deep.equal({ "a:b": "c" });
    expect(parsed.headers).to.deep.equal({ "x=y": "z" });
    expect(() => parseArguments(["GET /", "plain"])).to.throw(UsageError);
  });

  it("npm start with arguments runs it in a real process", async function () {
    this.timeout(60_000);
    const root = join(__dirname, "../..");
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [require.resolve("ts-node/dist/bin.js"), "examples/demo.ts", "GET /users/{username}", "username=octocat"],
      { cwd: root },
    );
    expect(JSON.parse(stdout).url).to.equal("https://api.github.com/users/octocat");
  });
});

describe("command line tool: bad input is one line, never a stack trace or a silent value", () => {
  const oneLine = (text: string) => text.endsWith("\n") && !text.slice(0, -1).includes("\n");

  it("refuses a := number too large to be finite instead of sending Infinity (or null in JSON)", () => {
    for (const item of ["a:=1e400", "a:=-1e400", 'a:={"b":[1e999]}']) {
      const { code, stdout, stderr } = cli("POST /x", item);
      expect(code, item).to.equal(1);
      expect(stdout).to.equal("");
      expect(oneLine(stderr), stderr).to.equal(true);
      expect(stderr).to.include("finite");
    }
  });

  it("refuses := JSON nested too deeply, in one line", () => {
    const deep = "[".repeat(20_000) + "]".repeat(20_000);
    const { code, stderr } = cli("POST /x", `a:=${deep}`);
    expect(code).to.equal(1);
    expect(oneLine(stderr)).to.equal(true);
    expect(stderr).to.include("nests deeper than 1000 levels");
    expect(stderr.length).to.be.below(300);
  });

  it("passes a headers:= that is no object to the library, which refuses it (never headers 0, 1, 2)", () => {
    for (const argv of [
      ["GET /x", 'headers:="str"'],
      ["GET /x", 'headers:="str"', "X-A:1"],
      ["GET /x", "headers:=[1]", "X-A:1"],
    ]) {
      const { code, stdout, stderr } = cli(...argv);
      expect(code, argv.join(" ")).to.equal(1);
      expect(stdout).to.equal("");
      expect(stderr).to.include("ERR_INVALID_HEADER");
      expect(oneLine(stderr)).to.equal(true);
    }
  });

  it("quotes what it refuses with control characters escaped", () => {
    const { stderr } = cli("GET /x", "bad\r\nitem");
    expect(oneLine(stderr), JSON.stringify(stderr)).to.equal(true);
  });
});
