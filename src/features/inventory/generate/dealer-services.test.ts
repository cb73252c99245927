import { describe, expect, it } from 'vitest';
import { DEALER_SERVICES } from '@/lib/vehicle/enums';
import { generateDealers } from './dealers';

const dealers = generateDealers(1930);
const share = (service: (typeof DEALER_SERVICES)[number], specialties: readonly string[]) => {
  const among = dealers.filter((dealer) => specialties.includes(dealer.specialty));
  return among.filter((dealer) => dealer.record.services.includes(service)).length / among.length;
};

describe('demo dealer services', () => {
  it('gives about 15 % of car dealers rental, 60 % of car and motorcycle dealers financing and half the bicycle dealers bike lease', () => {
    expect(share('rental', ['car', 'carCamping'])).toBeGreaterThan(0.09);
    expect(share('rental', ['car', 'carCamping'])).toBeLessThan(0.21);
    expect(share('financing', ['car', 'carCamping', 'motor', 'twoWheels'])).toBeGreaterThan(0.5);
    expect(share('financing', ['car', 'carCamping', 'motor', 'twoWheels'])).toBeLessThan(0.7);
    expect(share('bikeLease', ['bicycle', 'twoWheels'])).toBeGreaterThan(0.35);
    expect(share('bikeLease', ['bicycle', 'twoWheels'])).toBeLessThan(0.65);
  });

  it('offers a service only where the dealer sells what it needs', () => {
    for (const dealer of dealers) {
      if (dealer.record.services.includes('rental')) expect(dealer.mobilityTypes).toContain('car');
      if (dealer.record.services.includes('bikeLease')) expect(dealer.mobilityTypes).toContain('bicycle');
      if (dealer.specialty === 'caramper') expect(dealer.record.services).toEqual([]);
      expect(dealer.record.services).toEqual(DEALER_SERVICES.filter((service) => dealer.record.services.includes(service)));
    }
  });

  it('is the same for the same seed and left every other dealer fact as it was', () => {
    expect(generateDealers(1930).map((dealer) => dealer.record.services)).toEqual(dealers.map((dealer) => dealer.record.services));
    expect(generateDealers(7).map((dealer) => dealer.record.services)).not.toEqual(dealers.map((dealer) => dealer.record.services));
    // The services come from a stream of their own: the first dealer is still the one every demo had.
    const first = dealers[0]?.record;
    expect(first && { externalId: first.externalId, name: first.name, phone: first.phone }).toMatchInlineSnapshot(`
      {
        "externalId": "B100000",
        "name": "Garage Zijlstra",
        "phone": "050-4642842",
      }
    `);
  });
});
