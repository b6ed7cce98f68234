/** The bytes all caches of the library may hold together in one process (an estimate). */
export const PROCESS_CACHE_BYTES = 32 * 1024 * 1024;
/** The bytes one cache may hold (an estimate). */
export const CACHE_BYTES = 8 * 1024 * 1024;
/** An entry larger than this is computed each time instead of cached. */
export const MAX_ENTRY_BYTES = 256 * 1024;
// A cached entry holds its key and structures of about the key's size, plus fixed overhead: a
// plan of an ordinary route (45 characters, 3 expressions) keeps about 1.3 KB in all.
const BYTES_PER_UNIT = 4;
const ENTRY_OVERHEAD = 1024;
// What a template's reading keeps for each character that opens an expression or adds a variable
// to one (`{`, `,`, `:`): an expression, its list of variables, a variable spec, a slot among the
// parts. Measured for each `{a}` of `{a}{a}{a}...`: about 170 bytes in this package's compiled
// form, about 620 in the uri-templates package's (UriTemplatesExpander). The weight covers both.
const UNITS_PER_EXPRESSION_MARK = 160;
// What a non-ASCII character of a template keeps beyond its own unit: once encoded it is up to 9
// characters ("%E2%9C%93"; an astral pair 12, 6 a unit), and its key turns two-byte.
const UNITS_PER_NON_ASCII = 3;

/**
 * The weight of a template's cached reading (a plan, a compiled template), in characters: its
 * length, plus what each expression and each non-ASCII character adds. Weighed by its length
 * alone, `{a}{a}{a}...` kept about 25 times the bytes the estimate allowed, and `é` repeated
 * (six characters once encoded) about twice.
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

/**
 * One cached value, in its cache's list and in the process-wide list: its neighbours in both are
 * fields of its own, so an entry is one object (plans die young enough without link objects).
 */
class Entry {
  /** Set by a hit; an eviction that finds it set clears it and moves on (a second chance). */
  used = false;
  newer: Entry | undefined = undefined;
  older: Entry | undefined = undefined;
  newerInProcess: Entry | undefined = undefined;
  olderInProcess: Entry | undefined = undefined;

  constructor(
    readonly key: unknown,
    readonly value: unknown,
    readonly bytes: number,
    readonly cache: LruCache<string, unknown>,
  ) {}
}

/** A list of entries, from the newest to the oldest. */
interface RecencyList {
  newest: Entry | undefined;
  oldest: Entry | undefined;
}

// A cache's own list, through the entries' newer and older.
function unlink(list: RecencyList, entry: Entry): void {
  if (entry.newer === undefined) list.newest = entry.older;
  else entry.newer.older = entry.older;
  if (entry.older === undefined) list.oldest = entry.newer;
  else entry.older.newer = entry.newer;
  entry.newer = entry.older = undefined;
}

function linkAsNewest(list: RecencyList, entry: Entry): void {
  entry.older = list.newest;
  if (list.newest !== undefined) list.newest.newer = entry;
  list.newest = entry;
  if (list.oldest === undefined) list.oldest = entry;
}

// The process-wide list, the same through newerInProcess and olderInProcess.
function unlinkFromProcess(entry: Entry): void {
  if (entry.newerInProcess === undefined) recency.newest = entry.olderInProcess;
  else entry.newerInProcess.olderInProcess = entry.olderInProcess;
  if (entry.olderInProcess === undefined) recency.oldest = entry.newerInProcess;
  else entry.olderInProcess.newerInProcess = entry.newerInProcess;
  entry.newerInProcess = entry.olderInProcess = undefined;
}

function linkAsNewestInProcess(entry: Entry): void {
  entry.olderInProcess = recency.newest;
  if (recency.newest !== undefined) recency.newest.newerInProcess = entry;
  recency.newest = entry;
  if (recency.oldest === undefined) recency.oldest = entry;
}

// The second-chance rule: the list's oldest entry that was not used since it was last passed
// over; each used one on the way is unmarked and moved to the new end. The list is not empty.
function oldestUnused(list: RecencyList): Entry {
  for (;;) {
    const entry = list.oldest as Entry;
    if (!entry.used) return entry;
    entry.used = false;
    unlink(list, entry);
    linkAsNewest(list, entry);
  }
}

// The same rule over the process-wide list.
function oldestUnusedInProcess(): Entry {
  for (;;) {
    const entry = recency.oldest as Entry;
    if (!entry.used) return entry;
    entry.used = false;
    unlinkFromProcess(entry);
    linkAsNewestInProcess(entry);
  }
}

