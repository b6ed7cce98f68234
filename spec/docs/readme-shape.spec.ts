import { expect } from "chai";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readExamples } from "../helpers/markdown-examples";

const ROOT = join(__dirname, "../..");
const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const lines = readme.split("\n");
const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;

/** The README's `## ` sections, each with its first and last line (1-based). */
function sections(): { title: string; from: number; to: number }[] {
  const found: { title: string; from: number; to: number }[] = [];
  let fenced = false;
  lines.forEach((text, index) => {
    if (text.startsWith("```")) fenced = !fenced;
    if (!fenced && text.startsWith("## ")) found.push({ title: text.slice(3), from: index + 1, to: lines.length });
  });
  for (let i = 0; i + 1 < found.length; i++) found[i].to = found[i + 1].from - 1;
  return found;
}

// The README is for the person who installs the package: what it is, how to install it, what
// people do with it, each shown and checked; the reference is in docs/, the contributor's
// commands at the end.
describe("the README starts with the user and stays short", () => {
  it("is at most 400 lines", () => {
    expect(lines.length).to.be.at.most(400);
  });

  it("shows the install before any section, and Development after the user's sections", () => {
    const install = lines.indexOf("npm install request-options-builder");
    const firstSection = lines.findIndex((line) => line.startsWith("## "));
    const development = lines.indexOf("## Development");
    expect(install, "the install command").to.be.greaterThan(0);
    expect(install).to.be.lessThan(firstSection);
    expect(development).to.be.greaterThan(firstSection);
    const titles = sections().map((section) => section.title);
    expect(titles.slice(-2)).to.deep.equal(["Development", "License"]);
  });

  it("shows the five things people do, in that order, each with an example whose output is checked", () => {
    const examples = readExamples(readme);
    const wanted: [string, RegExp, RegExp][] = [
      ["a classic endpoint() call", /endpoint\(\)/, /\bendpoint\(/],
      ["the fluent builder", /builder/i, /new EndpointBuilder\(\)/],
      ["sending with toFetch", /toFetch/, /\btoFetch\(/],
      ["the octokit entry", /octokit entry/i, /from "request-options-builder\/octokit"/],
      ["the command line", /command line/i, /^npx /],
    ];
    const all = sections();
    let previous = -1;
    for (const [what, title, code] of wanted) {
      const index = all.findIndex((section) => title.test(section.title));
      expect(index, `a section for ${what}`).to.be.greaterThan(previous);
      previous = index;
      const { from, to } = all[index];
      const shown = examples.filter((example) => example.line > from && example.line < to && code.test(example.code));
      expect(shown.length, `a checked example of ${what}`).to.be.greaterThan(0);
    }
    expect(all[previous + 1]?.title, "the guides after the five").to.equal("Guides");
  });

  it("keeps the contributor's commands under Development, and each is a script of package.json", () => {
    const development = sections().find((section) => section.title === "Development");
    const text = lines.slice((development?.from ?? 0) - 1, development?.to).join("\n");
    const block = /```sh\n([\s\S]*?)```/.exec(text)?.[1] ?? "";
    const commands = block
      .trim()
      .split("\n")
      .map((line) => line.replace(/\s+#.*$/, ""));
    expect(commands).to.deep.equal(["npm install", "npm start", "npm test"]);
    expect(scripts).to.have.property("start").that.is.a("string");
    expect(scripts).to.have.property("test").that.is.a("string");
  });
});
