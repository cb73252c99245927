import { describe, expect, it } from 'vitest';
import { SearchEngine } from '@/search-engine/engine';
import { listing } from '@/search-engine/testing/fixtures';
import { dealerStockLink } from './dealer-stock';

const bicycle = { mobilityType: 'bicycle' as const, kind: 'ebike' as const, bodyType: 'stadsfiets' as const, brand: 'Gazelle', model: 'Ultimate C8' };

describe('dealerStockLink', () => {
  const engine = SearchEngine.build([
    // Dealer 1 sells cars only, dealer 2 cars and a bicycle, dealer 3 one car.
    listing({ id: 1, dealerId: 1 }),
    listing({ id: 2, dealerId: 1 }),
    listing({ id: 3, dealerId: 1 }),
    listing({ id: 4, dealerId: 2 }),
    listing({ id: 5, dealerId: 2, ...bicycle }),
    listing({ id: 6, dealerId: 3 }),
  ]);

  it('counts the whole stock and lists it under the type when the dealer sells only that type', () => {
    expect(dealerStockLink(engine, 1, { id: 1, mobilityType: 'car' })).toEqual({ url: '/auto/aanbieder-1', total: 3 });
  });

  it('lists every type when the dealer sells more than one', () => {
    expect(dealerStockLink(engine, 2, { id: 4, mobilityType: 'car' })).toEqual({ url: '/aanbod/aanbieder-2', total: 2 });
    expect(dealerStockLink(engine, 2, { id: 5, mobilityType: 'bicycle' })).toEqual({ url: '/aanbod/aanbieder-2', total: 2 });
  });

  it('says nothing when the listing is all the dealer has', () => {
    expect(dealerStockLink(engine, 3, { id: 6, mobilityType: 'car' })).toBeNull();
  });

  it('links a listing no longer for sale to the one vehicle its dealer still has', () => {
    expect(dealerStockLink(engine, 3, { id: 99, mobilityType: 'car' })).toEqual({ url: '/auto/aanbieder-3', total: 1 });
    expect(dealerStockLink(engine, 4, { id: 98, mobilityType: 'car' })).toBeNull();
  });
});
