import { expect } from "chai";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { markdownFiles } from "../helpers/markdown-examples";

const ROOT = join(__dirname, "../..");
// Where the README's links to files outside the package lead: the repository's main branch.
const REPOSITORY = "https://github.com/request-options-builder/request-options-builder";
const BLOB = `${REPOSITORY}/blob/main/`;

interface Link {
  target: string;
  line: number;
}

/** The README's lines outside fenced code blocks, with their numbers, code spans blanked. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let fence: string | undefined;
  markdown.split("\n").forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker !== undefined && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
    } else if (fence === undefined) {
      lines.push({ text: text.replace(/`[^`]*`/g, (span) => " ".repeat(span.length)), line: index + 1 });
    }
  });
  return lines;
}

/** Inline links and images `[text](target)`, reference definitions `[name]: target`, and `href`/`src` attributes. */
function readLinks(markdown: string): Link[] {
  const links: Link[] = [];
  for (const { text, line } of proseLines(markdown)) {
    for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ target: match[1], line });
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(text);
    if (definition) links.push({ target: definition[1], line });
    for (const match of text.matchAll(/\b(?:href|src)\s*=\s*"([^"]*)"/g)) links.push({ target: match[1], line });
  }
  return links;
}

/** The anchors GitHub gives the README's headings (github-slugger's rules). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const original = markdown.split("\n");
  for (const { line } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(original[line - 1]);
    if (!heading) continue;
    const text = heading[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/<[^>]+>/g, "")
      .replace(/[`*]/g, "");
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

describe("the README's links work where the README is read: GitHub, npm, the docs site", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const links = readLinks(readme);
  const packageJson = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    files: string[];
    repository?: string | { url?: string };
  };

  it("finds the README's links", () => {
    expect(links.length).to.be.greaterThan(10);
    expect(links.map((link) => link.target)).to.include.members([
      "#development",
      "https://github.com/request-options-builder/request-options-builder/blob/main/bench/README.md",
    ]);
  });

  it("a relative link leads to a file the published package holds (its `files`); any other is absolute", () => {
    // npm shows the README away from the repository: bench/, examples/, spec/ are not there.
    // The guides in docs/ are published, so that the README's links to them work on npm too.
    expect(packageJson.files).to.include("docs");
    const wrong: string[] = [];
    for (const { target, line } of links) {
      if (target.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const path = normalize(decodeURIComponent(target.split(/[?#]/)[0])).replace(/^\.\//, "");
      const published = packageJson.files.some((entry) => path === entry || path.startsWith(`${entry}/`));
      if (!published || (!path.startsWith("dist/") && !existsSync(join(ROOT, path)))) wrong.push(`line ${line}: ${target}`);
    }
    expect(wrong).to.deep.equal([]);
  });

  it("links to the guides, each in docs/", () => {
    const guides = markdownFiles().filter((file) => file.startsWith("docs/"));
    expect(guides.length).to.be.at.least(12);
    const linked = new Set(links.map(({ target }) => target.split("#")[0]));
    expect(guides.filter((guide) => !linked.has(guide))).to.deep.equal([]);
  });

  it("a link into the repository names a file that exists on its main branch", () => {
    const missing = links
      .filter(({ target }) => target.startsWith(BLOB) || target.startsWith(`${REPOSITORY}/tree/main/`))
      .filter(({ target }) => !existsSync(join(ROOT, decodeURIComponent(target.replace(/^.*?\/(?:blob|tree)\/main\//, "").split("#")[0]))))
      .map(({ target, line }) => `line ${line}: ${target}`);
    expect(missing).to.deep.equal([]);
  });

  it("a link to a section names a heading of the README", () => {
    const anchors = headingAnchors(readme);
    expect(anchors).to.include("development");
    const dead = links.filter(({ target }) => target.startsWith("#") && !anchors.has(target.slice(1)));
    expect(dead.map(({ target, line }) => `line ${line}: ${target}`)).to.deep.equal([]);
  });

  it("package.json's repository is the one the README links to", function () {
    const repository = typeof packageJson.repository === "string" ? packageJson.repository : packageJson.repository?.url;
    if (repository === undefined) this.skip();
    expect(repository?.replace(/^git\+/, "").replace(/\.git$/, "")).to.equal(REPOSITORY);
  });
});

describe("the README and the guides in docs/: 0 broken links", () => {
  const files = markdownFiles();

  it("every relative link leads to a file of the repository, and its #anchor to a heading there", () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of files) {
      for (const { target, line } of readLinks(readFileSync(join(ROOT, file), "utf8"))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
        checked++;
        const [path, anchor] = decodeURIComponent(target).split("#");
        const targetFile = path === "" ? file : normalize(join(dirname(file), path.split("?")[0]));
        if (!existsSync(join(ROOT, targetFile))) {
          broken.push(`${file} line ${line}: ${target} (no file ${targetFile})`);
        } else if (anchor !== undefined && !headingAnchors(readFileSync(join(ROOT, targetFile), "utf8")).has(anchor)) {
          broken.push(`${file} line ${line}: ${target} (no heading #${anchor} in ${targetFile})`);
        }
      }
    }
    expect(checked).to.be.greaterThan(30);
    expect(broken).to.deep.equal([]);
  });

  it("a guide links to the repository's other files absolutely, at its main branch, where the file exists", () => {
    // A guide is published and read on npm and on the docs site too, where spec/, bench/ and examples/ are not.
    const wrong: string[] = [];
    for (const file of files.filter((name) => name.startsWith("docs/"))) {
      for (const { target, line } of readLinks(readFileSync(join(ROOT, file), "utf8"))) {
        if (target.startsWith(BLOB) || target.startsWith(`${REPOSITORY}/tree/main/`)) {
          const path = decodeURIComponent(target.replace(/^.*?\/(?:blob|tree)\/main\//, "").split("#")[0]);
          if (!existsSync(join(ROOT, path))) wrong.push(`${file} line ${line}: ${target}`);
        } else if (!/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#")) {
          const path = normalize(join(dirname(file), target.split(/[?#]/)[0]));
          if (!path.startsWith("docs/") && path !== "README.md") wrong.push(`${file} line ${line}: ${target} (not published)`);
        }
      }
    }
    expect(wrong).to.deep.equal([]);
  });
});

describe("the README and the guides send a package user to the repository for its files", () => {
  // The package holds `files` alone: a reader on npm or in node_modules has no lib/, spec/,
  // examples/ or scripts, so naming one says where it is: a link into the repository, or in words.
  const published = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { files: string[] }).files;
  // (npm packs package.json whatever `files` says.)
  const repositoryOnly = readdirSync(ROOT).filter(
    (name) => !name.startsWith(".") && !["node_modules", "package.json"].includes(name) && !published.includes(name),
  );
  const namesRepositoryFile = (span: string) =>
    /^npm (run|start|test)\b/.test(span) || repositoryOnly.some((name) => span === name || span.startsWith(`${name}/`));

  it("names a repository file or script only in a link to it, or in a paragraph that says it is in the repository", () => {
    expect(repositoryOnly).to.include.members(["lib", "spec", "examples", "scripts"]);
    const wrong: string[] = [];
    for (const file of markdownFiles()) {
      const paragraphs = prose(readFileSync(join(ROOT, file), "utf8"));
      // A guide that opens by saying it is about the repository, and links to it, is read there.
      if (file !== "README.md" && paragraphs[0]?.text.includes(REPOSITORY)) continue;
      for (const { text, line } of paragraphs) {
        if (/\brepository\b/i.test(text.replace(/\[[^\]]*\]\([^)]*\)/g, ""))) continue;
        for (const [, span] of text.replace(/\[`[^`]*`\]\(https:[^)]*\)/g, "").matchAll(/`([^`]+)`/g)) {
          if (namesRepositoryFile(span)) wrong.push(`${file} line ${line}: ${span}`);
        }
      }
    }
    expect(wrong).to.deep.equal([]);
  });
});

/** The paragraphs outside fenced code blocks and headings, a table row or list item being one each, with their first line. */
function prose(markdown: string): { text: string; line: number }[] {
  const paragraphs: { text: string; line: number }[] = [];
  let fence: string | undefined;
  let current: { text: string; line: number } | undefined;
  markdown.split("\n").forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker !== undefined && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
      current = undefined;
    } else if (fence !== undefined || text.trim() === "" || text.startsWith("#")) {
      current = undefined;
    } else if (current === undefined || /^\s*(\||[-*] |\d+\. )/.test(text)) {
      current = { text, line: index + 1 };
      paragraphs.push(current);
    } else current.text += `\n${text}`;
  });
  return paragraphs;
}
