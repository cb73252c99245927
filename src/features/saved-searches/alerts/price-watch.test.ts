import { describe, expect, it } from 'vitest';
import { priceAt, watchNews } from './price-watch';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));
const history = [
  { price: 1_500_000, since: day(1) },
  { price: 1_450_000, since: day(10) },
  { price: 1_400_000, since: day(12) },
];

describe('price watch', () => {
  it('reads the price in force at a moment', () => {
    expect(priceAt(history, day(11))).toBe(1_450_000);
    expect(priceAt(history, day(12))).toBe(1_400_000);
    expect(priceAt(history, new Date(day(1).getTime() - 1))).toBeNull();
  });

  it('mails a drop from the price the watcher last heard of', () => {
    expect(watchNews({ history, isActive: true, deactivatedAt: null }, day(5), day(20))).toEqual({ kind: 'drop', from: 1_500_000, to: 1_400_000 });
    expect(watchNews({ history, isActive: true, deactivatedAt: null }, day(11), day(20))).toEqual({ kind: 'drop', from: 1_450_000, to: 1_400_000 });
    expect(watchNews({ history, isActive: true, deactivatedAt: null }, day(13), day(20))).toBeNull();
  });

  it('is quiet about a drop that was taken back, and about a rise', () => {
    const back = [...history, { price: 1_500_000, since: day(14) }];
    expect(watchNews({ history: back, isActive: true, deactivatedAt: null }, day(5), day(20))).toBeNull();
    expect(watchNews({ history: [{ price: 100, since: day(1) }, { price: 200, since: day(3) }], isActive: true, deactivatedAt: null }, day(2), day(4))).toBeNull();
  });

  it('mails a sale once, in the period it happened', () => {
    const sold = { history, isActive: false, deactivatedAt: day(15) };
    expect(watchNews(sold, day(13), day(20))).toEqual({ kind: 'sold' });
    expect(watchNews(sold, day(16), day(20))).toBeNull();
  });
});
