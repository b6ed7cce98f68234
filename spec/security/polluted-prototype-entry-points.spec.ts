import { expect } from "chai";
import { endpoint, EndpointBuilder, toCurl, toFetch } from "../../lib";

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
