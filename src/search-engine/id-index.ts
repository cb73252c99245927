/**
 * Listing id → row. Built rows are found by binary search in their ids sorted (two typed arrays
 * instead of a million-entry Map, which the build would spend most of its garbage collection on);
 * rows appended later live in a small Map.
 */
export class IdIndex {
  private readonly ids: Int32Array;
  private readonly rows: Uint32Array;
  private readonly removed: Uint8Array;
  private readonly appended = new Map<number, number>();
  private builtLive: number;

  /** `ids[row]` for the built rows 0 … n − 1. */
  constructor(idOfRow: Int32Array, n: number, sortedRows: Uint32Array) {
    this.rows = sortedRows;
    this.ids = new Int32Array(n);
    for (let position = 0; position < n; position++) this.ids[position] = idOfRow[sortedRows[position] ?? 0] ?? 0;
    this.removed = new Uint8Array(n);
    this.builtLive = n;
  }

  get size(): number {
    return this.builtLive + this.appended.size;
  }

  private position(id: number): number {
    let low = 0;
    let high = this.ids.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.ids[middle] ?? 0) < id) low = middle + 1;
      else high = middle;
    }
    return low < this.ids.length && this.ids[low] === id && this.removed[low] === 0 ? low : -1;
  }

  get(id: number): number | undefined {
    const appended = this.appended.get(id);
    if (appended !== undefined) return appended;
    const position = this.position(id);
    return position < 0 ? undefined : this.rows[position];
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  /** Records an appended row (the id must not be live). */
  set(id: number, row: number): void {
    this.appended.set(id, row);
  }

  delete(id: number): boolean {
    if (this.appended.delete(id)) return true;
    const position = this.position(id);
    if (position < 0) return false;
    this.removed[position] = 1;
    this.builtLive--;
    return true;
  }
}
