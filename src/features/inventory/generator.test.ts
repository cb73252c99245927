import { describe, expect, it } from 'vitest';
import { createInventoryPlan, generateListing, generateListingBatches, type GeneratedListing } from './generator';
import { describeIssues, listingRecordSchema } from './import-schema';

const NOW = new Date('2026-05-15T10:30:00Z');
const COUNT = 4000;
const plan = createInventoryPlan({ seed: 42, count: COUNT, now: NOW });
const listings: GeneratedListing[] = [];
for (const batch of generateListingBatches(plan, 700)) listings.push(...batch);
const records = listings.map((listing) => listing.record);
const cars = records.filter((record) => record.mobilityType === 'car');

function share(predicate: (record: (typeof records)[number]) => boolean, among = records): number {
  return among.filter(predicate).length / among.length;
}

describe('demo inventory generator: reproducible and importable', () => {
  it('gives the same listings for the same seed and reference time', () => {
    const again = createInventoryPlan({ seed: 42, count: 100, now: NOW });
    const first = Array.from({ length: 100 }, (_, index) => generateListing(again, index));
    expect(first).toEqual(listings.slice(0, 100));
  });

  it('gives other listings for another seed', () => {
    const other = createInventoryPlan({ seed: 43, count: 100, now: NOW });
    const titles = Array.from({ length: 100 }, (_, index) => generateListing(other, index).record.title);
    const same = titles.filter((title, index) => title === records[index]?.title).length;
    expect(same).toBeLessThan(30);
  });

  it('generates the same listing whatever batch it falls in', () => {
    const fresh = createInventoryPlan({ seed: 42, count: COUNT, now: NOW });
    expect(generateListing(fresh, 2345)).toEqual(listings[2345]);
  });

  it('passes every generated record through the import schema', () => {
    const problems = records.flatMap((record) => {
      const parsed = listingRecordSchema.safeParse(record);
      return parsed.success ? [] : [`${record.externalId} ${record.title}: ${describeIssues(parsed.error)}`];
    });
    expect(problems).toEqual([]);
  });
});

describe('demo inventory generator: the mix of vehicles', () => {
  it('mixes 70 % cars, 15 % bicycles, 8 % motorcycles and 7 % camping', () => {
    expect(records.filter((r) => r.mobilityType === 'car')).toHaveLength(2800);
    expect(records.filter((r) => r.mobilityType === 'bicycle')).toHaveLength(600);
    expect(records.filter((r) => r.mobilityType === 'motor')).toHaveLength(320);
    expect(records.filter((r) => r.mobilityType === 'caramper')).toHaveLength(280);
  });

  it('makes about 60 % of bicycles electric, a few of them speed pedelecs', () => {
    const bicycles = records.filter((r) => r.mobilityType === 'bicycle');
    expect(share((r) => r.kind !== 'fiets', bicycles)).toBeCloseTo(0.6, 1);
    expect(share((r) => r.kind === 'highSpeedEbike', bicycles)).toBeGreaterThan(0.03);
    expect(share((r) => r.kind === 'highSpeedEbike', bicycles)).toBeLessThan(0.12);
  });

  it('has caravans most among camping vehicles, then campers, then folding trailers', () => {
    const camping = records.filter((r) => r.mobilityType === 'caramper');
    const count = (kind: string) => camping.filter((r) => r.kind === kind).length;
    expect(count('caravan')).toBeGreaterThan(count('camper'));
    expect(count('camper')).toBeGreaterThan(count('vouwwagen'));
    expect(count('vouwwagen')).toBeGreaterThan(0);
  });

  it('skews car makes like the Dutch market', () => {
    const byBrand = new Map<string, number>();
    for (const car of cars) byBrand.set(car.brand, (byBrand.get(car.brand) ?? 0) + 1);
    const top = [...byBrand.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([brand]) => brand);
    expect(top).toContain('Volkswagen');
    expect(top.filter((brand) => ['Kia', 'Peugeot', 'Toyota', 'Opel', 'Renault'].includes(brand)).length).toBeGreaterThanOrEqual(3);
  });
});

