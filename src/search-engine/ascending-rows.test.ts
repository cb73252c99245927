import { describe, expect, it } from 'vitest';
import { ascendingRows, markWords } from './ascending-rows';

function scratchFor(capacity: number) {
  return { marks: new Uint32Array(markWords(capacity)), sortBuffer: new Uint32Array(capacity), radixCounts: new Uint32Array(2048) };
}

/** Distinct rows of [start, end) as runs that are each ascending (the rows of several locations), shuffled run by run. */
function runsOf(start: number, end: number, share: number, seed: number): number[] {
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  const runs: number[][] = [[], [], [], [], []];
  for (let row = start; row < end; row++) if (random() < share) runs[Math.floor(random() * runs.length)]?.push(row);
  return runs.sort(() => random() - 0.5).flat();
}

describe('ascendingRows', () => {
  it.each([
    ['marks, many candidates in a small range', 1_000, 9_000, 0.4],
    ['marks, across word edges from an odd start', 33, 1_057, 0.9],
    ['radix, a few candidates in a large range', 0, 2_000_000, 0.0005],
  ])('%s: ascending, nothing lost or added', (_, start, end, share) => {
    const rows = runsOf(start, end, share, 7);
    const answer = ascendingRows(Uint32Array.from(rows), start, end, scratchFor(end));
    expect(Array.from(answer)).toEqual([...rows].sort((a, b) => a - b));
  });

  it('answers no rows for none, and the last row of the range', () => {
    expect(Array.from(ascendingRows(new Uint32Array(0), 0, 100, scratchFor(100)))).toEqual([]);
    expect(Array.from(ascendingRows(Uint32Array.from([99, 0, 64, 31, 32]), 0, 100, scratchFor(100)))).toEqual([0, 31, 32, 64, 99]);
  });
});
