/** A size-bounded map that forgets the least recently used entry first (Map keeps insertion order). */
export class LruCache<K, V> {
  private readonly map = new Map<K, V>();

  /** `onEvict` hears of each entry dropped for room (not of deletes), e.g. to keep a byte count. */
  constructor(
    private readonly capacity: number,
    private readonly onEvict?: (key: K, value: V) => void,
  ) {}

  get size(): number {
    return this.map.size;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.capacity) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      const value = this.map.get(oldest.value);
      this.map.delete(oldest.value);
      if (value !== undefined) this.onEvict?.(oldest.value, value);
    }
  }

  /** The entry without making it the most recently used. */
  peek(key: K): V | undefined {
    return this.map.get(key);
  }

  delete(key: K): boolean {
    return this.map.delete(key);
  }

  /** The least recently used entry. */
  oldest(): [K, V] | undefined {
    const first = this.map.entries().next();
    return first.done ? undefined : first.value;
  }
}
