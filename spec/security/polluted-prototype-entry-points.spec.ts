import { expect } from "chai";
import {
  createContainer,
  createEndpoint,
  DefaultHeaderMerger,
  DefaultParamRouter,
  endpoint,
  ENDPOINT_SETTINGS,
  EndpointBuilder,
  GLOBAL_DEFAULTS,
  NAMED_OPTION_KEYS,
  RequestPipeline,
  Rfc6570TemplateExpander,
  toCurl,
  toFetch,
} from "../../lib";
import { runCli } from "../../lib/cli/main";
import { endpoint as octokitEndpoint } from "../../lib/octokit";

// Keys a polluter sets on Object.prototype: each names an option or a header some entry point reads.
const POLLUTION: Record<string, unknown> = {
  baseUrl: "https://evil.example",
  headers: { authorization: "token stolen", "x-evil": "1" },
  mediaType: { format: "raw", previews: ["evil"] },
  accept: "text/evil",
  "user-agent": "evil",
  "content-type": "text/evil",
  body: "evil body",
  request: { signal: "evil" },
};

function polluted<T>(make: () => T): T {
  const prototype = Object.prototype as Record<string, unknown>;
  for (const key of Object.keys(POLLUTION))
    Object.defineProperty(prototype, key, { value: POLLUTION[key], configurable: true, writable: true });
  try {
    return make();
  } finally {
    for (const key of Object.keys(POLLUTION)) delete prototype[key];
  }
}

// Every entry point, called the same way with and without a polluted Object.prototype.
const CALLS: [string, () => unknown][] = [
  ["parse() of merged options without a baseUrl", () => endpoint.parse({ method: "GET", url: "/user", headers: {} } as never)],
  [
    "parse() of merged options without headers or mediaType",
    () => endpoint.parse({ method: "GET", url: "/user", baseUrl: "https://api.github.com" } as never),
  ],
  ["the builder's header()", () => EndpointBuilder.from(endpoint).route("GET /x").header("x-a", "1").build()],
  ["the builder's headers()", () => EndpointBuilder.from(endpoint).route("GET /x").headers({ "x-a": "1" }).build()],
  ["the builder's preview()", () => EndpointBuilder.from(endpoint).route("POST /graphql").preview("mercy").build()],
  ["the builder's format()", () => EndpointBuilder.from(endpoint).route("GET /x").format("diff").build()],
  ["toFetch of options without a body", () => toFetch({ method: "GET", url: "https://api.github.com/x", headers: {} })],
  ["toFetch of options without headers", () => toFetch({ method: "GET", url: "https://api.github.com/x" } as never)],
  ["toCurl of options without a body", () => toCurl({ method: "GET", url: "https://api.github.com/x", headers: {} })],
  [
    "toCurl of a text body without a content type",
    () => toCurl({ method: "POST", url: "https://api.github.com/x", headers: {}, body: "a" }),
  ],
];

