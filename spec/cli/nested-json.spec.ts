import { expect } from "chai";
import { runCli, USAGE } from "../../lib/cli/main";
import { ItemError, parseArguments } from "../../lib/cli/parse-arguments";

function cli(...argv: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = "";
  let stderr = "";
  const code = runCli(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

const options = (...items: string[]) => parseArguments(["POST /x", ...items]).options;

describe("command line tool: HTTPie 3's nested JSON items", () => {
  it("builds objects and arrays from a[b], a[], a[0] and their mix", () => {
    expect(options("a[b]=1")).to.deep.equal({ a: { b: "1" } });
    expect(options("a[]=1", "a[]=2")).to.deep.equal({ a: ["1", "2"] });
    expect(options("a[0][c]:=2")).to.deep.equal({ a: [{ c: 2 }] });
    expect(options("a[b][]:=true")).to.deep.equal({ a: { b: [true] } });
    expect(options("a[0][c]:=2", "a[0][d]=x", "a[1]=y")).to.deep.equal({ a: [{ c: 2, d: "x" }, "y"] });
    expect(options("a[2]=z")).to.deep.equal({ a: [null, null, "z"] });
    expect(options('a:={"b":1}', "a[c]=2")).to.deep.equal({ a: { b: 1, c: "2" } });
    // A number in brackets is an index, on the first step a key, as in HTTPie.
    expect(options("0=x", "o[0x]=y")).to.deep.equal({ 0: "x", o: { "0x": "y" } });
  });

  it("a name that starts with [ builds a top-level array: the request body", () => {
    expect(options("[]=x", "[]:=2")).to.deep.equal({ data: ["x", 2] });
    expect(options("[1][a]=x", 'headers:={"x-a":"1"}')).to.deep.equal({ data: [null, { a: "x" }], headers: { "x-a": "1" } });
    expect(JSON.parse(cli("POST /x", "[]=x", "[]=y").stdout).body).to.deep.equal(["x", "y"]);
  });

  it("a backslash keeps brackets in a key, and a number in brackets a key", () => {
    expect(options("a\\[b\\]=1")).to.deep.equal({ "a[b]": "1" });
    expect(options("a[\\1]=1", "a[b\\]c]=2")).to.deep.equal({ a: { 1: "1", "b]c": "2" } });
    expect(options("a\\\\[b]=1")).to.deep.equal({ "a\\": { b: "1" } });
  });

  it("sends the nested parameters in the body, with the route's placeholders filled", () => {
    const { code, stdout, stderr } = cli(
      "PATCH /repos/{owner}/{repo}",
      "owner=o",
      "repo=r",
      "security[advanced]=on",
      "topics[]=a",
      "topics[]=b",
    );
    expect({ code, stderr }).to.deep.equal({ code: 0, stderr: "" });
    expect(JSON.parse(stdout).body).to.deep.equal({ security: { advanced: "on" }, topics: ["a", "b"] });
  });

  it("refuses a type conflict, a name it cannot read and a value set twice: one line, exit 1, the name quoted", () => {
    for (const [items, message] of [
      [["a=1", "a[b]=2"], /^the name "a\[b\]" uses "a" as an object, and an earlier item made it a string$/],
      [["a[b]=1", "a[]=2"], /^the name "a\[\]" uses "a" as an array, and an earlier item made it an object$/],
      [["a[]=1", "a[b]=2"], /uses "a" as an object, and an earlier item made it an array/],
      [["a[0]:=1", "a[0][b]=2"], /uses "a\[0\]" as an object, and an earlier item made it a number/],
      [["[]=x", "a=1"], /^the name "a" uses the top level as an object, and an earlier item made it an array$/],
      [["a=1", "[]=x"], /^the name "\[\]" uses the top level as an array, and an earlier item made it an object$/],
      [["data=x", "[]=y"], /uses the top level as an array/],
      [["a[b]=1", "a[b]=2"], /^the name "a\[b\]" is given a value a second time$/],
      [["a[-1]=1"], /negative index/],
      [["a[100000]=1"], /an index above/],
      [["a[b]c=1"], /^the name "a\[b\]c" needs \[ after "a\[b\]"$/],
      [["a]=1"], /needs \[ after "a"$/],
      [["a[b=1"], /needs \] at its end$/],
      [["a[[b]]=1"], /needs a key, an index or \] after "a\["$/],
      [["url[x]=1"], /names the option url/],
    ] as const) {
      expect(() => options(...items), items.join(" ")).to.throw(ItemError, message);
      const { code, stdout, stderr } = cli("POST /x", ...items);
      expect({ code, stdout }, items.join(" ")).to.deep.equal({ code: 1, stdout: "" });
      expect(stderr, items.join(" ")).to.match(/^request-options-builder: [^\n]+ \(ERR_INVALID_ITEM\)\n$/);
    }
  });

  it("keeps a name's own key: __proto__ is data, and headers[name] is a header given once", () => {
    const built = options("__proto__[x]=1");
    expect(Object.keys(built)).to.deep.equal(["__proto__"]);
    expect(Object.getPrototypeOf(built)).to.equal(Object.prototype);
    expect(JSON.parse(cli("GET /x", "headers[x-a]=1").stdout).headers["x-a"]).to.equal("1");
    expect(cli("GET /x", "X-A:2", "headers[x-a]=1").code).to.equal(1);
  });

  it("--help names nested JSON and where the tool is not HTTPie", () => {
    expect(USAGE).to.include("a[b]=1");
    expect(USAGE).to.match(/Where this tool is not HTTPie/);
    expect(USAGE).to.match(/query of a GET/);
    expect(USAGE).to.match(/RFC 6570 template/);
    expect(USAGE).to.match(/sends nothing/);
  });
});
