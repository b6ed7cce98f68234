import { expect } from "chai";
import { InvalidOptionsError, InvalidParameterError, toCurl, toFetch, type RequestOptions } from "../../lib";
import { expectEndpointError } from "../helpers/expect-error";

const ADAPTERS = [toFetch, toCurl] as ((options: RequestOptions) => unknown)[];
const withBody = (body: unknown) => ({ method: "POST", url: "https://api.example.com/x", headers: {}, body }) as unknown as RequestOptions;

// Levels of objects that each hold the next level twice (a DAG: 2^levels paths, `levels` objects),
// each a Proxy that counts how often its keys are listed; the last level holds `leaf`.
function sharedLevels(levels: number, leaf: object): { body: object; listings: number[] } {
  const listings = new Array<number>(levels).fill(0);
  let next: object = leaf;
  for (let level = levels - 1; level >= 0; level--) {
    const target = { a: next, b: next };
    next = new Proxy(target, {
      ownKeys: (object) => {
        listings[level]++;
        return Reflect.ownKeys(object);
      },
    });
  }
  return { body: next, listings };
}

// Found by an outside review: when JSON.stringify failed for another reason than a cycle, the
// adapters looked for one without remembering what they had searched: shared children 20 levels
// deep took 130 ms, 40 levels never ended.
describe("the adapters' search for a cycle in a body JSON cannot write", () => {
  it("lists each object's keys once, however many paths lead to it", () => {
    for (const adapter of ADAPTERS) {
      const boom = new Error("boom");
      let reads = 0;
      // Throws the first time only: JSON.stringify fails on it, the search then reads it whole.
      const leaf = {
        get value() {
          if (reads++ === 0) throw boom;
          return 1;
        },
      };
      const { body, listings } = sharedLevels(48, leaf);
      const error = expectEndpointError(() => adapter(withBody(body)), InvalidOptionsError, "ERR_INVALID_OPTIONS", "boom");
      expect(error.cause).to.equal(boom);
      // JSON.stringify lists each level once on its way down to the leaf, the search once more.
      expect(Math.max(...listings)).to.equal(2);
      expect(reads).to.equal(2);
    }
  });

  it("stops at a value that cannot be read, where JSON.stringify stopped", () => {
    for (const adapter of ADAPTERS) {
      const boom = new Error("boom");
      const leaf = {
        get value(): number {
          throw boom;
        },
      };
      const { body, listings } = sharedLevels(48, leaf);
      const error = expectEndpointError(() => adapter(withBody(body)), InvalidOptionsError, "ERR_INVALID_OPTIONS", "boom");
      expect(error.cause).to.equal(boom);
      expect(Math.max(...listings)).to.equal(2);
    }
  });

  it("finds a cycle behind shared children", () => {
    for (const adapter of ADAPTERS) {
      const leaf: Record<string, unknown> = {};
      const { body, listings } = sharedLevels(48, leaf);
      leaf.back = body;
      expectEndpointError(() => adapter(withBody(body)), InvalidParameterError, "ERR_INVALID_PARAMETER", "holds a cycle");
      expect(Math.max(...listings)).to.be.at.most(2);
    }
  });

  // docs/errors.md documents ERR_INVALID_PARAMETER for a body JSON cannot write; a cycle that came
  // back out of a toJSON was reported as the body's own error (ERR_INVALID_OPTIONS).
  it("reports a cycle that comes back out of a toJSON as InvalidParameterError", () => {
    const cyclic = () => {
      const object: Record<string, unknown> = { a: 1 };
      object.self = { back: object };
      return object;
    };
    for (const adapter of ADAPTERS) {
      for (const body of [{ toJSON: cyclic }, { nested: [{ toJSON: cyclic }] }, { toJSON: () => ({ inner: { toJSON: cyclic } }) }]) {
        expectEndpointError(() => adapter(withBody(body)), InvalidParameterError, "ERR_INVALID_PARAMETER", "holds a cycle");
      }
      // A toJSON that returns its own object is no cycle.
      class Own {
        a = 1;
        toJSON(): unknown {
          return this;
        }
      }
      expect(() => adapter(withBody({ own: new Own() }))).not.to.throw();
    }
  });
});
