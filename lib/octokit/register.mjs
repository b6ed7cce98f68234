// `node --import request-options-builder/octokit/register app.js`: from here on, every import or
// require of "@octokit/endpoint" is answered by this package's octokit entry, so the application's
// @octokit/request, @octokit/core, @octokit/rest and octokit use it without a bundler, whether the
// application is an ES module or CommonJS.
import module from "node:module";
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve as resolvePath } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

if (typeof module.registerHooks === "function") {
  // Node 22.15+, 23.5+: hooks that run in this thread, for require() as well as import.
  const hooks = await import("./octokit-hooks.mjs");
  module.registerHooks({ resolve: hooks.resolve, load: hooks.load });
} else {
  // Node 20 and older 22: module.register's hooks serve every import, but a CommonJS
  // application's require() of an ES module (every Octokit package is one) loads it without them.
  // It does reuse a module already loaded under the same URL, so each installed copy of
  // @octokit/endpoint is loaded now, through the hooks, as the octokit entry.
  module.register("./octokit-hooks.mjs", import.meta.url);
  for (const file of installedPeerFiles()) await import(pathToFileURL(file).href);
}

// Each @octokit/endpoint bundle an application can reach: in every node_modules from the
// application's folder (and this package's) up to the root, and one level of nesting below each
// package there (where npm puts a copy that another version of it is hoisted beside).
function installedPeerFiles() {
  const found = new Set();
  const starts = [process.argv[1] ? dirname(resolvePath(process.argv[1])) : process.cwd(), dirname(fileURLToPath(import.meta.url))];
  for (const start of starts) {
    for (let folder = start; ; folder = dirname(folder)) {
      const modules = join(folder, "node_modules");
      if (existsSync(modules)) for (const file of peerFilesIn(modules)) found.add(file);
      if (dirname(folder) === folder) break;
    }
  }
  return found;
}

function peerFilesIn(modules) {
  const files = [];
  const bundle = (folder) => join(folder, "@octokit", "endpoint", "dist-bundle", "index.js");
  if (existsSync(bundle(modules))) files.push(bundle(modules));
  for (const name of safeList(modules)) {
    const packages = name.startsWith("@")
      ? safeList(join(modules, name)).map((inner) => join(modules, name, inner))
      : [join(modules, name)];
    for (const folder of packages) if (existsSync(bundle(join(folder, "node_modules")))) files.push(bundle(join(folder, "node_modules")));
  }
  return files;
}

function safeList(folder) {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}