describe('demo inventory generator: plausible vehicles', () => {
  it('drives cars about 13,000 to 17,000 km a year, with spread', () => {
    const perYear = cars
      .filter((car) => car.condition === 'occasion' && car.kind === 'personenwagen' && car.fuelTypes[0] === 'benzine')
      .map((car) => car.mileage / Math.max(0.5, (NOW.getFullYear() - car.year) + (NOW.getMonth() + 1 - car.month) / 12))
      .sort((a, b) => a - b);
    const median = perYear[Math.floor(perYear.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(12_000);
    expect(median).toBeLessThan(18_000);
  });

  it('keeps bicycles mostly new with 0 km', () => {
    const bicycles = records.filter((r) => r.mobilityType === 'bicycle');
    expect(share((r) => r.condition === 'nieuw', bicycles)).toBeGreaterThan(0.5);
    expect(bicycles.filter((r) => r.condition === 'nieuw').every((r) => r.mileage === 0)).toBe(true);
  });

  it('gives adult bicycles frame heights of 44 to 65 cm, men\'s frames taller than women\'s, so the frame height filter finds them', () => {
    const adult = records.filter((r) => r.mobilityType === 'bicycle' && ['stadsfiets', 'hybrideFiets', 'crosshybride'].includes(r.bodyType ?? ''));
    expect(adult.every((r) => r.frameHeight !== null && r.frameHeight >= 44 && r.frameHeight <= 65)).toBe(true);
    const mean = (frameType: string) => {
      const heights = adult.filter((r) => r.frameType === frameType).map((r) => r.frameHeight ?? 0);
      return heights.reduce((sum, height) => sum + height, 0) / heights.length;
    };
    expect(mean('heren') - mean('dames')).toBeGreaterThan(3);
  });

  it('gives adult bicycles frame heights of 44 to 65 cm, men\'s frames taller than women\'s, so the frame height filter finds them', () => {
    const adult = records.filter((r) => r.mobilityType === 'bicycle' && ['stadsfiets', 'hybrideFiets', 'crosshybride'].includes(r.bodyType ?? ''));
    expect(adult.every((r) => r.frameHeight !== null && r.frameHeight >= 44 && r.frameHeight <= 65)).toBe(true);
    const mean = (frameType: string) => {
      const heights = adult.filter((r) => r.frameType === frameType).map((r) => r.frameHeight ?? 0);
      return heights.reduce((sum, height) => sum + height, 0) / heights.length;
    };
    expect(mean('heren') - mean('dames')).toBeGreaterThan(3);
  });

  it('gives e-bikes batteries of 400 to 800 Wh and campers a maximum mass of 3,500 kg or more', () => {
    const ebikes = records.filter((r) => r.kind === 'ebike' || r.kind === 'highSpeedEbike');
    expect(ebikes.every((r) => (r.batteryCapacity ?? 0) >= 400 && (r.batteryCapacity ?? 0) <= 800)).toBe(true);
    const caravans = records.filter((r) => r.kind === 'caravan');
    expect(caravans.every((r) => (r.emptyMass ?? 0) >= 900 && (r.emptyMass ?? 0) <= 1600 && (r.maximumMass ?? 0) >= 1200 && (r.maximumMass ?? 0) <= 2000)).toBe(true);
    const campers = records.filter((r) => r.kind === 'camper');
    expect(campers.every((r) => (r.maximumMass ?? 0) >= 3000)).toBe(true);
    expect(share((r) => r.maximumMass === 3500, campers)).toBeGreaterThan(0.6);
  });

  it('gives most used cars an NAP label and Dutch licence plates', () => {
    const used = cars.filter((car) => car.condition === 'occasion' && car.kind === 'personenwagen');
    expect(share((car) => car.hasNapWeblabel, used)).toBeGreaterThan(0.8);
    expect(used.every((car) => car.licensePlate !== null)).toBe(true);
    const vans = cars.filter((car) => car.kind === 'bedrijfswagen' && car.licensePlate);
    expect(vans.every((van) => van.licensePlate?.startsWith('V'))).toBe(true);
  });
});

describe('demo inventory generator: prices', () => {
  it('prices like dealers do: a round step less 0, 1, 5 or 50 euros (€ 14.950, € 23.495, € 9.999)', () => {
    const dealerLike = (euros: number) => [0, 1, 5, 50].some((cut) => (euros + cut) % (euros + cut < 5_000 ? 250 : euros + cut < 50_000 ? 500 : 1_000) === 0);
    expect(cars.every((car) => car.price % 100 === 0)).toBe(true);
    expect(cars.filter((car) => !dealerLike(car.price / 100)).map((car) => car.price / 100)).toEqual([]);
    const bicycles = records.filter((r) => r.mobilityType === 'bicycle');
    expect(bicycles.every((bike) => (bike.price / 100) % 50 === 49)).toBe(true);
  });

  it('makes older cars of a model cheaper than younger ones, and more kilometres cheaper than fewer', () => {
    let olderCheaper = 0;
    let agePairs = 0;
    let moreKmCheaper = 0;
    let kmPairs = 0;
    const byModel = new Map<string, typeof cars>();
    for (const car of cars.filter((c) => c.condition === 'occasion')) {
      const key = `${car.brand} ${car.model}`;
      byModel.set(key, [...(byModel.get(key) ?? []), car]);
    }
    for (const group of byModel.values()) {
      for (let i = 0; i < group.length; i++) {
        for (let j = i + 1; j < group.length; j++) {
          const a = group[i];
          const b = group[j];
          if (!a || !b) continue;
          if (Math.abs(a.year - b.year) >= 3) {
            agePairs++;
            const [older, younger] = a.year < b.year ? [a, b] : [b, a];
            if (older.price < younger.price) olderCheaper++;
          }
          if (a.year === b.year && a.variant === b.variant && Math.abs(a.mileage - b.mileage) > 30_000) {
            kmPairs++;
            const [more, fewer] = a.mileage > b.mileage ? [a, b] : [b, a];
            if (more.price < fewer.price) moreKmCheaper++;
          }
        }
      }
    }
    expect(agePairs).toBeGreaterThan(500);
    expect(olderCheaper / agePairs).toBeGreaterThan(0.8);
    expect(kmPairs).toBeGreaterThan(5);
    expect(moreKmCheaper / kmPairs).toBeGreaterThan(0.6);
  });
});

describe('demo inventory generator: stock, photos and texts', () => {
  it('leaves about 2.5 % sold and spreads addedAt over 120 days, with some today and yesterday', () => {
    expect(share((r) => !r.isActive)).toBeGreaterThan(0.015);
    expect(share((r) => !r.isActive)).toBeLessThan(0.035);
    const ages = records.map((r) => (NOW.getTime() - Date.parse(r.addedAt ?? '')) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThan(121);
    const midnight = new Date(NOW);
    midnight.setHours(0, 0, 0, 0);
    const today = records.filter((r) => Date.parse(r.addedAt ?? '') >= midnight.getTime()).length;
    const yesterday = records.filter((r) => {
      const at = Date.parse(r.addedAt ?? '');
      return at < midnight.getTime() && at >= midnight.getTime() - 86_400_000;
    }).length;
    expect(today).toBeGreaterThan(20);
    expect(yesterday).toBeGreaterThan(20);
    expect(share((r) => (NOW.getTime() - Date.parse(r.addedAt ?? '')) / 86_400_000 > 60)).toBeGreaterThan(0.05);
  });

  it('lets about a third be financed online and gives 3 to 12 photos each', () => {
    expect(share((r) => r.financingProvider !== null)).toBeGreaterThan(0.25);
    expect(share((r) => r.financingProvider !== null)).toBeLessThan(0.4);
    expect(records.every((r) => r.photos.length >= 3 && r.photos.length <= 12)).toBe(true);
  });

  it('writes Dutch titles, several-sentence descriptions and 3 to 5 highlights', () => {
    const golf = cars.find((car) => car.brand === 'Volkswagen' && car.model === 'Golf');
    expect(golf?.title).toMatch(/^Volkswagen Golf (Variant )?\d\.\d /);
    expect(records.every((r) => r.description.split('. ').length >= 4)).toBe(true);
    expect(records.every((r) => r.highlights.length >= 3 && r.highlights.length <= 5)).toBe(true);
    expect(records.some((r) => r.description.includes('BOVAG Garantie'))).toBe(true);
    const caravan = records.find((r) => r.kind === 'caravan');
    expect(caravan?.description).toMatch(/slaapplaatsen/);
  });
});

describe('demo inventory generator: packages and all-in deals', () => {
  it('gives about 40 % of each mobility type dealer packages and about 30 % an all-in deal', () => {
    for (const type of ['car', 'bicycle', 'motor', 'caramper'] as const) {
      const ofType = records.filter((r) => r.mobilityType === type);
      expect(share((r) => r.packages.length > 0, ofType), type).toBeGreaterThan(0.3);
      expect(share((r) => r.packages.length > 0, ofType), type).toBeLessThan(0.52);
      expect(share((r) => r.allInDeal !== null, ofType), type).toBeGreaterThan(0.18);
      expect(share((r) => r.allInDeal !== null, ofType), type).toBeLessThan(0.4);
    }
    expect(records.every((r) => r.packages.length <= 3)).toBe(true);
  });

  it('makes some all-in prices the asking price itself and others the asking price plus delivery costs', () => {
    const deals = records.flatMap((r) => (r.allInDeal ? [{ record: r, surcharge: r.allInDeal.price - r.price }] : []));
    expect(deals.every((deal) => deal.surcharge >= 0)).toBe(true);
    const plus = deals.filter((deal) => deal.surcharge > 0);
    expect(plus.length / deals.length).toBeGreaterThan(0.3);
    expect(plus.length / deals.length).toBeLessThan(0.8);
    const carSurcharges = plus.filter((deal) => deal.record.mobilityType === 'car').map((deal) => deal.surcharge / 100);
    expect(Math.min(...carSurcharges)).toBeGreaterThanOrEqual(495);
    expect(Math.max(...carSurcharges)).toBeLessThanOrEqual(1495);
  });

  it('prices packages like dealers (€ 495, € 245, € 149) and sometimes includes one at no charge', () => {
    const packages = records.flatMap((r) => r.packages.map((item) => ({ item, type: r.mobilityType })));
    const priced = packages.filter(({ item }) => item.price > 0);
    expect(priced.filter(({ type }) => type !== 'bicycle').every(({ item }) => (item.price / 100) % 50 === 45)).toBe(true);
    expect(priced.filter(({ type }) => type === 'bicycle').every(({ item }) => (item.price / 100) % 50 === 49)).toBe(true);
    expect(packages.some(({ item }) => item.price === 0)).toBe(true);
    expect(packages.filter(({ item }) => item.price === 0).length / packages.length).toBeLessThan(0.2);
  });

  it('sells no delivery package with a listing whose all-in deal already pays for delivery', () => {
    const withDeal = records.filter((r) => r.allInDeal !== null);
    expect(withDeal.some((r) => r.packages.length > 0)).toBe(true);
    expect(withDeal.flatMap((r) => r.packages).filter((item) => item.kind === 'aflevering')).toEqual([]);
    expect(records.some((r) => r.packages.some((item) => item.kind === 'aflevering'))).toBe(true);
  });
});

describe('demo inventory generator: recent price drops', () => {
  const DAY = 86_400_000;
  const dropped = listings.filter((listing) => listing.priceHistory);

  it('lowers the price of about one listing in twelve', () => {
    expect(dropped.length / listings.length).toBeGreaterThan(0.06);
    expect(dropped.length / listings.length).toBeLessThan(0.09);
  });

  it('starts at a higher price when the listing was added and ends at its price today', () => {
    for (const { record, priceHistory = [] } of dropped) {
      expect(priceHistory).toHaveLength(2);
      const [before, after] = priceHistory;
      expect(before?.since).toBe(new Date(record.addedAt ?? '').toISOString());
      expect(after?.price).toBe(record.price);
      expect(before?.price).toBeGreaterThan(record.price);
    }
  });

  it('drops by a few percent in dealer steps, some days ago within the last four weeks', () => {
    for (const { record, priceHistory = [] } of dropped) {
      const [before, after] = priceHistory;
      const markdown = ((before?.price ?? 0) - record.price) / 100;
      expect(markdown % 10).toBe(0);
      expect(markdown / (record.price / 100)).toBeLessThan(0.12);
      const droppedAt = Date.parse(after?.since ?? '');
      expect(droppedAt).toBeGreaterThanOrEqual(NOW.getTime() - 28 * DAY);
      expect(droppedAt).toBeLessThanOrEqual(NOW.getTime() - DAY);
      expect(droppedAt).toBeGreaterThan(Date.parse(before?.since ?? ''));
    }
  });
});
