/** The bytes all caches of the library may hold together in one process (an estimate). */
export const PROCESS_CACHE_BYTES = 32 * 1024 * 1024;
/** The bytes one cache may hold (an estimate). */
export const CACHE_BYTES = 8 * 1024 * 1024;
/** An entry larger than this is computed each time instead of cached. */
export const MAX_ENTRY_BYTES = 256 * 1024;
// A cached entry holds its key and structures of about the key's size, plus fixed overhead.
const BYTES_PER_UNIT = 4;
const ENTRY_OVERHEAD = 256;

/** One cached value, linked into the process-wide recency list. */
interface Entry {
  readonly key: unknown;
  readonly value: unknown;
  readonly bytes: number;
  readonly cache: LruCache<unknown, unknown>;
  newer: Entry | undefined;
  older: Entry | undefined;
}

/**
 * Every entry of every cache, most recently used first. Over {@link PROCESS_CACHE_BYTES}, the
 * least recently used entry of the process goes, whichever cache holds it: so the bound holds
 * however many endpoints are made, and the entries of a cache nobody uses any more age out
 * (a cache is kept alive only by entries that are still among the recent ones).
 */
const recency = { newest: undefined as Entry | undefined, oldest: undefined as Entry | undefined, bytes: 0 };

function unlink(entry: Entry): void {
  if (entry.newer === undefined) recency.newest = entry.older;
  else entry.newer.older = entry.older;
  if (entry.older === undefined) recency.oldest = entry.newer;
  else entry.older.newer = entry.newer;
  entry.newer = entry.older = undefined;
}

function linkAsNewest(entry: Entry): void {
  entry.older = recency.newest;
  if (recency.newest !== undefined) recency.newest.newer = entry;
  recency.newest = entry;
  if (recency.oldest === undefined) recency.oldest = entry;
}

/**
 * A bounded least-recently-used cache: a cache of N entries holds the N most recently used.
 * Bounded three ways: at most `maxSize` entries, at most {@link CACHE_BYTES} per cache, and at
 * most {@link PROCESS_CACHE_BYTES} for all caches of the process together; an entry over
 * {@link MAX_ENTRY_BYTES} is not kept. Sizes are estimates from a weight the caller gives (a
 * key's length). Every operation costs O(1).
 */
export class LruCache<K, V> {
  // A Map keeps insertion order: a hit is deleted and set again, so the first key is the oldest.
  private readonly entries = new Map<K, Entry>();
  private heldBytes = 0;

  constructor(readonly maxSize: number) {
    if (!Number.isInteger(maxSize) || maxSize < 1) throw new RangeError(`The cache size must be a positive integer, got ${maxSize}.`);
  }

  /** How many entries are held. */
  get size(): number {
    return this.entries.size;
  }

  /** The estimated bytes held. */
  get bytes(): number {
    return this.heldBytes;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (recency.newest !== entry) {
      unlink(entry);
      linkAsNewest(entry);
    }
    return entry.value as V;
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
    const held = this.entries.get(key);
    if (held !== undefined) this.drop(held);
    const bytes = ENTRY_OVERHEAD + BYTES_PER_UNIT * weight;
    if (bytes > MAX_ENTRY_BYTES) return;
    while (this.entries.size > 0 && (this.entries.size >= this.maxSize || this.heldBytes + bytes > CACHE_BYTES)) {
      this.drop(this.entries.values().next().value as Entry);
    }
    while (recency.oldest !== undefined && recency.bytes + bytes > PROCESS_CACHE_BYTES) {
      const oldest = recency.oldest;
      oldest.cache.drop(oldest);
    }
    const entry: Entry = { key, value, bytes, cache: this as LruCache<unknown, unknown>, newer: undefined, older: undefined };
    this.entries.set(key, entry);
    linkAsNewest(entry);
    this.heldBytes += bytes;
    recency.bytes += bytes;
  }

  /** Removes one of this cache's entries, from the cache and from the process-wide list. @internal */
  drop(entry: Entry): void {
    this.entries.delete(entry.key as K);
    unlink(entry);
    this.heldBytes -= entry.bytes;
    recency.bytes -= entry.bytes;
  }
}

/** The bytes all caches hold now (an estimate), for tests and diagnostics. @internal */
export function processCacheBytes(): number {
  return recency.bytes;
}
