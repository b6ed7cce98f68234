import { expect } from "chai";
import { CACHE_BYTES, LruCache, MAX_ENTRY_BYTES, PROCESS_CACHE_BYTES, processCacheBytes } from "../../lib/core/util/lru-cache";

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

  it("a cache of N holds N: a working set of N keys never misses once warm", () => {
    const cache = new LruCache<number, number>(1000);
    let misses = 0;
    for (let round = 0; round < 5; round++) {
      for (let key = 0; key < 1000; key++)
        cache.getOrCompute(
          key,
          () => (misses++, key),
          () => 1,
        );
    }
    expect(misses).to.equal(1000);
    expect(cache.size).to.equal(1000);
    // One key more than fits, in rotation: now the cache must evict.
    for (let key = 0; key <= 1000; key++)
      cache.getOrCompute(
        key,
        () => (misses++, key),
        () => 1,
      );
    expect(cache.size).to.equal(1000);
  });

  it("an entry used once per N insertions survives any stream of new ones; unused ones go first", () => {
    const cache = new LruCache<string, number>(100);
    cache.set("hot", 1);
    cache.set("cold", 2);
    for (let i = 0; i < 10_000; i++) {
      cache.set(`stream-${i}`, i);
      if (i % 99 === 0) expect(cache.get("hot"), `after ${i} insertions`).to.equal(1);
    }
    expect(cache.get("cold")).to.equal(undefined);
  });

  it("getOrCompute computes a missing value once", () => {
    const cache = new LruCache<string, number>(2);
    let computed = 0;
    const compute = () => ++computed;
    const weigh = () => 1;
    expect(cache.getOrCompute("a", compute, weigh)).to.equal(1);
    expect(cache.getOrCompute("a", compute, weigh)).to.equal(1);
    expect(computed).to.equal(1);
  });

  it("getOrCompute weighs a key on a miss only: a hit does not scan its key", () => {
    const cache = new LruCache<string, number>(2);
    const weighed: string[] = [];
    const weigh = (key: string) => (weighed.push(key), key.length);
    cache.getOrCompute("a", () => 1, weigh);
    cache.getOrCompute("a", () => 1, weigh);
    cache.getOrCompute("b", () => 2, weigh);
    expect(weighed).to.deep.equal(["a", "b"]);
    expect(cache.bytes).to.be.above(0);
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
