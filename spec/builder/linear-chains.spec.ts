import { expect } from "chai";
import { endpoint, EndpointBuilder, type RequestOptions } from "../../lib";

type Chain = (builder: EndpointBuilder, i: number) => EndpointBuilder;

// Runs `run` with `method` of `owner` replaced by one that first tells `count` its arguments.
function spying<T, O extends object, K extends keyof O>(owner: O, method: K, count: (...args: unknown[]) => void, run: () => T): T {
  const original = owner[method] as (...args: unknown[]) => unknown;
  owner[method] = function (this: unknown, ...args: unknown[]) {
    count(...args);
    return original.apply(this, args);
  } as O[K];
  try {
    return run();
  } finally {
    owner[method] = original as O[K];
  }
}

// The entries of every object and array frozen while `n` calls of `chain` are made and the last
// builder built: what the builder keeps, copied.
function entriesFrozen(chain: Chain, n: number): number {
  let entries = 0;
  spying(
    Object,
    "freeze",
    (value) => {
      if (value !== null && typeof value === "object") entries += Array.isArray(value) ? value.length : Object.keys(value).length;
    },
    () => {
      let builder = new EndpointBuilder().route("POST /graphql");
      for (let i = 0; i < n; i++) builder = chain(builder, i);
      builder.build();
    },
  );
  return entries;
}

// How often an entry named "__proto__", set by the chain's first call, is copied while `n` more
// calls are made and the last builder built: a copy defines it anew (an assignment would set the
// copy's prototype instead), so each copy of what holds it is counted once.
function copiesOfFirstEntry(first: Chain, chain: Chain, n: number): number {
  let copies = 0;
  return spying(
    Object,
    "defineProperty",
    (_, key) => {
      if (key === "__proto__") copies++;
    },
    () => {
      let builder = first(new EndpointBuilder().route("POST /graphql"), 0);
      for (let i = 0; i < n; i++) builder = chain(builder, i);
      builder.build();
      return copies;
    },
  );
}

const CHAINS: [string, Chain][] = [
  ["header()", (builder, i) => builder.header(`x-h${i}`, `v${i}`)],
  ["headers()", (builder, i) => builder.headers({ [`x-h${i}`]: i })],
  ["preview()", (builder, i) => builder.preview(`p${i}`)],
  ["param()", (builder, i) => builder.param(`k${i}`, i)],
  ["params()", (builder, i) => builder.params({ [`k${i}`]: i })],
];

// Found by an outside review: each header() copied every earlier header, each preview() every
// earlier preview (4,000 header() calls took 1.5 s, 8,000 took 8 s); a chain of param() calls
// copied every earlier parameter each 32 calls. Work is counted here, not timed.
describe("a chain of n fluent calls costs O(n) in all", () => {
  const n = 2_000;

  // The headers and previews a builder keeps are frozen; its parameters are counted below.
  for (const [name, chain] of CHAINS.slice(0, 3)) {
    it(`${name}: what the builder keeps, over ${n} calls, is copied O(n) entries in all`, () => {
      const frozen = entriesFrozen(chain, n);
      // Each call copying all earlier ones would be n²/2 = 2,000,000 entries.
      expect(frozen, `${frozen} entries frozen`).to.be.at.most(8 * n);
    });
  }

  // Previews are kept in arrays, whose items no define copies: they are counted above.
  for (const [name, chain] of [CHAINS[0], CHAINS[1], CHAINS[3], CHAINS[4]]) {
    it(`${name}: an early entry is copied a number of times that grows with log n, not n`, () => {
      const first: Chain = name.startsWith("param")
        ? (builder) => builder.param("__proto__", 0)
        : (builder) => builder.header("__proto__", "0");
      const atN = copiesOfFirstEntry(first, chain, n);
      const at8n = copiesOfFirstEntry(first, chain, 8 * n);
      // Kept every 32 calls, or at every call, an early entry was copied n/32 or n times.
      expect(atN, `${atN} copies at n`).to.be.at.most(24);
      expect(at8n - atN, `${atN} copies at n, ${at8n} at 8n`).to.be.at.most(6);
    });
  }

  it("a long chain of mixed calls builds as endpoint() does, and every builder of it still builds what it built", () => {
    // A fixed pseudo-random sequence of calls, each builder derived from once or twice (a template).
    let seed = 7;
    const next = (bound: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % bound;
    const calls: Chain[] = [
      (b, i) => b.header(`x-h${next(50)}`, `v${i}`),
      (b) => b.header(`x-h${next(50)}`, null),
      (b, i) => b.headers({ [`X-H${next(50)}`]: i, "x-other": `o${i}` }),
      (b) => b.preview(`p${next(40)}`),
      (b) => b.format(["raw", "diff", "html"][next(3)]),
      (b, i) => b.param(`k${next(60)}`, next(4) === 0 ? { at: i, list: [i] } : i),
      (b, i) => b.params({ [`k${next(60)}`]: i, [`q${next(5)}`]: `${i}` }),
      (b) => b.route(["POST /graphql", "PATCH", "/markdown", "PUT /x/{k1}"][next(4)]),
      (b, i) => b.request({ timeout: i }),
      (b, i) => b.data({ n: i }),
    ];
    const builders: EndpointBuilder[] = [];
    const built: RequestOptions[] = [];
    let builder = new EndpointBuilder().route("POST /graphql");
    for (let i = 0; i < 600; i++) {
      builder = calls[next(calls.length)](builder, i);
      if (next(3) === 0) calls[next(calls.length)](builder, -i).build(); // a second builder derived from it
      if (i % 5 === 0) {
        builders.push(builder);
        built.push(builder.build());
      }
      expect(builder.build()).to.deep.equal(endpoint(builder.toOptions()));
    }
    builders.forEach((earlier, i) => expect(earlier.build(), `builder ${i}`).to.deep.equal(built[i]));
  });
});
