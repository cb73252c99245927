import { describe, expect, it } from 'vitest';
import { priceDrop, priceDropWindowStart, type PricePoint } from './price-drop';

const NOW = new Date('2026-11-20T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const at = (days: number, price: number): PricePoint => ({ price, since: daysAgo(days) });

describe('priceDrop', () => {
  it('shows nothing for a listing with one price', () => {
    expect(priceDrop([at(60, 1_495_000)], NOW)).toBeNull();
    expect(priceDrop([], NOW)).toBeNull();
  });

  it('shows a recent drop with the old price and when it dropped', () => {
    expect(priceDrop([at(60, 1_495_000), at(8, 1_395_000)], NOW)).toEqual({ oldPrice: 1_495_000, droppedAt: daysAgo(8) });
  });

  it('reads the history in any order', () => {
    expect(priceDrop([at(8, 1_395_000), at(60, 1_495_000)], NOW)).toEqual({ oldPrice: 1_495_000, droppedAt: daysAgo(8) });
  });

  it('shows nothing once the drop is older than 30 days', () => {
    expect(priceDrop([at(90, 1_495_000), at(31, 1_395_000)], NOW)).toBeNull();
    expect(priceDrop([at(90, 1_495_000), at(30, 1_395_000)], NOW)).toBeNull();
    expect(priceDrop([at(90, 1_495_000), at(29, 1_395_000)], NOW)).toEqual({ oldPrice: 1_495_000, droppedAt: daysAgo(29) });
  });

  it('shows nothing after a rise', () => {
    expect(priceDrop([at(60, 1_395_000), at(5, 1_495_000)], NOW)).toBeNull();
  });

  it('shows nothing when the price went back up to the old price', () => {
    expect(priceDrop([at(60, 1_495_000), at(10, 1_395_000), at(2, 1_495_000)], NOW)).toBeNull();
  });

  it('takes the highest price of the window, dropped when the listing left it', () => {
    const history = [at(60, 1_595_000), at(20, 1_495_000), at(10, 1_395_000)];
    expect(priceDrop(history, NOW)).toEqual({ oldPrice: 1_595_000, droppedAt: daysAgo(20) });
  });

  it('forgets a high price that ended before the window, keeping a later one inside it', () => {
    const history = [at(60, 1_595_000), at(40, 1_495_000), at(10, 1_395_000)];
    expect(priceDrop(history, NOW)).toEqual({ oldPrice: 1_495_000, droppedAt: daysAgo(10) });
  });

  it('still shows a drop that was partly taken back', () => {
    const history = [at(60, 1_495_000), at(10, 1_295_000), at(3, 1_395_000)];
    expect(priceDrop(history, NOW)).toEqual({ oldPrice: 1_495_000, droppedAt: daysAgo(10) });
  });

  it('dates a repeated high price by the last time the listing left it', () => {
    const history = [at(60, 1_495_000), at(20, 1_395_000), at(15, 1_495_000), at(4, 1_345_000)];
    expect(priceDrop(history, NOW)).toEqual({ oldPrice: 1_495_000, droppedAt: daysAgo(4) });
  });

  it('ignores prices that start after now', () => {
    expect(priceDrop([at(60, 1_495_000), at(-1, 1_395_000)], NOW)).toBeNull();
    expect(priceDrop([at(60, 1_495_000), at(5, 1_395_000), at(-1, 1_595_000)], NOW)).toEqual({ oldPrice: 1_495_000, droppedAt: daysAgo(5) });
  });

  it('puts the window 30 days before now', () => {
    expect(priceDropWindowStart(NOW)).toEqual(daysAgo(30));
  });
});
