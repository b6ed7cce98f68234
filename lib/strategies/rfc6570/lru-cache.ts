/**
 * A bounded least-recently-used cache over a Map (which keeps insertion order): a hit moves the
 * entry to the end, an insert past the bound evicts the first.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  private lastKey: K | undefined;

  constructor(readonly maxSize: number) {
    if (!Number.isInteger(maxSize) || maxSize < 1) throw new RangeError(`The cache size must be a positive integer, got ${maxSize}.`);
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    // Re-inserting the entry that is already the newest would be wasted work on the hot path.
    if (value !== undefined && key !== this.lastKey) {
      this.entries.delete(key);
      this.entries.set(key, value);
      this.lastKey = key;
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    this.lastKey = key;
    if (this.entries.size > this.maxSize) this.entries.delete(this.entries.keys().next().value as K);
  }
}
