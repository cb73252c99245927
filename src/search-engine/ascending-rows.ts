/**
 * Candidate rows in ascending order: the scan lists matches in row order, and candidates come
 * unordered (text postings) or as several ascending runs (the rows of each model or location).
 *
 * Two ways, by which costs less: marking the rows in a bitmap of the row range and reading the
 * marks back in order costs a word per 32 rows of the range plus two steps a row; an 11-bit radix
 * sort costs four steps a row in two or three passes plus 4,096 steps a pass for its counters. At
 * 200,000 listings a radius count's 15,000 candidates took 0.4 ms to radix-sort and 0.13 ms by the
 * bitmap; a few hundred candidates in a large range are cheaper to sort (bench/README.md, session 26).
 */

/** Marks the bitmap needs for rows in a range of `size` rows. */
export const markWords = (size: number) => (size >>> 5) + 1;

export interface RowOrderScratch {
  /** `markWords(capacity)` words. */
  readonly marks: Uint32Array;
  readonly sortBuffer: Uint32Array;
  readonly radixCounts: Uint32Array;
}

/**
 * `rows` (distinct, each in [start, end)) in ascending order: either `rows` itself, rewritten in
 * place, or a view of the scratch's sort buffer.
 */
export function ascendingRows(rows: Uint32Array, start: number, end: number, scratch: RowOrderScratch): Uint32Array {
  const words = markWords(end - start);
  // Radix: about 4 steps a row and 12,288 for its counters; marks: a word per 32 rows of the range and 2 steps a row.
  if (rows.length * 2 + 12_288 < words) return radixSorted(rows, scratch);
  return markedInOrder(rows, start, words, scratch.marks);
}

function markedInOrder(rows: Uint32Array, start: number, words: number, marks: Uint32Array): Uint32Array {
  marks.fill(0, 0, words);
  for (let i = 0; i < rows.length; i++) {
    const offset = (rows[i] ?? 0) - start;
    marks[offset >>> 5] = (marks[offset >>> 5] ?? 0) | (1 << (offset & 31));
  }
  let count = 0;
  for (let word = 0; word < words; word++) {
    let bits = marks[word] ?? 0;
    while (bits !== 0) {
      const lowest = bits & -bits;
      rows[count++] = start + (word << 5) + (31 - Math.clz32(lowest));
      bits ^= lowest;
    }
  }
  return rows.subarray(0, count);
}

/** Ascending rows, by an 11-bit radix sort (row numbers stay below 2^33). */
function radixSorted(rows: Uint32Array, scratch: RowOrderScratch): Uint32Array {
  const n = rows.length;
  let source = rows;
  let target = scratch.sortBuffer.subarray(0, n);
  const counts = scratch.radixCounts;
  for (let shift = 0; shift < 33; shift += 11) {
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const digit = ((source[i] ?? 0) >>> shift) & 2047;
      counts[digit] = (counts[digit] ?? 0) + 1;
    }
    if (n === 0 || counts[((source[0] ?? 0) >>> shift) & 2047] === n) continue;
    let total = 0;
    for (let digit = 0; digit < 2048; digit++) {
      const value = counts[digit] ?? 0;
      counts[digit] = total;
      total += value;
    }
    for (let i = 0; i < n; i++) {
      const row = source[i] ?? 0;
      const digit = (row >>> shift) & 2047;
      const position = counts[digit] ?? 0;
      counts[digit] = position + 1;
      target[position] = row;
    }
    [source, target] = [target, source];
  }
  return source;
}
