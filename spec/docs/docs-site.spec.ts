import { expect } from "chai";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve, sep } from "node:path";
import type { Browser } from "puppeteer-core";
import { launchChromium } from "../helpers/chromium";

const ROOT = join(__dirname, "../..");

// The groups the reference sorts the main entry's exports into, as typedoc.json orders them.
const GROUPS = [
  "Endpoint and facade",
  "Builder",
  "OpenAPI descriptions",
  "Errors",
  "Strategies and contracts",
  "Dependency injection",
  "Adapters",
  "Types",
];
// The entries beside the main one, each with a page of its own.
const OTHER_ENTRIES = ["request-options-builder/octokit", "request-options-builder/octokit/register"];

/** What a page shows once its scripts ran: its ids, its links, its tables of contents, its titles. */
interface PageView {
  ids: string[];
  links: { href: string; resolved: string; text: string }[];
  /** "On This Page": the headings of this page. */
  onThisPage: string[];
  /** The site navigation, as nested entries. */
  sidebar: SidebarEntry[];
  titles: string[];
}

interface SidebarEntry {
  text: string;
  href: string | undefined;
  children: SidebarEntry[];
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
};

function htmlFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => file.split(sep).join("/"))
    .sort();
}

// A text that names something: not blank, not punctuation such as " / " alone.
const NAMES_SOMETHING = /[\p{L}\p{N}]/u;

