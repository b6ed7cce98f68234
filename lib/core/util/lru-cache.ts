/** The bytes all caches of the library may hold together in one process (an estimate). */
export const PROCESS_CACHE_BYTES = 32 * 1024 * 1024;
/** The bytes one cache may hold (an estimate). */
export const CACHE_BYTES = 8 * 1024 * 1024;
/** An entry larger than this is computed each time instead of cached. */
export const MAX_ENTRY_BYTES = 256 * 1024;
// An entry keeps its key, structures of about the key's size and a fixed overhead.
const BYTES_PER_UNIT = 4;
const ENTRY_OVERHEAD = 1024;
// Each `{`, `,` or `:` opens an expression or adds a variable: measured, up to 620 bytes kept.
const UNITS_PER_EXPRESSION_MARK = 160;
// A non-ASCII character is up to 12 characters once encoded, and turns its key two-byte.
const UNITS_PER_NON_ASCII = 3;

/**
 * The weight of a template's cached reading (a plan, a compiled template), in characters: its
 * length, plus what each expression and each non-ASCII character adds.
 */
export function templateWeight(template: string): number {
  let marks = 0;
  let nonAscii = 0;
  for (let i = 0; i < template.length; i++) {
    const code = template.charCodeAt(i);
    if (code === 123 /* { */ || code === 44 /* , */ || code === 58 /* : */) marks++;
    else if (code > 127) nonAscii++;
  }
  return template.length + UNITS_PER_EXPRESSION_MARK * marks + UNITS_PER_NON_ASCII * nonAscii;
}

interface Held {
  readonly value: unknown;
  readonly bytes: number;
  /** Set by a hit; the eviction that finds it set clears it and moves the entry to the end. */
  used: boolean;
}

type AnyCache = LruCache<string | number, unknown>;

// The bound over all caches: the caches that hold entries, oldest use first. The first one not
// used since it was last passed over gives up its oldest entry; an emptied cache is let go. `order`
// and `first` find the first as a cache's `oldest` finds its oldest entry.
const inProcess = {
  caches: new Set<AnyCache>(),
  bytes: 0,
  order: undefined as unknown as Iterator<AnyCache>,
  first: undefined as AnyCache | undefined,
};
inProcess.order = inProcess.caches.values();

/**
 * A bounded cache that evicts by the second-chance rule: a hit marks its entry, and an eviction
 * takes the oldest unmarked one, moving marked ones to the end unmarked; so a cache of N holds N,
 * and a hit costs one write (moving every hit cost about 9% of a call). Bounded three ways: at most
 * `maxSize` entries, {@link CACHE_BYTES} per cache and {@link PROCESS_CACHE_BYTES} for all caches;
 * an entry over {@link MAX_ENTRY_BYTES} is not kept. Sizes are estimates from a weight the caller
 * gives (for a template, {@link templateWeight}).
 */
export class LruCache<K extends string | number, V> {
  private readonly entries = new Map<K, Held>();
  // Every entry before it was deleted or moved to the end, so it finds the oldest without walking
  // the holes deletions leave at the start of the Map (from the start, an eviction cost O(holes)).
  private oldest = this.entries.entries();
  private heldBytes = 0;
  /** Set by a hit; the process-wide bound passes over a cache once for it. @internal */
  used = false;

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
    const held = this.entries.get(key);
    if (held === undefined) return undefined;
    held.used = this.used = true;
    return held.value as V;
  }

  /** The value under `key`, computed and kept when missing; `weigh` is read on a miss only. */
  getOrCompute(key: K, compute: (key: K) => V, weigh: (key: K, value: V) => number): V {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = compute(key);
    this.set(key, value, weigh(key, value));
    return value;
  }

  /** Keeps `value` under `key`; `weight` is the size of what it holds, in characters ({@link templateWeight} for a template). */
  set(key: K, value: V, weight = 0): void {
    const held = this.entries.get(key);
    if (held !== undefined) this.drop(key, held);
    const bytes = ENTRY_OVERHEAD + BYTES_PER_UNIT * weight;
    if (bytes > MAX_ENTRY_BYTES) return;
    while (this.entries.size > 0 && (this.entries.size >= this.maxSize || this.heldBytes + bytes > CACHE_BYTES)) this.dropOldest();
    while (inProcess.bytes + bytes > PROCESS_CACHE_BYTES) dropOldestInProcess();
    this.entries.set(key, { value, bytes, used: false });
    this.heldBytes += bytes;
    inProcess.bytes += bytes;
    inProcess.caches.add(this as AnyCache);
  }

  /** Drops the oldest entry not used since it was last passed over. @internal */
  dropOldest(): void {
    for (;;) {
      const [key, held] = this.oldest.next().value as [K, Held];
      if (!held.used) return this.drop(key, held);
      held.used = false;
      this.entries.delete(key);
      this.entries.set(key, held);
    }
  }

  private drop(key: K, held: Held): void {
    this.entries.delete(key);
    this.heldBytes -= held.bytes;
    inProcess.bytes -= held.bytes;
    if (this.entries.size > 0) return;
    inProcess.caches.delete(this as AnyCache);
    if (inProcess.first === this) inProcess.first = undefined;
  }
}

function dropOldestInProcess(): void {
  const cache = (inProcess.first ??= inProcess.order.next().value as AnyCache);
  if (!cache.used) return cache.dropOldest();
  cache.used = false;
  inProcess.first = undefined;
  inProcess.caches.delete(cache);
  inProcess.caches.add(cache);
}

/** The bytes all caches hold now (an estimate), for tests and diagnostics. @internal */
export function processCacheBytes(): number {
  return inProcess.bytes;
}
