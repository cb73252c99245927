import { describe, expect, it } from 'vitest';
import { decideDemoSeed, type ListingCensus, type SeedRecord } from './seed-resume';

const planNow = new Date('2026-03-01T10:00:00Z');
const record = (overrides: Partial<SeedRecord> = {}): SeedRecord => ({ seed: 7, target: 300_000, planNow, completed: false, ...overrides });
const prefix = (n: number): ListingCensus => ({ listings: n, demo: n, highestDemo: n });
const decide = (r: SeedRecord | null, census: ListingCensus, count = 300_000) => decideDemoSeed({ record: r, census, count, defaultSeed: 1930 });

describe('decideDemoSeed', () => {
  it('seeds an empty database from the start with the default seed', () => {
    expect(decide(null, prefix(0))).toEqual({ action: 'seed', seed: 1930, from: 0, count: 300_000, resumed: false });
  });

  it('resumes a recorded seed killed at 10,000 of 300,000 where it stopped, with its seed and "now"', () => {
    expect(decide(record(), prefix(10_000))).toEqual({ action: 'seed', seed: 7, now: planNow, from: 10_000, count: 300_000, resumed: true });
  });

  it('completes an interrupted seed to the count asked for now', () => {
    expect(decide(record({ target: 1_000_000 }), prefix(10_000), 20_000)).toMatchObject({ action: 'seed', from: 10_000, count: 20_000 });
    // Already past what is asked: nothing to write, but the record is completed.
    expect(decide(record({ target: 1_000_000 }), prefix(50_000), 20_000)).toMatchObject({ action: 'seed', from: 20_000, count: 20_000 });
  });

  it('redoes an interrupted seed from 0 when the listings present are not a bare prefix', () => {
    expect(decide(record(), { listings: 10_000, demo: 10_000, highestDemo: 12_000 })).toMatchObject({ action: 'seed', from: 0, resumed: false });
    expect(decide(record(), { listings: 10_005, demo: 10_000, highestDemo: 10_000 })).toMatchObject({ action: 'seed', from: 0 });
  });

  it('keeps a completed seed, also when a smaller or larger count is asked now', () => {
    expect(decide(record({ completed: true, target: 1000 }), prefix(1000), 20_000)).toEqual({ action: 'keep', reason: 'complete' });
    expect(decide(record({ completed: true, target: 300_000 }), prefix(300_000), 20_000)).toEqual({ action: 'keep', reason: 'complete' });
  });

  it('tops up a completed seed whose listings fell below its target', () => {
    expect(decide(record({ completed: true, target: 2000 }), prefix(0), 2000)).toMatchObject({ action: 'seed', from: 0, count: 2000 });
  });

  it('completes a bare demo prefix left by an unrecorded (older) seed, and leaves other data alone', () => {
    expect(decide(null, prefix(10_000))).toEqual({ action: 'seed', seed: 1930, from: 10_000, count: 300_000, resumed: true });
    expect(decide(null, prefix(20_000), 20_000)).toEqual({ action: 'keep', reason: 'enough' });
    expect(decide(null, { listings: 500, demo: 0, highestDemo: 0 })).toEqual({ action: 'keep', reason: 'not-demo' });
  });

  it('seeds nothing when no listings are asked for', () => {
    expect(decide(null, prefix(0), 0)).toEqual({ action: 'keep', reason: 'nothing-asked' });
    expect(decide(record(), prefix(10), 0)).toEqual({ action: 'keep', reason: 'nothing-asked' });
  });
});
