import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import puppeteer, { type Browser } from "puppeteer-core";
import { missing, onPath } from "./require-program";

const ROOT = join(__dirname, "../..");
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];
const SYSTEM_BROWSERS = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];

/**
 * The Chromium that the `@sparticuz/chromium` dev dependency ships (brotli-packed inside the
 * package), unpacked once into node_modules/.cache with the libraries it links to (NSS, NSPR,
 * expat: the package's Amazon Linux set), so it runs on a machine that has none of them. Its
 * own `executablePath()` unpacks to a shared /tmp/chromium instead, which a run on the same
 * machine may be writing at that moment.
 */
function npmChromium(): { executablePath: string; libraries: string } {
  const packageFolder = join(dirname(require.resolve("@sparticuz/chromium")), "../..");
  const { version } = JSON.parse(readFileSync(join(packageFolder, "package.json"), "utf8")) as { version: string };
  const folder = join(ROOT, `node_modules/.cache/request-options-builder/chromium-${version}`);
  if (!existsSync(folder)) {
    // Unpacked beside, then renamed into place: a half-written browser is never found.
    const partial = `${folder}.partial-${process.pid}`;
    mkdirSync(partial, { recursive: true });
    const packed = (file: string) => brotliDecompressSync(readFileSync(join(packageFolder, "bin", file)));
    writeFileSync(join(partial, "chromium"), packed("chromium.br"), { mode: 0o755 });
    execFileSync("tar", ["-x", "-C", partial], { input: packed("al2023.tar.br") });
    try {
      renameSync(partial, folder);
    } catch {
      rmSync(partial, { recursive: true, force: true }); // another run was first
    }
  }
  return { executablePath: join(folder, "chromium"), libraries: join(folder, "lib") };
}

/**
 * A headless Chromium for the current suite: the one npm installs (see npmChromium), else a
 * system Chrome or Chromium on PATH where that one cannot run. With neither, the suite is
 * pending with one line saying so (a failure under CI); pass the hook's `this`.
 */
export async function launchChromium(context: Mocha.Context): Promise<Browser> {
  const failures: string[] = [];
  try {
    const { executablePath, libraries } = npmChromium();
    const LD_LIBRARY_PATH = [libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(":");
    return await puppeteer.launch({ executablePath, headless: true, args: ARGS, env: { ...process.env, LD_LIBRARY_PATH } });
  } catch (error) {
    failures.push(`@sparticuz/chromium's: ${String(error).split("\n")[0]}`);
  }
  for (const name of SYSTEM_BROWSERS.filter(onPath)) {
    try {
      const executablePath = execFileSync("sh", ["-c", 'command -v "$0"', name], { encoding: "utf8" }).trim();
      return await puppeteer.launch({ executablePath, headless: true, args: ARGS });
    } catch (error) {
      failures.push(`${name}: ${String(error).split("\n")[0]}`);
    }
  }
  return missing("chromium", context, `no Chromium runs here (${failures.join("; ") || "none found"})`);
}
