import { expect } from "chai";
import { CACHE_BYTES, LruCache, MAX_ENTRY_BYTES, PROCESS_CACHE_BYTES, processCacheBytes } from "../../lib/core/lru-cache";

describe("LruCache", () => {
  it("holds at most maxSize entries", () => {
    const cache = new LruCache<number, number>(8);
    for (let i = 0; i < 1000; i++) {
      cache.set(i, i);
      expect(cache.size).to.be.at.most(8);
    }
  });

  it("keeps an entry used once per maxSize - 1 insertions, drops one never used again", () => {
    const cache = new LruCache<string, number>(4);
    cache.set("hot", 1);
    cache.set("cold", 2);
    for (let i = 0; i < 100; i++) {
      cache.set(`stream-${i}`, i);
      expect(cache.get("hot")).to.equal(1);
    }
    expect(cache.get("cold")).to.equal(undefined);
  });

  it("is a true LRU: a cache of N entries holds the N most recently used", () => {
    const cache = new LruCache<number, number>(1000);
    for (let i = 0; i < 5000; i++) cache.set(i, i);
    expect(cache.size).to.equal(1000);
    for (let i = 4000; i < 5000; i++) expect(cache.get(i)).to.equal(i);
    expect(cache.get(3999)).to.equal(undefined);
    // A hit makes an entry the most recent: it outlives N - 1 newer ones.
    cache.get(4000);
    for (let i = 0; i < 999; i++) cache.set(-i - 1, 0);
    expect(cache.get(4000)).to.equal(4000);
    expect(cache.get(4001)).to.equal(undefined);
  });

  it("getOrCompute computes a missing value once", () => {
    const cache = new LruCache<string, number>(2);
    let computed = 0;
    expect(cache.getOrCompute("a", () => ++computed, 1)).to.equal(1);
    expect(cache.getOrCompute("a", () => ++computed, 1)).to.equal(1);
    expect(computed).to.equal(1);
  });

  it("is bounded in bytes: per cache, per process, and an entry too large is not kept", () => {
    const large = new LruCache<number, string>(100_000);
    const weight = Math.floor(MAX_ENTRY_BYTES / 8); // about 32 KiB of characters an entry
    for (let i = 0; i < 2000; i++) large.set(i, "", weight);
    expect(large.bytes).to.be.at.most(CACHE_BYTES);
    expect(large.size).to.be.below(2000);
    const many = Array.from({ length: 20 }, () => new LruCache<number, string>(100_000));
    for (const cache of many) for (let i = 0; i < 500; i++) cache.set(i, "", weight);
    expect(processCacheBytes()).to.be.at.most(PROCESS_CACHE_BYTES);
    const tooLarge = new LruCache<string, string>(10);
    tooLarge.set("huge", "", MAX_ENTRY_BYTES);
    expect(tooLarge.size).to.equal(0);
  });

  it("a set replaces the value of a held key", () => {
    const cache = new LruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("a", 2);
    expect(cache.get("a")).to.equal(2);
    expect(cache.size).to.equal(1);
  });
});
