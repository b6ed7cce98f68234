import { expect } from "chai";
import { LruCache } from "../../lib/core/lru-cache";

describe("LruCache", () => {
  it("holds at most maxSize entries", () => {
    const cache = new LruCache<number, number>(8);
    for (let i = 0; i < 1000; i++) {
      cache.set(i, i);
      expect(cache.size).to.be.at.most(8);
    }
  });

  it("keeps an entry used once per maxSize / 2 insertions, drops one never used again", () => {
    const cache = new LruCache<string, number>(4);
    cache.set("hot", 1);
    cache.set("cold", 2);
    for (let i = 0; i < 100; i++) {
      cache.set(`stream-${i}`, i);
      expect(cache.get("hot")).to.equal(1);
    }
    expect(cache.get("cold")).to.equal(undefined);
  });

  it("a set replaces the value of a held key", () => {
    const cache = new LruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("a", 2);
    expect(cache.get("a")).to.equal(2);
    expect(cache.size).to.equal(1);
  });
});
