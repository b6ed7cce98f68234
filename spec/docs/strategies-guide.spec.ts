import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readExamples } from "../helpers/markdown-examples";

const ROOT = join(__dirname, "../..");

// "How do I swap a strategy?" has a short answer that needs no tsyringe: the guide gives it
// before the container, and the README's pointer to the guide says so.
describe("docs/strategies.md answers how to swap a strategy, the short way first", () => {
  const guide = readFileSync(join(ROOT, "docs/strategies.md"), "utf8");

  it("its first checked example passes a strategy instance to createEndpoint(), without a container", () => {
    const [first] = readExamples(guide);
    expect(first.code).to.match(/createEndpoint\(\{ paramRouter: new \w+\(\) \}\)/);
    expect(first.code).to.not.include("createContainer");
    expect(guide.indexOf("createEndpoint({ paramRouter:")).to.be.lessThan(guide.indexOf("createContainer"));
  });

  it("the README's Guides list points at that way", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const pointer = readme.split("\n").find((line) => line.startsWith("- [Strategies") && line.includes("(docs/strategies.md"));
    expect(pointer).to.include("createEndpoint({ paramRouter: new MyRouter() })");
  });
});
