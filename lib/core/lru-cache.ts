/**
 * A bounded least-recently-used cache, approximated with two generations (as quick-lru does): a
 * hit in the recent generation costs one Map lookup; a hit in the older generation moves the entry
 * to the recent one; when the recent generation is full it becomes the older one and the previous
 * older one is dropped. At most `maxSize` entries are held (rounded up to an even number), and an
 * entry used at least once per `maxSize / 2` insertions is never dropped.
 */
export class LruCache<K, V> {
  private readonly generationSize: number;
  private recent = new Map<K, V>();
  private older = new Map<K, V>();

  constructor(readonly maxSize: number) {
    if (!Number.isInteger(maxSize) || maxSize < 1) throw new RangeError(`The cache size must be a positive integer, got ${maxSize}.`);
    this.generationSize = Math.ceil(maxSize / 2);
  }

  get size(): number {
    return this.recent.size + this.older.size;
  }

  get(key: K): V | undefined {
    const value = this.recent.get(key);
    if (value !== undefined) return value;
    const olderValue = this.older.get(key);
    if (olderValue !== undefined) {
      this.older.delete(key);
      this.addRecent(key, olderValue);
    }
    return olderValue;
  }

  set(key: K, value: V): void {
    if (this.recent.has(key)) {
      this.recent.set(key, value);
      return;
    }
    this.older.delete(key);
    this.addRecent(key, value);
  }

  private addRecent(key: K, value: V): void {
    if (this.recent.size >= this.generationSize) {
      this.older = this.recent;
      this.recent = new Map();
    }
    this.recent.set(key, value);
  }
}
