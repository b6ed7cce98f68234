/** The bytes all caches of the library may hold together in one process (an estimate). */
export const PROCESS_CACHE_BYTES = 32 * 1024 * 1024;
/** The bytes one cache may hold (an estimate). */
export const CACHE_BYTES = 8 * 1024 * 1024;
/** An entry larger than this is computed each time instead of cached. */
export const MAX_ENTRY_BYTES = 256 * 1024;
// A cached entry holds its key and structures of about the key's size, plus fixed overhead.
const BYTES_PER_UNIT = 4;
const ENTRY_OVERHEAD = 256;

// Every cache charges here; the counter is per process, however many endpoints are made.
const processBytes = { used: 0 };
// A cache that is collected gives its bytes back.
const refunds = new FinalizationRegistry<{ bytes: number }>((account) => {
  processBytes.used -= account.bytes;
});
// Every live cache, weakly: over the process budget, the one holding the most bytes gives way, so
// idle caches of long-lived endpoints cannot starve the rest.
const liveCaches = new Set<WeakRef<LruCache<unknown, unknown>>>();

/**
 * A bounded least-recently-used cache: a hit moves the entry to the recent end (a `Map` keeps
 * insertion order), so a cache of N entries holds the N most recently used. Bounded three ways:
 * at most `maxSize` entries, at most {@link CACHE_BYTES} per cache, and at most
 * {@link PROCESS_CACHE_BYTES} for all caches of the process together (over it, the cache holding
 * the most bytes drops its oldest entries); an entry over {@link MAX_ENTRY_BYTES} is not kept. Sizes are estimates from a weight the caller gives
 * (a key's length).
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private readonly account = { bytes: 0 };

  constructor(readonly maxSize: number) {
    if (!Number.isInteger(maxSize) || maxSize < 1) throw new RangeError(`The cache size must be a positive integer, got ${maxSize}.`);
    refunds.register(this, this.account);
    liveCaches.add(new WeakRef(this as LruCache<unknown, unknown>));
  }

  /** How many entries are held. */
  get size(): number {
    return this.entries.size;
  }

  /** The estimated bytes held. */
  get bytes(): number {
    return this.account.bytes;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Most recently used last: delete and set again.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value under `key`, computed and kept (weighing `weight` characters) when missing. */
  getOrCompute(key: K, compute: (key: K) => V, weight: number): V {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = compute(key);
    this.set(key, value, weight);
    return value;
  }

  /** Keeps `value` under `key`; `weight` is the size of what it holds, in characters (a key's length). */
  set(key: K, value: V, weight = 0): void {
    this.remove(key);
    const bytes = ENTRY_OVERHEAD + BYTES_PER_UNIT * weight;
    if (bytes > MAX_ENTRY_BYTES) return;
    while (this.entries.size > 0 && (this.entries.size >= this.maxSize || this.account.bytes + bytes > CACHE_BYTES)) this.removeOldest();
    while (processBytes.used + bytes > PROCESS_CACHE_BYTES && largestCache()?.removeOldest()) {
      // the largest cache gave way; check again
    }
    if (processBytes.used + bytes > PROCESS_CACHE_BYTES) return;
    this.entries.set(key, { value, bytes });
    this.account.bytes += bytes;
    processBytes.used += bytes;
  }

  /** Drops the least recently used entry; false when there is none. @internal */
  removeOldest(): boolean {
    if (this.entries.size === 0) return false;
    this.remove(this.entries.keys().next().value as K);
    return true;
  }

  private remove(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.account.bytes -= entry.bytes;
    processBytes.used -= entry.bytes;
  }
}

// The live cache that holds the most bytes (caches are few: one per strategy and pipeline).
function largestCache(): LruCache<unknown, unknown> | undefined {
  let largest: LruCache<unknown, unknown> | undefined;
  for (const reference of liveCaches) {
    const cache = reference.deref();
    if (cache === undefined) liveCaches.delete(reference);
    else if (largest === undefined || cache.bytes > largest.bytes) largest = cache;
  }
  return largest;
}

/** The bytes all caches hold now (an estimate), for tests and diagnostics. @internal */
export function processCacheBytes(): number {
  return processBytes.used;
}