describe("the docs site (npm run docs) in a real browser: links that lead somewhere, a table of contents one can read", function () {
  this.timeout(240_000);
  let out: string;
  let server: Server;
  let origin: string;
  let browser: Browser;
  const views = new Map<string, PageView>();

  before(async function () {
    browser = await launchChromium(this);
    out = mkdtempSync(join(tmpdir(), "rob-docs-"));
    // typedoc.json as `npm run docs` uses it (warnings fail the build), into a folder of its own.
    execFileSync(process.execPath, [join(ROOT, "node_modules/typedoc/bin/typedoc"), "--out", out], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    server = createServer((request, response) => {
      const path = resolve(out, "." + decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
      if (!path.startsWith(out + sep) || !existsSync(path) || !statSync(path).isFile()) {
        response.writeHead(404).end();
        return;
      }
      const type = CONTENT_TYPES[/\.[a-z]+$/.exec(path)?.[0] ?? ""] ?? "application/octet-stream";
      // Cached, so that the pages share one load of the scripts and styles.
      response.writeHead(200, { "content-type": type, "cache-control": "max-age=600" }).end(readFileSync(path));
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    // Every page, a few at a time, each read once its scripts have drawn the navigation.
    const pages = htmlFiles(out);
    const queue = [...pages];
    const errors: string[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        const tab = await browser.newPage();
        tab.on("pageerror", (error) => errors.push(String(error)));
        for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
          await tab.goto(`${origin}/${file}`, { waitUntil: "domcontentloaded" });
          // The sidebar is drawn by a script that may run after DOMContentLoaded: wait for it.
          await tab.waitForFunction(() => document.querySelector("#tsd-nav-container li a, #tsd-nav-container details") !== null, {
            timeout: 30_000,
          });
          views.set(file, await tab.evaluate(readPage));
        }
        await tab.close();
      }),
    );
    expect(errors, "script errors on the pages").to.deep.equal([]);
  });

  after(async () => {
    await browser?.close();
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it("every in-page link (#...) leads to an element with that id on the page", () => {
    const dead: string[] = [];
    for (const [file, view] of views) {
      const ids = new Set(view.ids);
      for (const link of view.links) {
        if (!link.href.startsWith("#") || link.href === "#") continue;
        if (!ids.has(decodeURIComponent(link.href.slice(1)))) dead.push(`${file}: ${link.href} (${JSON.stringify(link.text.trim())})`);
      }
    }
    expect(views.size).to.be.greaterThan(20);
    expect(dead, "links to anchors that do not exist").to.deep.equal([]);
  });

  it("every link between pages leads to a page of the site, and to an element with that id on it", () => {
    const dead: string[] = [];
    let checked = 0;
    for (const [file, view] of views) {
      for (const link of view.links) {
        const target = new URL(link.resolved);
        if (target.origin !== origin || link.href.startsWith("#")) continue;
        checked++;
        const path = decodeURIComponent(target.pathname).slice(1);
        const fragment = decodeURIComponent(target.hash.slice(1));
        if (!existsSync(join(out, path)) || !statSync(join(out, path)).isFile()) {
          dead.push(`${file}: ${link.href} (no file ${path})`);
        } else if (fragment !== "" && !views.get(path)?.ids.includes(fragment)) {
          dead.push(`${file}: ${link.href} (no id ${fragment} on ${path})`);
        }
      }
    }
    expect(checked).to.be.greaterThan(views.size);
    expect(dead, "links to pages or anchors that do not exist").to.deep.equal([]);
  });

  it("no table of contents has a blank or punctuation-only entry", () => {
    const blank: string[] = [];
    for (const [file, view] of views) {
      for (const text of view.onThisPage) if (!NAMES_SOMETHING.test(text)) blank.push(`${file}, On This Page: ${JSON.stringify(text)}`);
      for (const text of flatten(view.sidebar)) if (!NAMES_SOMETHING.test(text)) blank.push(`${file}, sidebar: ${JSON.stringify(text)}`);
    }
    // The README is the front page; the reference it held is in the guides, each a page of its own.
    expect(views.get("index.html")?.onThisPage).to.include.members(["Fluent builder", "Guides", "Development"]);
    expect(views.get("documents/api.html")?.onThisPage).to.include.members(["API", "Fluent builder"]);
    expect(views.get("documents/errors.html")?.titles).to.deep.equal(["Errors"]);
    expect(blank).to.deep.equal([]);
  });

  it("renders every guide of docs/ as a page, listed in the sidebar and linked from the front page", () => {
    const guides = readdirSync(join(ROOT, "docs"))
      .filter((name) => name.endsWith(".md"))
      .map((name) => `documents/${name.replace(/\.md$/, ".html")}`);
    expect(guides.length).to.be.at.least(12);
    const listed = new Set(sidebarHrefs(views.get("index.html")?.sidebar ?? []));
    const linked = new Set((views.get("index.html")?.links ?? []).map((link) => new URL(link.resolved).pathname.slice(1)));
    const missing = guides.filter((page) => !views.has(page) || !listed.has(page) || !linked.has(page));
    expect(missing).to.deep.equal([]);
    // Each page shows its guide's own title, once.
    for (const page of guides) expect(views.get(page)?.titles, page).to.have.length(1);
  });

  it("the front page names the project once", () => {
    expect(views.get("index.html")?.titles).to.deep.equal(["request-options-builder"]);
  });

  it("the sidebar sorts the main entry's exports into groups, with the other entries beside it", () => {
    const sidebar = views.get("index.html")?.sidebar ?? [];
    const main = sidebar.find((entry) => entry.text === "request-options-builder");
    expect(main, "the main entry in the sidebar").to.not.equal(undefined);
    // Nothing loose: every export of the main entry sits in one of the groups.
    expect(main?.children.map((entry) => entry.text)).to.deep.equal(GROUPS);
    for (const group of main?.children ?? []) {
      expect(group.href, `group ${group.text} is a folder`).to.equal(undefined);
      expect(group.children.length, `exports in ${group.text}`).to.be.greaterThan(0);
    }
    const names = (group: string) => main?.children.find((entry) => entry.text === group)?.children.map((entry) => entry.text);
    expect(names("Endpoint and facade")).to.include.members(["endpoint", "createEndpoint"]);
    expect(names("Builder")).to.include.members(["EndpointBuilder"]);
    expect(names("Errors")).to.include.members(["EndpointError", "InvalidParameterError"]);
    expect(names("Strategies and contracts")).to.include.members(["TemplateExpander", "Rfc6570TemplateExpander", "DefaultParamRouter"]);
    expect(names("Dependency injection")).to.include.members(["createContainer", "ENDPOINT_DEFAULTS"]);
    expect(names("Adapters")).to.include.members(["toFetch", "toCurl"]);
    expect(names("Types")).to.include.members(["EndpointOptions", "RequestOptions", "RouteParameters"]);
    expect(sidebar.map((entry) => entry.text)).to.include.members(OTHER_ENTRIES);
  });

  it("the Types group holds types only", () => {
    // Types is where an untagged export lands (typedoc.json's defaultCategory): a function or
    // class there is an export that was not given its group.
    const main = views.get("index.html")?.sidebar.find((entry) => entry.text === "request-options-builder");
    const types = main?.children.find((entry) => entry.text === "Types")?.children ?? [];
    const notTypes = types.filter((entry) => !/^(interfaces|types)\//.test(entry.href ?? ""));
    expect(notTypes.map((entry) => `${entry.text} (${entry.href})`)).to.deep.equal([]);
  });

  it("the octokit entry has a page that documents its endpoint", () => {
    const sidebar = views.get("index.html")?.sidebar ?? [];
    const octokit = sidebar.find((entry) => entry.text === "request-options-builder/octokit");
    const page = octokit?.href === undefined ? undefined : views.get(octokit.href);
    expect(page, "the octokit entry's page").to.not.equal(undefined);
    const endpoint = octokit?.children.find((entry) => entry.text === "endpoint");
    expect(endpoint?.href, "the octokit endpoint's page").to.be.a("string");
    expect(views.get((endpoint?.href ?? "").split("#")[0])?.titles.join(" ")).to.match(/endpoint/);
  });
});

function sidebarHrefs(entries: readonly SidebarEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.href === undefined ? [] : [entry.href.split("#")[0]]), ...sidebarHrefs(entry.children)]);
}

function flatten(entries: readonly SidebarEntry[]): string[] {
  return entries.flatMap((entry) => [entry.text, ...flatten(entry.children)]);
}

// Runs in the page.
function readPage(): PageView {
  const readEntries = (list: Element | null): SidebarEntry[] =>
    [...(list?.children ?? [])].map((item) => {
      const details = item.querySelector(":scope > details");
      const label = details ? details.querySelector(":scope > summary") : item;
      const link = label?.querySelector("a");
      const href = link?.getAttribute("href") ?? undefined;
      return {
        text: (label?.textContent ?? "").trim(),
        href: href === undefined ? undefined : new URL(link!.href).pathname.slice(1) + new URL(link!.href).hash,
        children: readEntries(details?.querySelector(":scope > ul, :scope > div > ul") ?? null),
      };
    });
  return {
    ids: [...document.querySelectorAll("[id]")].map((element) => element.id),
    links: [...document.querySelectorAll("a[href]")].map((link) => ({
      href: link.getAttribute("href") ?? "",
      resolved: (link as HTMLAnchorElement).href,
      text: link.textContent ?? "",
    })),
    onThisPage: [...document.querySelectorAll(".tsd-page-navigation a")].map((link) => link.textContent ?? ""),
    sidebar: readEntries(document.querySelector("#tsd-nav-container")),
    titles: [...document.querySelectorAll("h1")].map((heading) => (heading.textContent ?? "").trim()),
  };
}
