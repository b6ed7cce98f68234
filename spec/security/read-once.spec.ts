// A call's options are read once: each property (a getter, a Proxy's get, getOwnPropertyDescriptor
// and ownKeys traps) once on every path, so what is checked is what is sent. An outside review
// found endpoint() reading a call's parameters twice (once to check, once to expand): a getter
// that gave "octocat" then undefined made GET /users/{username} call GET /users.
import { expect } from "chai";
import { createEndpoint, endpoint as typedEndpoint, EndpointBuilder, type RequestOptions } from "../../lib";
import { toCurl } from "../../lib/adapters/to-curl";
import { toFetch } from "../../lib/adapters/to-fetch";
import { endpoint as typedOctokit } from "../../lib/octokit";

// The run-time reads, without the compile-time types of routes.
type Untyped = ((route: string | object, options?: object) => RequestOptions) & {
  merge(route: string, options?: object): object;
  defaults(options: object): unknown;
  parse(options: object): RequestOptions;
};
const endpoint = typedEndpoint as unknown as Untyped;
const octokitEndpoint = typedOctokit as unknown as Untyped;

type Counts = Map<string, number>;

// Counts every read of an object through a Proxy: per trap and key.
function proxied<T extends Record<string, unknown>>(target: T, counts: Counts, label: string): T {
  const count = (what: string) => counts.set(`${label} ${what}`, (counts.get(`${label} ${what}`) ?? 0) + 1);
  return new Proxy(target, {
    get(object, key, receiver) {
      if (typeof key === "string") count(`get ${key}`);
      return Reflect.get(object, key, receiver);
    },
    getOwnPropertyDescriptor(object, key) {
      if (typeof key === "string") count(`getOwnPropertyDescriptor ${key}`);
      return Reflect.getOwnPropertyDescriptor(object, key);
    },
    ownKeys(object) {
      count("ownKeys");
      return Reflect.ownKeys(object);
    },
  });
}

// Counts every read of an object's properties through getters.
function withGetters<T extends Record<string, unknown>>(source: T, counts: Counts, label: string): T {
  const object = {} as T;
  for (const key of Object.keys(source)) {
    Object.defineProperty(object, key, {
      enumerable: true,
      get() {
        counts.set(`${label} get ${key}`, (counts.get(`${label} get ${key}`) ?? 0) + 1);
        return source[key];
      },
    });
  }
  return object;
}

function expectReadOnce(counts: Counts, path: string): void {
  const twice = [...counts].filter(([, n]) => n > 1).map(([what, n]) => `${what}: ${n}`);
  expect(twice, `${path} read these more than once`).to.deep.equal([]);
  expect(counts.size, `${path} read nothing`).to.be.greaterThan(0);
}

type Wrap = <T extends Record<string, unknown>>(source: T, counts: Counts, label: string) => T;
const wraps: Record<string, Wrap> = { proxy: proxied, getters: withGetters };

describe("a call's options are read once on every path", () => {
  for (const [kind, wrap] of Object.entries(wraps)) {
    const options = (counts: Counts, named: Record<string, unknown> = {}) =>
      wrap(
        {
          ...named,
          owner: "octocat",
          repo: "hello",
          title: "t",
          headers: wrap({ "x-a": "1", authorization: "token x" }, counts, "headers"),
          mediaType: wrap({ format: "raw" }, counts, "mediaType"),
          request: wrap({ timeout: 1 }, counts, "request"),
        },
        counts,
        "options",
      );

    it(`endpoint(), merge() then parse(), defaults(), both entries (${kind})`, () => {
      const counted: Counts = new Map();
      endpoint(options(counted, { url: "/repos/{owner}/{repo}", method: "PATCH" }));
      expectReadOnce(counted, "endpoint() of options");
      for (const [name, call] of [
        ["endpoint() GET", (o: object) => endpoint("GET /repos/{owner}/{repo}", o)],
        ["endpoint() POST", (o: object) => endpoint("POST /repos/{owner}/{repo}/issues", o)],
        ["merge()", (o: object) => endpoint.merge("POST /repos/{owner}/{repo}/issues", o)],
        ["defaults()", (o: object) => endpoint.defaults(o)],
        ["octokit endpoint()", (o: object) => octokitEndpoint("POST /repos/{owner}/{repo}/issues", o)],
        [
          "createEndpoint() endpoint()",
          (o: object) => (createEndpoint({ arrayFormat: "repeat" }) as unknown as Untyped)("GET /repos/{owner}/{repo}", o),
        ],
      ] as const) {
        const counts: Counts = new Map();
        call(options(counts));
        expectReadOnce(counts, name);
      }
      const counts: Counts = new Map();
      const merged = endpoint.merge("POST /repos/{owner}/{repo}/issues", {});
      endpoint.parse(wrap({ ...merged, owner: "o", repo: "r", title: "t" }, counts, "merged"));
      expectReadOnce(counts, "parse()");
    });

    it(`the builder's params(), headers(), request() and data() (${kind})`, () => {
      const counts: Counts = new Map();
      new EndpointBuilder()
        .route("POST /repos/{owner}/{repo}/issues")
        .params(wrap({ owner: "o", repo: "r" }, counts, "params"))
        .headers(wrap({ "x-a": "1" }, counts, "headers"))
        .request(wrap({ timeout: 1 }, counts, "request"))
        .data(wrap({ title: "t", labels: ["a"] }, counts, "data"))
        .build();
      // data is the body by reference: it is read when sent.
      counts.forEach((_, key) => key.startsWith("data") && counts.delete(key));
      expectReadOnce(counts, "the builder");
    });

    it(`the adapters, the body they serialise included (${kind})`, () => {
      for (const [name, adapter] of [
        ["toFetch", toFetch],
        ["toCurl", toCurl],
      ] as const) {
        const counts: Counts = new Map();
        const body = wrap({ title: "t", nested: wrap({ a: 1 }, counts, "nested") }, counts, "body");
        const request = wrap(
          {
            method: "post",
            url: "https://api.github.com/repos/o/r/issues",
            headers: wrap({ "content-type": "application/json; charset=utf-8", accept: "application/json" }, counts, "headers"),
            body,
          },
          counts,
          "options",
        );
        (adapter as (options: unknown) => unknown)(request);
        expectReadOnce(counts, name);
      }
    });
  }

  it("sends what it checked: a getter that answers once", () => {
    const once = <T>(value: T) => {
      let read = false;
      return () => {
        const answer = read ? undefined : value;
        read = true;
        return answer;
      };
    };
    const username = once("octocat");
    const options = Object.defineProperty({}, "username", { enumerable: true, get: username });
    expect(endpoint("GET /users/{username}", options).url).to.equal("https://api.github.com/users/octocat");
    const data = once({ title: "kept" });
    const post = Object.defineProperty({ owner: "o", repo: "r" }, "data", { enumerable: true, get: data });
    expect(endpoint("POST /repos/{owner}/{repo}/issues", post).body).to.deep.equal({ title: "kept" });
  });
});
