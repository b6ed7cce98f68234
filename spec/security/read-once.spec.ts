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

// A list counted per item: a Proxy's get of each index (its length is no value, and iterating
// reads it once a step), or getters on each index.
function countedList(items: unknown[], counts: Counts, label: string, kind: string): unknown[] {
  const count = (index: string) => counts.set(`${label} get ${index}`, (counts.get(`${label} get ${index}`) ?? 0) + 1);
  if (kind === "proxy") {
    return new Proxy([...items], {
      get(list, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) count(key);
        return Reflect.get(list, key, receiver);
      },
    });
  }
  const list: unknown[] = [];
  items.forEach((item, index) =>
    Object.defineProperty(list, index, {
      enumerable: true,
      configurable: true,
      get() {
        count(String(index));
        return item;
      },
    }),
  );
  return list;
}

describe("a call's list items and map values are read once on every path", () => {
  for (const [kind, wrap] of Object.entries(wraps)) {
    // Lists and maps where each path reads them: a whole segment (checked, then expanded), a query
    // expression, an exploded path, the query string, and a body.
    const parameters = (counts: Counts) => ({
      id: countedList(["x", "y"], counts, "id", kind),
      map: wrap({ a: "1", b: "2" }, counts, "map"),
      labels: countedList(["bug", "ui x", 3], counts, "labels", kind),
      filter: wrap({ state: "open" }, counts, "filter"),
      path: countedList(["p", "q"], counts, "path", kind),
      ids: countedList([1, 2], counts, "ids", kind),
    });
    const route = "GET /users/{id}/{map}{/path*}{?labels,filter*}";

    it(`endpoint(), merge() then parse(), defaults(), createEndpoint(), both entries (${kind})`, () => {
      for (const [name, call] of [
        ["endpoint()", (p: object) => endpoint(route, p)],
        ["endpoint(options)", (p: object) => endpoint({ method: "GET", url: route.slice(4), ...p })],
        ["merge() then parse()", (p: object) => endpoint.parse(endpoint.merge(route, p))],
        ["defaults() then a call", (p: object) => (endpoint.defaults(p) as Untyped)(route)],
        ["octokit endpoint()", (p: object) => octokitEndpoint(route, p)],
        ["octokit merge() then parse()", (p: object) => octokitEndpoint.parse(octokitEndpoint.merge(route, p))],
        ...(["comma", "repeat", "brackets"] as const).map(
          (arrayFormat) =>
            [
              `createEndpoint({ arrayFormat: "${arrayFormat}" }) endpoint()`,
              (p: object) => (createEndpoint({ arrayFormat }) as unknown as Untyped)(route, p),
            ] as const,
        ),
      ] as const) {
        const counts: Counts = new Map();
        call(parameters(counts));
        expectReadOnce(counts, name);
        expect(
          [...counts.keys()].filter((key) => key.startsWith("ids")),
          `${name} read ids`,
        ).to.have.length(2);
      }
    });

    it(`the builder's params() and param() (${kind})`, () => {
      const counts: Counts = new Map();
      const { ids, ...rest } = parameters(counts);
      new EndpointBuilder()
        .route(route as string)
        .params(rest as never)
        .param("ids", ids as never)
        .build();
      expectReadOnce(counts, "the builder");
    });

    it(`the adapters, a body's lists and maps included (${kind})`, () => {
      for (const [name, adapter] of [
        ["toFetch", toFetch],
        ["toCurl", toCurl],
      ] as const) {
        const counts: Counts = new Map();
        const body = { labels: countedList(["a", "b"], counts, "labels", kind), meta: wrap({ due: "x" }, counts, "meta") };
        (adapter as (options: unknown) => unknown)({
          method: "POST",
          url: "https://api.github.com/repos/o/r/issues",
          headers: { "content-type": "application/json" },
          body,
        });
        expectReadOnce(counts, name);
      }
    });
  }

  // Answers `first` to the first read and `then` to every later one.
  const changing = (first: unknown, then: unknown) => {
    let read = false;
    return () => {
      const answer = read ? then : first;
      read = true;
      return answer;
    };
  };
  const listOf = (get: () => unknown) => Object.defineProperty([] as unknown[], 0, { enumerable: true, configurable: true, get });

  it("sends what it checked: a list item that answers 'x', then ''", () => {
    for (const call of [endpoint, octokitEndpoint]) {
      expect(call("DELETE /users/{id}", { id: listOf(changing("x", "")) }).url).to.equal("https://api.github.com/users/x");
      expect(call.parse(call.merge("DELETE /users/{id}", { id: listOf(changing("x", "")) })).url).to.equal(
        "https://api.github.com/users/x",
      );
    }
    const map = Object.defineProperty({}, "a", { enumerable: true, get: changing("1", undefined) });
    expect(endpoint("DELETE /users/{id}", { id: map }).url).to.equal("https://api.github.com/users/a,1");
  });

  it("sends what it checked: a list item that answers 'a', then NaN", () => {
    for (const call of [endpoint, octokitEndpoint]) {
      expect(call("GET /issues", { labels: listOf(changing("a", NaN)) }).url).to.equal("https://api.github.com/issues?labels=a");
      expect(call("GET /issues{?labels}", { labels: listOf(changing("a", NaN)) }).url).to.equal("https://api.github.com/issues?labels=a");
    }
    for (const arrayFormat of ["comma", "repeat", "brackets"] as const) {
      const url = (createEndpoint({ arrayFormat }) as unknown as Untyped)("GET /issues", { labels: listOf(changing("a", NaN)) }).url;
      expect(url).to.match(/^https:\/\/api\.github\.com\/issues\?labels(\[\])?=a$/);
    }
    const built = new EndpointBuilder()
      .route("GET /issues")
      .param("labels", listOf(changing("a", NaN)) as string[])
      .build();
    expect(built.url).to.equal("https://api.github.com/issues?labels=a");
  });
});
