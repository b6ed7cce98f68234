import { expect } from "chai";
import { endpoint, EndpointBuilder, InvalidHeaderError, InvalidParameterError } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

// JSON.parse makes "__proto__" an own key, as options from a config file or a request body would.
const hostile = (json: string) => JSON.parse(json) as Record<string, unknown>;

function expectNoPollution(): void {
  expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  expect(Object.prototype).not.to.have.own.property("polluted");
}

describe("prototype pollution", () => {
  afterEach(expectNoPollution);

  it("a __proto__ header does not cost the default headers (the peer drops them all)", () => {
    const options = endpoint("GET /", { headers: hostile('{"__proto__": "x", "x-a": "1"}') as never });
    expect(options.headers).to.include({ accept: "application/vnd.github.v3+json", "x-a": "1" });
    expect(options.headers["user-agent"]).to.be.a("string");
    expect(Object.getOwnPropertyDescriptor(options.headers, "__proto__")?.value).to.equal("x");
  });

  it("a __proto__ header object cannot pollute Object.prototype", () => {
    expectEndpointError(
      () => endpoint("GET /", { headers: hostile('{"__proto__": {"polluted": "yes"}}') as never }),
      InvalidHeaderError,
      "ERR_INVALID_HEADER",
    );
  });

  it("a __proto__ body parameter stays an own key of the body and pollutes nothing", () => {
    const options = endpoint("POST /x", hostile('{"__proto__": {"polluted": "yes"}, "name": "n"}'));
    expect(Object.getPrototypeOf(options.body)).to.equal(Object.prototype);
    expect(JSON.stringify(options.body)).to.equal('{"__proto__":{"polluted":"yes"},"name":"n"}');
  });

  it("a __proto__ query parameter is refused as an object, the other keys untouched", () => {
    expectEndpointError(
      () => endpoint("GET /x", hostile('{"__proto__": {"polluted": "yes"}, "a": 1}')),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
    );
    expect(endpoint("GET /x", hostile('{"__proto__": "p", "a": 1}')).url).to.equal("https://api.github.com/x?__proto__=p&a=1");
  });

  it("constructor and prototype keys are ordinary parameters, never inherited values", () => {
    const route: string = "GET {/constructor,toString}";
    expect(endpoint(route, {}).url).to.equal("https://api.github.com/");
    // An inherited value is no value: a whole-segment placeholder without an own one is refused.
    expectEndpointError(
      () => endpoint("GET /{constructor}/{toString}" as string, {}),
      InvalidParameterError,
      "ERR_INVALID_PARAMETER",
      '"constructor"',
    );
    expect(endpoint("POST /x", { constructor: "c", prototype: "p" }).body).to.deep.equal({ constructor: "c", prototype: "p" });
  });

  it("a __proto__ key in defaults() lands in DEFAULTS as data only", () => {
    const derived = endpoint.defaults(hostile('{"__proto__": {"polluted": "yes"}, "headers": {"__proto__": "h", "x-b": "2"}}'));
    expect(Object.getPrototypeOf(derived.DEFAULTS)).to.equal(Object.prototype);
    expect(derived.DEFAULTS.headers["x-b"]).to.equal("2");
    expect(derived("POST /x").body).to.deep.equal(hostile('{"__proto__": {"polluted": "yes"}}'));
  });

  it("a __proto__ key in mediaType or request is inert", () => {
    const options = endpoint("GET /", {
      mediaType: hostile('{"__proto__": {"format": "raw"}}'),
      request: hostile('{"__proto__": {"polluted": "yes"}}'),
    });
    expect(options.headers.accept).to.equal("application/vnd.github.v3+json");
    expect(Object.getPrototypeOf(options.request)).to.equal(Object.prototype);
  });

  it("a __proto__ key in parse() input is inert", () => {
    const merged = { ...endpoint.merge("POST /x"), ...hostile('{"__proto__": {"polluted": "yes"}}') };
    expect(JSON.stringify(endpoint.parse(merged as never).body)).to.equal('{"__proto__":{"polluted":"yes"}}');
  });

  it("builder methods take __proto__ names as data", () => {
    const built = new EndpointBuilder()
      .route("POST /x")
      .param("__proto__", { polluted: "yes" })
      .params(hostile('{"__proto__": {"polluted": "again"}, "a": 1}'))
      .header("__proto__", "h")
      .headers(hostile('{"__proto__": "h2"}') as never)
      .build();
    expect(JSON.stringify(built.body)).to.equal('{"__proto__":{"polluted":"again"},"a":1}');
    expect(Object.getOwnPropertyDescriptor(built.headers, "__proto__")?.value).to.equal("h2");
    expect(built.headers.accept).to.equal("application/vnd.github.v3+json");
  });

  it("a polluted Object.prototype does not leak into options", () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.url = "https://evil.example/";
    prototype.method = "DELETE";
    try {
      const options = endpoint("GET /user", {});
      expect(options).to.include({ method: "get", url: "https://api.github.com/user" });
    } finally {
      delete prototype.url;
      delete prototype.method;
    }
  });

  it("an enumerable key on a polluted Object.prototype reaches no query, header or body", () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.injected = "evil"; // enumerable, so every for-in over a plain object meets it
    try {
      const derived = endpoint.defaults({ headers: { "x-a": "1" }, per_page: 2 });
      const get = derived("GET /x", { q: "a", headers: { "x-b": "2" }, list: [1, 2] });
      expect(get.url).to.equal("https://api.github.com/x?per_page=2&q=a&list=1,2");
      expect(Object.keys(get.headers).sort()).to.deep.equal(["accept", "user-agent", "x-a", "x-b"]);
      const post = derived("POST /x", { name: "n" });
      expect(Object.keys(post.body as object)).to.deep.equal(["per_page", "name"]);
      expect(JSON.stringify(post.body)).to.equal('{"per_page":2,"name":"n"}');
      expect(endpoint("PUT /x").body).to.equal("");
      const merged = endpoint.merge("GET /x{?a}", { a: 1, b: 2 });
      expect(Object.keys(merged)).to.not.include("injected");
      expect(endpoint.parse(merged).url).to.equal("https://api.github.com/x?a=1&b=2");
    } finally {
      delete prototype.injected;
    }
  });
});
