import { expect } from "chai";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// A real collection before each heap reading, or the reading counts garbage.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;
import {
  createContainer,
  createEndpoint,
  DefaultHeaderMerger,
  DefaultParamRouter,
  GLOBAL_DEFAULTS,
  PLAN_CACHE_SIZE,
  RequestPipeline,
  Rfc6570TemplateExpander,
  TemplateExpander,
  UriTemplatesExpander,
} from "../../lib";

describe("bounded memory", () => {
  it("a stream of distinct templates keeps at most PLAN_CACHE_SIZE plans, and nothing in the expander", () => {
    const expander = new Rfc6570TemplateExpander({ cacheSize: 100 });
    const pipeline = new RequestPipeline(expander, new DefaultHeaderMerger(), new DefaultParamRouter(), {});
    for (let i = 0; i < 20_000; i++) pipeline.endpoint(GLOBAL_DEFAULTS, `GET /items/${i}/{id}`, { id: i });
    // One route and its URL: both kept in the one cache of plans.
    expect(pipeline.cachedPlans).to.equal(PLAN_CACHE_SIZE);
    // The pipeline keeps what the expander prepared in its plans: the expander's own cache stays empty.
    expect(expander.cachedTemplates).to.equal(0);
  });

  it("a container's endpoint keeps the same bound", () => {
    const expander = new Rfc6570TemplateExpander({ cacheSize: 100 });
    const container = createContainer();
    container.register(TemplateExpander, { useValue: expander });
    const distinct = createEndpoint({ container });
    for (let i = 0; i < 5_000; i++) distinct(`GET /items/${i}/{id}`, { id: i });
    expect(expander.cachedTemplates).to.equal(0);
  });

  it("the default cache is bounded too", () => {
    const expander = new Rfc6570TemplateExpander();
    for (let i = 0; i < 5_000; i++) expander.expand(`/items/${i}`, {});
    expect(expander.cachedTemplates).to.equal(1000);
  });

  it("recently used templates stay cached while new ones stream past", () => {
    const expander = new Rfc6570TemplateExpander({ cacheSize: 2 });
    expander.expand("/hot/{a}", {});
    for (let i = 0; i < 100; i++) {
      expander.expand(`/cold/${i}`, {});
      expander.expand("/hot/{a}", {});
    }
    expect(expander.cachedTemplates).to.be.at.most(2);
    expect(expander.expand("/hot/{a}", { a: "x" })).to.equal("/hot/x");
  });

  it("distinct 1 MB URLs through twenty endpoints keep a bounded heap, not a gigabyte", function () {
    this.timeout(120_000);
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    const endpoints = Array.from({ length: 20 }, (_, i) =>
      createEndpoint(i % 2 === 0 ? { arrayFormat: "repeat" } : { container: createContainer() }),
    );
    const megabyte = "a".repeat(1024 * 1024);
    for (let i = 0; i < 80; i++) endpoints[i % 20](`GET /${i}/${megabyte}/{x}`, { x: i });
    collectGarbage();
    const growth = process.memoryUsage().heapUsed - before;
    // Bounded in entries only, the caches would keep the 80 MB of URLs (and their compiled forms) alive.
    expect(growth, `${Math.round(growth / 1024 / 1024)} MB kept`).to.be.below(48 * 1024 * 1024);
    expect(endpoints.length).to.equal(20); // the endpoints, and so their caches, are still alive here
  });

  it("templates dense with expressions are weighed by what their plans keep, not by their length", function () {
    this.timeout(120_000);
    // `{a}` repeated: each 3 characters hold an expression, about 170 bytes once read. Weighed by
    // length alone, each of these routes counted 120 KB and was kept, holding about 1.7 MB.
    const dense = "{a}".repeat(10_000);
    const routes = Array.from({ length: 40 }, (_, i) => [`GET /dense/${i}/`, dense].join(""));
    const endpoint = createEndpoint();
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    for (const route of routes) expect(endpoint(route, { a: "b" }).url.endsWith(`/${"b".repeat(10_000)}`)).to.equal(true);
    collectGarbage();
    const growth = process.memoryUsage().heapUsed - before;
    expect(growth, `${Math.round(growth / 1024 / 1024)} MB kept`).to.be.below(16 * 1024 * 1024);
    expect(routes).to.have.length(40); // the routes are still alive: their text is not counted
  });

  it("the heap does not grow with a long stream of distinct templates", function () {
    this.timeout(60_000);
    const expander = new UriTemplatesExpander();
    const run = (from: number) => {
      for (let i = from; i < from + 20_000; i++) expander.expand(`/x/${i}/{a}`, { a: "b" });
    };
    run(0);
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    run(20_000);
    run(40_000);
    collectGarbage();
    const growth = process.memoryUsage().heapUsed - before;
    // 40,000 more templates held without a bound would take tens of megabytes.
    expect(growth).to.be.below(16 * 1024 * 1024);
  });
});
