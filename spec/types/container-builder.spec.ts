import { expect } from "chai";
import { join } from "node:path";
import { snippetErrors } from "../helpers/compile-snippet";

const SNIPPET = join(__dirname, "container-builder-snippet.ts");

// Chains a user writes on a builder; each compiles, or fails with the same message, whichever way the builder was made.
const CHAINS = [
  `.route("DELETE /y/{id}").params({ id: 1, force: true })`,
  `.route("DELETE /y/{id}").param("force", true).build()`,
  `.route("POST /x/{id}").param("id", 1).param("title", "t").build()`,
  `.params({ owner: "o" }).route("GET /repos/{owner}/{repo}").param("repo", "r").build()`,
  `.route("GET /search{?q}").param("page", 2)`,
  `.route("POST /x{?a}").data({ b: 1 }).param("c", 2)`,
  `.route("DELETE /y/{id}").params({ id: {} })`,
];

// One program per receiver (a compile takes seconds): chain i on line i + 1, its errors prefixed so.
function errorsOf(receiver: string): string[] {
  const lines = CHAINS.map((chain, index) => `export const built${index} = ${receiver}${chain};`);
  return snippetErrors(SNIPPET, [`import { createContainer, EndpointBuilder } from "../../lib";`, ...lines].join("\n"), 2);
}

describe("a builder resolved from a container is typed as new EndpointBuilder() is (compile-time)", function () {
  this.timeout(180_000);

  it("each chain compiles, or fails with the same messages, on either builder", () => {
    const constructed = errorsOf("new EndpointBuilder()");
    const resolved = errorsOf("createContainer().resolve(EndpointBuilder)");
    expect(resolved).to.deep.equal(constructed);
    // The chains that are errors on new EndpointBuilder(): the comparison is not of two empty lists.
    expect([...new Set(constructed.map((error) => Number(error.split(":")[0])))]).to.deep.equal([5, 6, 7]);
  });
});
