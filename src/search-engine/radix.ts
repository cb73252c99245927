/**
 * Stable least-significant-digit radix sort of row numbers by unsigned 32-bit keys, skipping
 * passes where every key has the same digit. Sorting by a tie-break first and then by the main key
 * gives the lexicographic order, which is how every sort permutation is built.
 */

/** Working memory for sorts done per query, so that they allocate nothing. */
export class SortBuffers {
  rowsA: Uint32Array = new Uint32Array(0);
  rowsB: Uint32Array = new Uint32Array(0);
  keysA: Uint32Array = new Uint32Array(0);
  keysB: Uint32Array = new Uint32Array(0);
  readonly counts8 = new Uint32Array(256);
  readonly counts16 = new Uint32Array(65_536);

  ensure(n: number): void {
    if (this.rowsA.length >= n) return;
    const size = Math.max(n, this.rowsA.length * 2);
    this.rowsA = new Uint32Array(size);
    this.rowsB = new Uint32Array(size);
    this.keysA = new Uint32Array(size);
    this.keysB = new Uint32Array(size);
  }
}

export function radixSortByKey(rows: Uint32Array, keyOf: (row: number) => number, buffers = new SortBuffers()): Uint32Array {
  const n = rows.length;
  buffers.ensure(n);
  const keys = buffers.keysA.subarray(0, n);
  for (let i = 0; i < n; i++) keys[i] = keyOf(rows[i] ?? 0);
  return sortInto(rows, keys, buffers);
}

/** Sorts `rows` by `keys` (both left untouched); returns the sorted rows in a new array. */
export function radixSortWithKeys(rows: Uint32Array, keys: Uint32Array): Uint32Array {
  const buffers = new SortBuffers();
  buffers.ensure(rows.length);
  buffers.keysA.set(keys);
  return sortInto(rows, buffers.keysA.subarray(0, rows.length), buffers).slice();
}

/** Sorts rows by keys held in buffers.keysA; the result is a view into the buffers (or `rows` itself when already sorted). */
function sortInto(rows: Uint32Array, keys: Uint32Array, buffers: SortBuffers): Uint32Array {
  const n = rows.length;
  buffers.rowsA.set(rows);
  let sourceRows: Uint32Array = buffers.rowsA.subarray(0, n);
  let sourceKeys: Uint32Array = keys;
  let targetRows: Uint32Array = buffers.rowsB.subarray(0, n);
  let targetKeys: Uint32Array = buffers.keysB.subarray(0, n);
  // Two passes of 16 bits for large inputs, four of 8 bits where a 65,536-entry count table would dominate.
  const bits = n > 65_536 ? 16 : 8;
  const radix = 1 << bits;
  const mask = radix - 1;
  const counts = bits === 16 ? buffers.counts16 : buffers.counts8;
  for (let shift = 0; shift < 32; shift += bits) {
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const digit = ((sourceKeys[i] ?? 0) >>> shift) & mask;
      counts[digit] = (counts[digit] ?? 0) + 1;
    }
    if (n === 0 || counts[((sourceKeys[0] ?? 0) >>> shift) & mask] === n) continue;
    let total = 0;
    for (let digit = 0; digit < radix; digit++) {
      const count = counts[digit] ?? 0;
      counts[digit] = total;
      total += count;
    }
    for (let i = 0; i < n; i++) {
      const key = sourceKeys[i] ?? 0;
      const digit = (key >>> shift) & mask;
      const position = counts[digit] ?? 0;
      counts[digit] = position + 1;
      targetRows[position] = sourceRows[i] ?? 0;
      targetKeys[position] = key;
    }
    [sourceRows, targetRows] = [targetRows, sourceRows];
    [sourceKeys, targetKeys] = [targetKeys, sourceKeys];
  }
  return sourceRows;
}