// A result as JSON, or the error thrown: the same for both runs, whichever it is.
function outcome(call: () => unknown): string {
  try {
    return JSON.stringify(call());
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

describe("a polluted Object.prototype changes no result of any entry point", () => {
  for (const [name, call] of CALLS) {
    it(name, () => {
      const clean = outcome(call);
      const dirty = polluted(() => outcome(call));
      expect(dirty).to.equal(clean);
      expect(dirty).not.to.match(/evil|stolen/);
    });
  }
});

// Each option name the package documents (the named options, createEndpoint()'s options and
// settings, a media type's, request's, an adapter's and the expander's), with a value that would
// change what is built were it read: another host, method, profile or query form.
const EVIL_CONTAINER = {
  resolve: () => ({ baseUrl: "https://evil.example" }),
  isRegistered: () => false,
};
const OPTION_POLLUTION: Record<string, unknown> = {
  method: "DELETE",
  url: "https://evil.example/stolen",
  baseUrl: "https://evil.example",
  headers: { authorization: "token stolen" },
  mediaType: { format: "evil", previews: ["evil"] },
  request: { evil: true },
  data: { evil: true },
  defaults: { baseUrl: "https://evil.example", headers: { authorization: "token stolen" } },
  container: EVIL_CONTAINER,
  allowAbsoluteUrls: false,
  arrayFormat: "repeat",
  profile: "octokit",
  format: "evil",
  previews: ["evil"],
  signal: "evil",
  body: "evil body",
  cacheSize: 0,
  query: { evil: ["1"] },
  help: true,
  version: true,
  curl: true,
  ignoreStdin: false,
};

function pollutedWith<T>(key: string, value: unknown, make: () => T): T {
  const prototype = Object.prototype as Record<string, unknown>;
  Object.defineProperty(prototype, key, { value, configurable: true, writable: true });
  try {
    return make();
  } finally {
    delete prototype[key];
  }
}

function cliOutput(argv: string[]): string {
  let out = "";
  const code = runCli(argv, { stdout: (text) => (out += text), stderr: (text) => (out += text) }, { readFile: () => new Uint8Array() });
  return `${code} ${out}`;
}

const token = { authorization: "token mine" };
const ENTRY_POINTS: [string, () => unknown][] = [
  [
    "endpoint(route, options)",
    () => endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", labels: ["a", "b"], headers: token }),
  ],
  [
    "endpoint(options)",
    () => endpoint({ method: "POST", url: "/repos/{owner}/{repo}/issues", owner: "o", repo: "r", title: "t" } as never),
  ],
  ["endpoint() of a body", () => endpoint("PATCH /user", { name: "n", mediaType: { format: "raw" }, request: { timeout: 1 } } as never)],
  ["merge() then parse()", () => endpoint.parse(endpoint.merge("GET /search", { q: "x", labels: [1, 2] } as never))],
  ["defaults()", () => endpoint.defaults({ headers: token })("GET /user")],
  ["createEndpoint()", () => createEndpoint()("GET /search", { labels: [1, 2] } as never)],
  [
    "createEndpoint() with settings",
    () => createEndpoint({ allowAbsoluteUrls: false })("GET /user", { headers: token, l: [1, 2] } as never),
  ],
  ["createEndpoint() with a full URL", () => createEndpoint({ arrayFormat: "comma" })("GET https://h.example/x", { l: [1, 2] } as never)],
  ["createEndpoint() with defaults", () => createEndpoint({ defaults: { baseUrl: "https://ghe.example/api/v3" } })("GET /user")],
  ["createEndpoint() with a container", () => createEndpoint({ container: createContainer() })("GET /user", { l: [1, 2] } as never)],
  [
    "a container's registered settings",
    () => {
      const container = createContainer();
      container.register(ENDPOINT_SETTINGS, { useValue: { arrayFormat: "brackets" } });
      return createEndpoint({ container })("GET /user", { l: [1, 2] } as never);
    },
  ],
  [
    "a RequestPipeline's settings",
    () =>
      new RequestPipeline(new Rfc6570TemplateExpander({}), new DefaultHeaderMerger(), new DefaultParamRouter(), {
        arrayFormat: "brackets",
      }).endpoint(GLOBAL_DEFAULTS, "GET /x", { l: [1, 2] }),
  ],
  ["the builder", () => new EndpointBuilder().route("GET /repos/{owner}/{repo}").params({ owner: "o", repo: "r" }).headers(token).build()],
  ["the builder's toOptions()", () => EndpointBuilder.from(endpoint).route("POST /x").param("a", 1).request({ timeout: 1 }).toOptions()],
  ["the builder's merge()", () => EndpointBuilder.from(endpoint).route("GET /x").format("raw").merge()],
  [
    "the builder's constructor defaults",
    () => new EndpointBuilder(undefined, { ...GLOBAL_DEFAULTS, baseUrl: "https://ghe.example" }).route("GET /user").build(),
  ],
  ["the octokit entry", () => octokitEndpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", headers: token })],
  ["the octokit entry's defaults()", () => octokitEndpoint.defaults({ headers: token })("POST /x", { a: 1 })],
  ["toFetch", () => toFetch({ method: "POST", url: "https://api.github.com/x", headers: { "content-type": "text/plain" }, body: "b" })],
  ["toCurl", () => toCurl({ method: "PATCH", url: "https://api.github.com/x", headers: token, request: {} } as never)],
  ["the CLI", () => cliOutput(["GET /repos/{owner}/{repo}", "owner=o", "repo=r", "Accept:text/plain"])],
  ["the CLI with --curl", () => cliOutput(["--curl", "POST /x", "a=1", "authorization:token mine"])],
  ["the CLI with a query item", () => cliOutput(["GET /x", "q==a", "headers:={}"])],
];

describe("a polluted Object.prototype, one documented option name at a time, changes no entry point", () => {
  it("pollutes every named option", () => {
    for (const key of NAMED_OPTION_KEYS) expect(OPTION_POLLUTION).to.have.property(key);
  });
  for (const [name, call] of ENTRY_POINTS) {
    it(name, () => {
      const clean = outcome(call);
      expect(clean).not.to.match(/^\w*Error: /);
      for (const key of Object.keys(OPTION_POLLUTION)) {
        const dirty = pollutedWith(key, OPTION_POLLUTION[key], () => outcome(call));
        expect(dirty, `Object.prototype.${key}`).to.equal(clean);
      }
      const all = polluted(() => pollutedAll(() => outcome(call)));
      expect(all, "every name at once").to.equal(clean);
    });
  }
});

function pollutedAll<T>(make: () => T): T {
  return Object.keys(OPTION_POLLUTION).reduceRight<() => T>((inner, key) => () => pollutedWith(key, OPTION_POLLUTION[key], inner), make)();
}
