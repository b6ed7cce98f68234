import { expect } from "chai";
import { endpoint, type EndpointOptions } from "../../lib";

// A corpus of calls covering every rule; fuzzed inputs come with the hostile-input specs.
export const SAMPLE_CALLS: [string | undefined, EndpointOptions][] = [
  ["GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "endpoint.js", per_page: 2, labels: ["a", "b"] }],
  ["POST /repos/:owner/:repo/issues", { owner: "o", repo: "r", title: "t", headers: { Authorization: "token x" } }],
  ["PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }],
  ["PATCH /user", { name: null, request: { timeout: 1 } }],
  ["DELETE /x", {}],
  ["GET /search/issues", { q: "a+b c" }],
  ["POST https://uploads.github.com/x{?name,label}", { name: "n", data: Buffer.from("d"), headers: { "content-type": "application/zip" } }],
  ["GET /x", { mediaType: { format: "diff", previews: ["mercy"] } }],
  ["HEAD /", {}],
  [undefined, { method: "options", url: "/x/", a: true }],
  ["GET /branches{/branch}", {}],
  ["GET /a{?x*}", { x: { k: "v" } }],
];

describe("endpoint(o) equals parse(merge(o))", () => {
  for (const [route, options] of SAMPLE_CALLS) {
    it(`for ${route ?? options.method + " " + options.url}`, () => {
      const direct = route === undefined ? endpoint(options) : endpoint(route, options);
      const merged = route === undefined ? endpoint.merge(options) : endpoint.merge(route, options);
      expect(endpoint.parse(merged)).to.deep.equal(direct);
      // merge() output survives parse() untouched (parse copies what it takes).
      expect(endpoint.parse(merged)).to.deep.equal(direct);
    });
  }

  it("also for the errors", () => {
    const bad: [string, EndpointOptions][] = [
      ["GET /{a", {}],
      ["GET /r/{o}", { o: ".." }],
      ["POST /x", { data: 1, a: 2 }],
      ["GET /branches/{branch}", {}],
      ["GET /{+a}/..", { a: "../?" }],
    ];
    for (const [route, options] of bad) {
      let direct: unknown;
      let viaParse: unknown;
      try {
        endpoint(route, options);
      } catch (error) {
        direct = error;
      }
      try {
        endpoint.parse(endpoint.merge(route, options));
      } catch (error) {
        viaParse = error;
      }
      expect(direct).to.be.instanceOf(Error);
      expect((viaParse as Error).constructor).to.equal((direct as Error).constructor);
      expect((viaParse as Error).message).to.equal((direct as Error).message);
    }
  });
});
