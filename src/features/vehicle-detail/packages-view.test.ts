import { describe, expect, it } from 'vitest';
import type { ListingPackage } from '@/lib/vehicle/packages';
import { allInView, orderedPackages, packagePrice } from './packages-view';

const NBSP = '\u00a0';
const pack = (kind: ListingPackage['kind'], name: string, price = 49_500): ListingPackage => ({ kind, name, description: null, items: ['Iets'], price });

describe('package cards', () => {
  it('put delivery first, then warranty and maintenance, keeping the dealer order within a kind', () => {
    const ordered = orderedPackages([pack('banden', 'Winterbanden'), pack('onderhoud', 'Onderhoud A'), pack('aflevering', 'Afleverpakket'), pack('onderhoud', 'Onderhoud B'), pack('garantie', 'Garantie')]);
    expect(ordered.map((item) => item.name)).toEqual(['Afleverpakket', 'Garantie', 'Onderhoud A', 'Onderhoud B', 'Winterbanden']);
  });

  it('writes a price the Dutch way, and a free package as included', () => {
    expect(packagePrice(49_500)).toEqual({ included: false, text: `€${NBSP}495,-` });
    expect(packagePrice(129_550)).toEqual({ included: false, text: `€${NBSP}1.295,50` });
    expect(packagePrice(0)).toEqual({ included: true });
  });
});

describe('all-in deal', () => {
  const listing = { price: 1_495_000, warrantyTypes: ['bovag12maanden', 'fabrieksgarantie'] };

  it('is absent without a deal', () => {
    expect(allInView({ ...listing, allInDeal: null })).toBeNull();
    expect(allInView({ ...listing, allInDeal: { price: 1_495_000, items: [] } })).toBeNull();
  });

  it('shows what the all-in price adds to the asking price', () => {
    const view = allInView({ ...listing, allInDeal: { price: 1_574_500, items: ['volleTank', 'rijklaarmaken'] } });
    expect(view).toMatchObject({ price: `€${NBSP}15.745,-`, askingPrice: `€${NBSP}14.950,-`, surcharge: `€${NBSP}795,-` });
  });

  it('has no surcharge when the asking price already is all-in', () => {
    expect(allInView({ ...listing, allInDeal: { price: 1_495_000, items: ['rijklaarmaken'] } })?.surcharge).toBeNull();
  });

  it('never shows an all-in price below the asking price', () => {
    const view = allInView({ ...listing, allInDeal: { price: 1_400_000, items: ['rijklaarmaken'] } });
    expect(view).toMatchObject({ price: `€${NBSP}14.950,-`, surcharge: null });
  });

  it('lists the items in a fixed order, once each, with the months of BOVAG Garantie', () => {
    const view = allInView({ ...listing, allInDeal: { price: 1_495_000, items: ['volleTank', 'bovagGarantie', 'rijklaarmaken', 'apk', 'volleTank'] } });
    expect(view?.lines).toEqual([
      { item: 'rijklaarmaken', months: null },
      { item: 'apk', months: null },
      { item: 'bovagGarantie', months: 12 },
      { item: 'volleTank', months: null },
    ]);
  });
});
