import { expect } from "chai";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import {
  createEndpoint,
  DefaultHeaderMerger,
  DefaultParamRouter,
  GLOBAL_DEFAULTS,
  RequestPipeline,
  Rfc6570TemplateExpander,
} from "../../lib";

// A real collection before each heap reading, or the reading counts garbage.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const MiB = 1024 * 1024;
// The bounds of docs/security.md: 8 MiB a cache, 32 MiB for every cache of the process together. A reading
// of the heap also counts what the test itself keeps alive (its routes), so each input is
// measured against what one endpoint's caches may hold, with the inputs kept alive beside it.
const CACHE_BOUND = 8 * MiB;
const PROCESS_BOUND = 32 * MiB;

function retained(run: () => void): number {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  run();
  collectGarbage();
  return process.memoryUsage().heapUsed - before;
}

describe("bounded memory for any text: entries weighed from above, in the form they are stored", function () {
  this.timeout(120_000);

  for (const [name, character] of [
    ["non-ASCII literals (é: 6 bytes once encoded)", "é"],
    ["non-Latin-1 literals (✓: 9 bytes once encoded)", "✓"],
    ["astral literals (😀: 12 bytes once encoded)", "😀"],
  ] as const) {
    it(`routes with ${name} keep at most one cache's bound`, () => {
      const endpoint = createEndpoint();
      // Each route below the largest entry the cache keeps; together far above its bound.
      const routes = Array.from({ length: 300 }, (_, i) => `GET /${character.repeat(8_000)}/${i}`);
      const growth = retained(() => {
        for (const route of routes) endpoint(route);
      });
      // The routes the test itself holds: one byte a character, two when one is beyond Latin-1.
      const text = routes.reduce((sum, route) => sum + route.length * (/[^\u0000-\u00ff]/.test(route) ? 2 : 1), 0);
      expect(growth - text, `${(growth / MiB).toFixed(1)} MiB kept`).to.be.below(CACHE_BOUND);
      expect(routes).to.have.length(300);
    });
  }

  it("percent-encoded literals keep at most one cache's bound", () => {
    const endpoint = createEndpoint();
    const routes = Array.from({ length: 300 }, (_, i) => `GET /${"%C3%A9".repeat(4_000)}/${i}`);
    const growth = retained(() => {
      for (const route of routes) endpoint(route);
    });
    const text = routes.reduce((sum, route) => sum + route.length, 0);
    expect(growth - text, `${(growth / MiB).toFixed(1)} MiB kept`).to.be.below(CACHE_BOUND);
  });

  it("long formats with many previews keep at most one cache's bound (the amended accept is weighed too)", () => {
    const endpoint = createEndpoint();
    const previews = Array.from({ length: 100 }, (_, i) => `preview${i}`);
    const formats = Array.from({ length: 300 }, (_, i) => `${"f".repeat(2_000)}${i}`);
    const growth = retained(() => {
      for (const format of formats) endpoint("POST /graphql", { mediaType: { format, previews } });
    });
    const text = formats.reduce((sum, format) => sum + format.length, 0);
    expect(growth - text, `${(growth / MiB).toFixed(1)} MiB kept`).to.be.below(CACHE_BOUND);
  });

  // Found by an outside review: the header merger kept the last accept it amended for a format
  // outside its bounded cache. A 2 MiB format over an accept of 56 vendor entries makes a 112 MiB
  // accept: one call held 114 MiB after its result was dropped, four pipelines 456 MiB.
  it("a long format over many accept entries, through four pipelines, keeps at most the process's bound", function () {
    this.timeout(240_000);
    const pipelines = Array.from(
      { length: 4 },
      () => new RequestPipeline(new Rfc6570TemplateExpander(), new DefaultHeaderMerger(), new DefaultParamRouter(), {}),
    );
    // 56 entries of 18 characters: an accept short enough to be remembered.
    const accept = Array.from({ length: 56 }, () => "application/vnd.a").join(",");
    const formats = pipelines.map((_, i) => `${"f".repeat(2 * MiB - 1)}${i}`);
    const growth = retained(() => {
      pipelines.forEach((pipeline, i) => {
        const { headers } = pipeline.endpoint(GLOBAL_DEFAULTS, "GET /x", { headers: { accept }, mediaType: { format: formats[i] } });
        expect(headers.accept).to.have.length(56 * (2 * MiB + 19) - 1);
      });
    });
    const text = formats.reduce((sum, format) => sum + format.length, 0);
    expect(growth - text, `${(growth / MiB).toFixed(1)} MiB kept`).to.be.below(PROCESS_BOUND);
    expect(pipelines).to.have.length(4); // the pipelines, and so their caches, are still alive here
  });

  // The same for the memos of a valid base URL and of a base URL's origin (an endpoint that
  // allows paths only reads the origin of a call's baseUrl).
  it("a long base URL a call gives keeps at most one cache's bound", function () {
    this.timeout(120_000);
    const endpoints = [createEndpoint(), createEndpoint({ allowAbsoluteUrls: false })];
    for (const endpoint of endpoints) {
      const growth = retained(() => {
        const baseUrl = `https://api.github.com/${"a".repeat(12 * MiB)}`;
        expect(endpoint("GET /x", { baseUrl }).url).to.have.length(baseUrl.length + 2);
      });
      expect(growth, `${(growth / MiB).toFixed(1)} MiB kept`).to.be.below(CACHE_BOUND);
    }
  });
});
