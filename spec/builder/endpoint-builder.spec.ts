import { expect } from "chai";
import fc from "fast-check";
import {
  DefaultHeaderMerger,
  DefaultParamRouter,
  endpoint,
  EndpointBuilder,
  InvalidHeaderError,
  InvalidOptionsError,
  RequestPipeline,
  Rfc6570TemplateExpander,
  type EndpointOptions,
} from "../../lib";
import { endpointOptions, route, RUNS } from "../fuzz/arbitraries";
import { expectEndpointError } from "../helpers/expect-error";
import { outcome } from "../helpers/outcome";
import { builderFromOptions } from "./builder-from-options";

const base = new EndpointBuilder();

describe("EndpointBuilder", () => {
  describe("methods", () => {
    it("is constructible with no arguments, over the global defaults", () => {
      expect(new EndpointBuilder().route("GET /").build()).to.deep.equal(endpoint("GET /"));
    });

    it("route() sets method and url; method() and url() set each", () => {
      expect(base.route("POST /user/repos").merge()).to.include({ method: "POST", url: "/user/repos" });
      expect(base.route("/user").merge().method).to.equal("GET");
      expect(base.url("/user").method("delete").build()).to.include({ method: "delete", url: "https://api.github.com/user" });
      expect(base.url("/user").route("PATCH").merge()).to.include({ method: "PATCH", url: "/user" });
    });

    // The state a build replays drops what a later route() replaces, whether the options were
    // written in the same replay (removed in place) or come from a kept state (copied without it).
    it("route() after method() or url() replaces them, in one replay and over a kept state", () => {
      const inOneReplay = base.url("/a/{x}").param("x", 1).method("put").param("y", 2).route("POST /b");
      expect(inOneReplay.build()).to.deep.equal(endpoint("POST /b", { x: 1, y: 2 }));
      expect(Object.keys(inOneReplay.toOptions())).to.deep.equal(["method", "url", "x", "y", "headers"]);
      const kept = base.url("/a").method("put").param("y", 2);
      kept.build();
      expect(kept.route("GET /c").build()).to.deep.equal(endpoint("GET /c", { y: 2 }));
      expect(kept.route("POST").build()).to.deep.equal(endpoint("POST /a", { y: 2 }));
      expect(kept.route("/d").toOptions()).to.deep.equal({ method: "PUT", url: "/d", headers: {}, y: 2 });
    });

    it("a route that names the method alone or the url alone keeps the other from an earlier route", () => {
      // route("GET /x").route("POST") lost the url (MissingUrlError); route("POST /x").route("/y") the method.
      expect(base.route("GET /x").route("POST").merge()).to.include({ method: "POST", url: "/x" });
      expect(base.route("POST /x").route("/y").merge()).to.include({ method: "POST", url: "/y" });
      expect(base.route("POST").route("/y").build()).to.include({ method: "post", url: "https://api.github.com/y" });
      const reused = base.route("GET /repos/{owner}").param("owner", "o");
      reused.build();
      expect(reused.route("DELETE").build()).to.include({ method: "delete", url: "https://api.github.com/repos/o" });
    });

    it("a later route, method or url call wins", () => {
      expect(base.method("POST").route("GET /a").merge()).to.include({ method: "GET", url: "/a" });
      expect(base.route("GET /a").method("PUT").url("/b").merge()).to.include({ method: "PUT", url: "/b" });
    });

    it("baseUrl() sets the base URL", () => {
      expect(base.baseUrl("https://ghe.example.com/api/v3").url("/user").build().url).to.equal("https://ghe.example.com/api/v3/user");
    });

    it("param() and params() route parameters; a later value for a name wins", () => {
      const built = base
        .route("GET /orgs/{org}/repos")
        .param("org", "a")
        .param("org", "octokit")
        .params({ per_page: 1, type: "all" })
        .params({ per_page: 2 })
        .build();
      expect(built.url).to.equal("https://api.github.com/orgs/octokit/repos?per_page=2&type=all");
    });

    it("param(name, undefined) unsets a parameter, also a default's", () => {
      const paged = EndpointBuilder.from(endpoint.defaults({ per_page: 100 }));
      expect(paged.route("GET /x").param("per_page", undefined).build().url).to.equal("https://api.github.com/x");
    });

    it("header() and headers() set headers by lowercase name; a later value wins; null removes", () => {
      const built = base.url("/").header("X-A", "1").header("x-a", "2").headers({ "X-B": "3", "User-Agent": null }).build();
      expect(built.headers).to.deep.equal({ accept: "application/vnd.github.v3+json", "x-a": "2", "x-b": "3" });
    });

    it("preview() accumulates in order, without duplicates, -preview optional", () => {
      const built = base.url("/graphql").preview("mercy").preview("symmetra-preview").preview("mercy-preview");
      expect(built.merge().mediaType.previews).to.deep.equal(["mercy", "symmetra"]);
      // What the builder holds too, not only what the core's merge makes of it.
      expect(built.toOptions().mediaType?.previews).to.deep.equal(["mercy", "symmetra"]);
      expect(built.build().headers.accept).to.equal(
        "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
      );
    });

    it("format() sets the media type format", () => {
      expect(base.url("/x").format("diff").build().headers.accept).to.equal("application/vnd.github.v3.diff");
    });

    it("data() sets the body as given; request() the meta information", () => {
      const body = new Uint8Array([1, 2]);
      const built = base.route("POST /x").data(body).request({ timeout: 5 }).build();
      expect(built.body).to.equal(body);
      expect(built.request).to.deep.equal({ timeout: 5 });
    });

    // As endpoint() keeps it: the builder copies the parameters it holds frozen, never data.
    it("data() keeps a plain object by reference in build() and merge(), beside an array parameter too", () => {
      const payload = { title: "t" };
      const builder = base.route("POST /x{/segments*}").param("segments", ["a", "b"]).data(payload);
      expect(builder.build().body).to.equal(payload);
      expect(builder.merge().data).to.equal(payload);
      expect(endpoint("POST /x{/segments*}", { segments: ["a", "b"], data: payload }).body).to.equal(payload);
    });

    it("build() and merge() equal endpoint() and endpoint.merge() for the same options", () => {
      const options = { owner: "o", repo: "r", headers: { authorization: "token t" }, title: "x" };
      const builder = base
        .route("POST /repos/{owner}/{repo}/issues")
        .headers(options.headers)
        .params({ owner: "o", repo: "r", title: "x" });
      expect(builder.build()).to.deep.equal(endpoint("POST /repos/{owner}/{repo}/issues", options));
      expect(builder.merge()).to.deep.equal(endpoint.merge("POST /repos/{owner}/{repo}/issues", options));
    });

    it("EndpointBuilder.from(endpoint.defaults()) builds over those defaults", () => {
      const org = endpoint.defaults({ org: "octokit", headers: { authorization: "token t" } });
      expect(EndpointBuilder.from(org).route("GET /orgs/{org}").build()).to.deep.equal(org("GET /orgs/{org}"));
    });

    it("EndpointBuilder.from() takes only an endpoint of this package", () => {
      const lookalike = Object.assign(() => ({}), {
        DEFAULTS: endpoint.DEFAULTS,
        defaults: endpoint.defaults,
        merge: endpoint.merge,
        parse: endpoint.parse,
      });
      for (const value of [undefined, null, {}, lookalike]) {
        expectEndpointError(
          () => EndpointBuilder.from(value as never),
          InvalidOptionsError,
          "ERR_INVALID_OPTIONS",
          "EndpointBuilder.from()",
        );
      }
    });

    it("refuses named options given as parameters, and bad argument types", () => {
      for (const name of ["url", "method", "headers", "data", "mediaType", "request", "baseUrl"]) {
        expectEndpointError(() => base.param(name, "x"), InvalidOptionsError, "ERR_INVALID_OPTIONS", `"${name}"`);
      }
      expectEndpointError(() => base.params({ url: "/x" }), InvalidOptionsError, "ERR_INVALID_OPTIONS");
      expectEndpointError(() => base.params("x" as never), InvalidOptionsError, "ERR_INVALID_OPTIONS");
      expectEndpointError(
        () =>
          base
            .url("/")
            .headers(["x"] as never)
            .build(),
        InvalidHeaderError,
        "ERR_INVALID_HEADER",
      );
      expectEndpointError(() => base.route(5 as never), InvalidOptionsError, "ERR_INVALID_OPTIONS");
      expectEndpointError(() => base.url("/").preview("a,b").build(), InvalidOptionsError, "ERR_INVALID_OPTIONS");
    });

    it("checks headers from the builder as strictly as call headers", () => {
      expectEndpointError(() => base.url("/").header("x-a", "1\r\nx-b: 2").build(), InvalidHeaderError, "ERR_INVALID_HEADER");
      expectEndpointError(() => base.url("/").header("bad name", "1").build(), InvalidHeaderError, "ERR_INVALID_HEADER");
    });
  });

  describe("immutability", () => {
    it("a method call never changes the builder it is called on", () => {
      const start = base.route("GET /repos/{owner}/{repo}");
      const before = start.merge();
      start
        .param("owner", "o")
        .header("x-a", "1")
        .preview("p")
        .format("raw")
        .data("d")
        .request({})
        .url("/other")
        .method("POST")
        .baseUrl("https://x.example");
      expect(start.merge()).to.deep.equal(before);
    });

    it("a partly configured builder is a reusable template; branches never see each other", () => {
      const repo = base.params({ owner: "octokit", repo: "endpoint.js" });
      const issues = repo.route("GET /repos/{owner}/{repo}/issues").param("state", "open");
      const pulls = repo.route("GET /repos/{owner}/{repo}/pulls").header("x-branch", "pulls");
      expect(issues.build().url).to.equal("https://api.github.com/repos/octokit/endpoint.js/issues?state=open");
      expect(pulls.build().url).to.equal("https://api.github.com/repos/octokit/endpoint.js/pulls");
      expect(issues.build().headers).not.to.have.property("x-branch");
    });

    it("a result shares no mutable object with the builder", () => {
      const builder = base.route("POST /x").param("labels", ["a"]).param("meta", { k: "v" }).header("x-a", "1");
      const first = builder.build();
      (first.body as { labels: string[] }).labels.push("mutated");
      (first.body as { meta: Record<string, string> }).meta.k = "mutated";
      first.headers["x-a"] = "mutated";
      expect(builder.build()).to.deep.equal({
        ...first,
        headers: { ...first.headers, "x-a": "1" },
        body: { labels: ["a"], meta: { k: "v" } },
      });
    });

    it("a caller's later change to a passed array never reaches the builder", () => {
      const labels = ["a"];
      const builder = base.route("POST /x").param("labels", labels);
      labels.push("b");
      expect(builder.build().body).to.deep.equal({ labels: ["a"] });
      expect(Object.isFrozen(labels)).to.equal(false);
    });

    it("a caller's later change to an array passed to params() never reaches the builder either", () => {
      const labels = ["bug"];
      const builder = base.route("GET /repos/{owner}/{repo}/issues").params({ owner: "o", repo: "r", labels });
      labels.push("ui");
      expect(builder.build().url).to.equal("https://api.github.com/repos/o/r/issues?labels=bug");
      expect(Object.isFrozen(labels)).to.equal(false);
    });

    // Issue 42: build() took a second path (a draft merged once, built again with new parameters,
    // a URL kept), held equal to endpoint() by a property alone. One path now: endpoint()'s.
    it("build() is one endpoint() call of its pipeline, with the route and options its chain holds", () => {
      const calls: [unknown, unknown][] = [];
      class CountingPipeline extends RequestPipeline {
        override endpoint(...args: Parameters<RequestPipeline["endpoint"]>): ReturnType<RequestPipeline["endpoint"]> {
          calls.push([args[1], args[2]]);
          return super.endpoint(...args);
        }
      }
      const pipeline = new CountingPipeline(new Rfc6570TemplateExpander(), new DefaultHeaderMerger(), new DefaultParamRouter(), {});
      const route = "GET /repos/{owner}/{repo}/issues";
      const partial = new EndpointBuilder(pipeline).route(route).header("x-a", "1").params({ owner: "octokit", repo: "x" });
      // Built once, built again, and as a template of builders one parameter further.
      for (const builder of [partial, partial, partial.param("page", 1), partial.param("page", 2), partial.param("repo", "y")]) {
        calls.length = 0;
        const built = builder.build();
        expect(calls).to.have.length(1);
        expect(calls[0][0]).to.equal(route);
        // What toOptions() gives but the route it was given (its method and url).
        const { method, url, ...options } = builder.toOptions();
        expect([method, url]).to.deep.equal(["GET", "/repos/{owner}/{repo}/issues"]);
        expect(calls[0][1]).to.deep.equal(options);
        expect(built).to.deep.equal(endpoint(route as string, calls[0][1] as EndpointOptions));
      }
      // data() is a parameter like the others, also where a placeholder takes it.
      const upload = new EndpointBuilder(pipeline).route("POST /x/{data}").data("a");
      expect(upload.build().url).to.equal("https://api.github.com/x/a");
      expect(upload.data("b").build().url).to.equal("https://api.github.com/x/b");
    });

    it("a builder built again hands endpoint() the options it made the first time, or fresh copies where they hold objects", () => {
      const handed: unknown[] = [];
      class CountingPipeline extends RequestPipeline {
        override endpoint(...args: Parameters<RequestPipeline["endpoint"]>): ReturnType<RequestPipeline["endpoint"]> {
          handed.push(args[2]);
          return super.endpoint(...args);
        }
      }
      const pipeline = new CountingPipeline(new Rfc6570TemplateExpander(), new DefaultHeaderMerger(), new DefaultParamRouter(), {});
      const plain = new EndpointBuilder(pipeline).route("GET /orgs/{org}/repos").header("x-a", "1").param("org", "octokit");
      plain.build();
      plain.build();
      expect(handed[1]).to.equal(handed[0]);
      const withObjects = plain.param("labels", ["a"]);
      withObjects.build();
      withObjects.build();
      expect(handed[3]).not.to.equal(handed[2]);
      expect(handed[3]).to.deep.equal(handed[2]);
    });

    it("a chain of thousands of calls builds what endpoint() builds (its state is kept every few calls on the way)", () => {
      let builder = base.route("POST /x/{p0}");
      const options: Record<string, unknown> = {};
      const headers: Record<string, string> = {};
      for (let i = 0; i < 3000; i++) {
        builder = builder.param(`p${i % 500}`, i).header(`x-h${i % 7}`, String(i));
        options[`p${i % 500}`] = i;
        headers[`x-h${i % 7}`] = String(i);
      }
      // The url takes the route's placeholder too: one that left p0 behind would be refused (url.spec.ts).
      const built = builder.url("/y/{p0}/{p1}").build();
      expect(built).to.deep.equal(endpoint("POST /x/{p0}" as string, { ...options, headers, url: "/y/{p0}/{p1}" }));
      expect(Object.keys(built.body as object)).to.deep.equal(Object.keys(options).filter((name) => name !== "p0" && name !== "p1"));
    });

    it("toOptions() gives fresh copies", () => {
      const builder = base.route("POST /x").param("labels", ["a"]);
      (builder.toOptions().labels as string[]).push("b");
      expect(builder.build().body).to.deep.equal({ labels: ["a"] });
    });
  });

  describe("property: the builder builds exactly what endpoint() builds", () => {
    it(`for ${RUNS} generated options, results and errors alike`, () => {
      fc.assert(
        fc.property(route, endpointOptions, (routeString, options: EndpointOptions) => {
          const call = (given: EndpointOptions) => (routeString === undefined ? endpoint(given) : endpoint(routeString, given));
          // Each method checks its own argument when called: a refused one throws what endpoint()
          // throws for the options given up to it.
          const given: EndpointOptions = {};
          const viaChain = outcome(() => builderFromOptions(base, routeString, options, given));
          if ("error" in viaChain) expect(viaChain).to.deep.equal(outcome(() => call(given)));
          else expect(outcome(() => viaChain.result.build())).to.deep.equal(outcome(() => call(options)));
        }),
        { numRuns: RUNS },
      );
    });

    // A builder keeps the options it hands endpoint() and shares them with the builders derived
    // from it: a later build, and a builder one parameter further, must not see what an earlier build did.
    it(`for ${RUNS} generated options, built twice and then one parameter further, each build alike`, () => {
      fc.assert(
        fc.property(route, endpointOptions, (routeString, options: EndpointOptions) => {
          const call = (given: EndpointOptions) => (routeString === undefined ? endpoint(given) : endpoint(routeString, given));
          const { method, url, baseUrl, headers, mediaType, data, request, ...parameters } = options;
          const names = Object.keys(parameters);
          fc.pre(names.length > 0);
          const last = names[names.length - 1];
          const before: EndpointOptions = { ...options };
          delete before[last];
          const chain = outcome(() => builderFromOptions(base, routeString, before));
          fc.pre(!("error" in chain));
          const builder = chain.result;
          const first = outcome(() => builder.build());
          expect(first).to.deep.equal(outcome(() => call(before)));
          if ("result" in first) {
            first.result.headers["x-changed"] = "by the caller";
            if (first.result.request !== undefined) first.result.request.changed = true;
          }
          expect(outcome(() => builder.build())).to.deep.equal(outcome(() => call(before)));
          expect(outcome(() => builder.param(last, options[last]).build())).to.deep.equal(outcome(() => call(options)));
        }),
        { numRuns: RUNS },
      );
    });
  });
});