/**
 * Every entry of every cache. Over {@link PROCESS_CACHE_BYTES}, the oldest entry of the process
 * that was not used since it was last passed over goes, whichever cache holds it: so the bound
 * holds however many endpoints are made, and the entries of a cache nobody uses any more age out
 * (a cache is kept alive only by entries still on the list).
 */
const recency: RecencyList & { bytes: number } = { newest: undefined, oldest: undefined, bytes: 0 };

/**
 * A bounded cache that evicts the least recently used entries, by the second-chance rule: a hit
 * only marks its entry; an eviction takes the oldest entry, and one marked since it was last
 * passed over is unmarked and moved to the new end instead. A cache of N entries holds N: a
 * working set of up to N keys never misses once warm, and an entry used at least once per N
 * insertions is never evicted. Exact LRU order (moving every hit) cost about 30% of an
 * `endpoint()` call; this costs a hit one write.
 *
 * Bounded three ways: at most `maxSize` entries, at most {@link CACHE_BYTES} per cache, and at
 * most {@link PROCESS_CACHE_BYTES} for all caches of the process together; an entry over
 * {@link MAX_ENTRY_BYTES} is not kept. Sizes are estimates from a weight the caller gives (for a
 * template, {@link templateWeight}). Every operation costs amortised O(1).
 */
export class LruCache<K extends string | number, V> {
  // A dictionary object finds an entry by key, not a Map: under churn (keys added and deleted
  // without end) each scavenge copied a Map's backing store, megabytes for a full cache, and a
  // hit costs less. The order of eviction is the cache's own list.
  private entries: Record<string, Entry | undefined> = Object.create(null) as Record<string, Entry | undefined>;
  private count = 0;
  private readonly order: RecencyList = { newest: undefined, oldest: undefined };
  private heldBytes = 0;

  constructor(readonly maxSize: number) {
    if (!Number.isInteger(maxSize) || maxSize < 1) throw new RangeError(`The cache size must be a positive integer, got ${maxSize}.`);
  }

  /** How many entries are held. */
  get size(): number {
    return this.count;
  }

  /** The estimated bytes held. */
  get bytes(): number {
    return this.heldBytes;
  }

  get(key: K): V | undefined {
    const entry = this.entries[key as string];
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value as V;
  }

  /**
   * The value under `key`, computed and kept when missing, weighing `weigh(key, value)`
   * characters: key and value as they are stored. The weight is read on a miss only: a hit must
   * not scan its key.
   */
  getOrCompute(key: K, compute: (key: K) => V, weigh: (key: K, value: V) => number): V {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = compute(key);
    this.set(key, value, weigh(key, value));
    return value;
  }

  /** Keeps `value` under `key`; `weight` is the size of what it holds, in characters ({@link templateWeight} for a template). */
  set(key: K, value: V, weight = 0): void {
    const held = this.entries[key as string];
    if (held !== undefined) this.drop(held);
    const bytes = ENTRY_OVERHEAD + BYTES_PER_UNIT * weight;
    if (bytes > MAX_ENTRY_BYTES) return;
    while (this.count > 0 && (this.count >= this.maxSize || this.heldBytes + bytes > CACHE_BYTES)) this.evictOne();
    while (recency.oldest !== undefined && recency.bytes + bytes > PROCESS_CACHE_BYTES) evictOneOfProcess();
    const entry = new Entry(key, value, bytes, this as LruCache<string, unknown>);
    this.entries[key as string] = entry;
    this.count++;
    linkAsNewest(this.order, entry);
    linkAsNewestInProcess(entry);
    this.heldBytes += bytes;
    recency.bytes += bytes;
  }

  // The oldest unmarked entry goes; marked ones are unmarked and moved to the new end.
  private evictOne(): void {
    this.drop(oldestUnused(this.order));
  }

  /** Removes one of this cache's entries, from the cache and from the process-wide list. @internal */
  drop(entry: Entry): void {
    delete this.entries[entry.key as string];
    this.count--;
    unlink(this.order, entry);
    unlinkFromProcess(entry);
    this.heldBytes -= entry.bytes;
    recency.bytes -= entry.bytes;
  }
}

// The process-wide rule: the oldest entry of any cache not used since it was last passed over goes.
function evictOneOfProcess(): void {
  const entry = oldestUnusedInProcess();
  entry.cache.drop(entry);
}

/** The bytes all caches hold now (an estimate), for tests and diagnostics. @internal */
export function processCacheBytes(): number {
  return recency.bytes;
}
