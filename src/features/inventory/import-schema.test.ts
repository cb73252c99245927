import { describe, expect, it } from 'vitest';
import { createInventoryPlan, generateListing } from './generator';
import { dealerRecordSchema, describeIssues, listingRecordSchema, type ListingRecord } from './import-schema';

const plan = createInventoryPlan({ seed: 5, count: 300, now: new Date('2026-03-01T12:00:00Z') });
const sample = Array.from({ length: 300 }, (_, index) => generateListing(plan, index).record);
const first = (predicate: (record: ListingRecord) => boolean): ListingRecord => {
  const found = sample.find(predicate);
  if (!found) throw new Error('no such listing in the sample');
  return structuredClone(found);
};

function reasons(record: unknown): string {
  const parsed = listingRecordSchema.safeParse(record);
  return parsed.success ? '' : describeIssues(parsed.error);
}

describe('listing record schema', () => {
  it('accepts generated listings of every mobility type', () => {
    for (const type of ['car', 'bicycle', 'motor', 'caramper'] as const) expect(reasons(first((r) => r.mobilityType === type))).toBe('');
  });

  it('requires battery fields on an e-bike and forbids them on a plain bicycle', () => {
    const ebike = first((r) => r.kind === 'ebike');
    expect(reasons({ ...ebike, batteryCapacity: null })).toMatch(/batteryCapacity: is verplicht voor een elektrische fiets/);
    const bike = first((r) => r.kind === 'fiets');
    expect(reasons({ ...bike, batteryCapacity: 500 })).toMatch(/batteryCapacity/);
  });

  it('rejects bicycle fields on a car and camping fields on a motorcycle', () => {
    expect(reasons({ ...first((r) => r.mobilityType === 'car'), frameHeight: 55 })).toMatch(/frameHeight: hoort alleen bij een fiets/);
    expect(reasons({ ...first((r) => r.mobilityType === 'motor'), berths: 2 })).toMatch(/berths/);
  });

  it('checks month, a year not in the future and kind against mobility type', () => {
    const car = first((r) => r.mobilityType === 'car');
    expect(reasons({ ...car, month: 13 })).toMatch(/month/);
    expect(reasons({ ...car, year: new Date().getFullYear() + 1 })).toMatch(/year: bouwjaar en -maand liggen in de toekomst/);
    expect(reasons({ ...car, kind: 'caravan' })).toMatch(/kind/);
    expect(reasons({ ...car, bodyType: 'naked' })).toMatch(/bodyType/);
  });

  it('wants 1 to 30 photos from the library', () => {
    const car = first((r) => r.mobilityType === 'car');
    expect(reasons({ ...car, photos: [] })).toMatch(/photos/);
    expect(reasons({ ...car, photos: Array.from({ length: 31 }, () => car.photos[0]) })).toMatch(/photos/);
    expect(reasons({ ...car, photos: ['foto.jpg'] })).toMatch(/fotonaam/);
  });

  it('wants a price in whole euro cents and a matching BOVAG certainty', () => {
    const car = first((r) => r.warrantyTypes.includes('bovag12maanden'));
    expect(reasons({ ...car, price: 1234.5 })).toMatch(/price/);
    expect(reasons({ ...car, certainties: car.certainties.filter((c) => c !== 'garantie12maanden') })).toMatch(/certainties/);
  });

  it('needs masses on caravans, no engine on a trailer and a gearbox on a car', () => {
    const caravan = first((r) => r.kind === 'caravan');
    expect(reasons({ ...caravan, emptyMass: null })).toMatch(/emptyMass/);
    expect(reasons({ ...caravan, powerKw: 100 })).toMatch(/aanhanger/);
    expect(reasons({ ...caravan, emptyMass: 2100, maximumMass: 1500 })).toMatch(/ledig gewicht is hoger/);
    expect(reasons({ ...first((r) => r.mobilityType === 'car'), transmission: null })).toMatch(/transmission/);
  });

  it('rejects a licence plate that is not Dutch and unknown enum codes', () => {
    const car = first((r) => r.licensePlate !== null);
    expect(reasons({ ...car, licensePlate: 'AB 123 CD' })).toMatch(/kenteken/);
    expect(reasons({ ...car, fuelTypes: ['kolen'] })).toMatch(/fuelTypes/);
  });
});

describe('packages and the all-in deal', () => {
  const car = () => first((r) => r.mobilityType === 'car' && r.warrantyTypes.length === 0 && r.licensePlate !== null);
  const afleverpakket = { kind: 'aflevering', name: 'Afleverpakket', description: null, items: ['BOVAG Afleverbeurt', 'Volle tank'], price: 69_500 };

  it('are optional: a feed without them imports with no packages and no deal', () => {
    const { packages: _packages, allInDeal: _allInDeal, ...older } = car();
    const parsed = listingRecordSchema.parse(older);
    expect(parsed.packages).toEqual([]);
    expect(parsed.allInDeal).toBeNull();
  });

  it('accepts packages and a deal the rules allow, with "overig" as the default kind', () => {
    const record = car();
    const parsed = listingRecordSchema.parse({ ...record, packages: [{ ...afleverpakket, kind: undefined }], allInDeal: { price: record.price + 69_500, items: ['rijklaarmaken', 'apk', 'volleTank'] } });
    expect(parsed.packages[0]?.kind).toBe('overig');
    expect(parsed.allInDeal?.items).toEqual(['rijklaarmaken', 'apk', 'volleTank']);
  });

  it('names the package problem: no items, a negative price, the same name twice, too many', () => {
    const record = car();
    expect(reasons({ ...record, packages: [{ ...afleverpakket, items: [] }] })).toMatch(/packages\.0\.items: noemt niet wat het pakket inhoudt/);
    expect(reasons({ ...record, packages: [{ ...afleverpakket, price: -100 }] })).toMatch(/packages\.0\.price/);
    expect(reasons({ ...record, packages: [afleverpakket, { ...afleverpakket, name: 'AFLEVERPAKKET' }] })).toMatch(/packages: noemt een pakket twee keer/);
    expect(reasons({ ...record, packages: Array.from({ length: 9 }, (_, i) => ({ ...afleverpakket, name: `Pakket ${i}` })) })).toMatch(/packages/);
    expect(reasons({ ...record, packages: [{ ...afleverpakket, kind: 'cadeau' }] })).toMatch(/packages\.0\.kind/);
  });

  it('rejects an all-in price below the asking price or implausibly far above it', () => {
    const record = car();
    expect(reasons({ ...record, allInDeal: { price: record.price - 100, items: ['rijklaarmaken'] } })).toMatch(/allInDeal\.price: de all-in prijs is lager dan de vraagprijs/);
    expect(reasons({ ...record, allInDeal: { price: record.price * 100, items: ['rijklaarmaken'] } })).toMatch(/allInDeal\.price: .*centen/);
    expect(reasons({ ...record, allInDeal: { price: record.price, items: [] } })).toMatch(/allInDeal\.items: noemt niet wat er in de all-in prijs zit/);
    expect(reasons({ ...record, allInDeal: { price: record.price, items: ['rijklaarmaken', 'gratisKoffie'] } })).toMatch(/allInDeal\.items/);
  });

  it('rejects all-in items that do not fit the vehicle', () => {
    const record = car();
    expect(reasons({ ...record, allInDeal: { price: record.price, items: ['bovagGarantie'] } })).toMatch(/bovagGarantie: de advertentie heeft geen BOVAG Garantie/);
    expect(reasons({ ...record, allInDeal: { price: record.price, items: ['gaskeuring'] } })).toMatch(/gaskeuring: een gaskeuring hoort alleen bij een kampeervoertuig/);
    const motor = first((r) => r.mobilityType === 'motor');
    expect(reasons({ ...motor, allInDeal: { price: motor.price, items: ['apk'] } })).toMatch(/apk: een motor is niet APK-plichtig/);
    const bike = first((r) => r.kind === 'fiets');
    expect(reasons({ ...bike, allInDeal: { price: bike.price, items: ['leges'] } })).toMatch(/leges: een fiets zonder kenteken/);
    expect(reasons({ ...bike, allInDeal: { price: bike.price, items: ['opgeladenAccu'] } })).toMatch(/opgeladenAccu/);
    const caravan = first((r) => r.kind === 'caravan');
    expect(reasons({ ...caravan, allInDeal: { price: caravan.price, items: ['volleTank'] } })).toMatch(/volleTank: een voertuig zonder brandstofmotor heeft geen tank/);
  });
});

describe('dealer record schema', () => {
  const dealer = plan.dealers[0]?.record;

  it('normalises the postal code and rejects codes the post never issues', () => {
    expect(dealerRecordSchema.parse({ ...dealer, postalCode: '3511AB' }).postalCode).toBe('3511 AB');
    expect(dealerRecordSchema.safeParse({ ...dealer, postalCode: '3511 SS' }).success).toBe(false);
    expect(dealerRecordSchema.safeParse({ ...dealer, postalCode: '0511 AB' }).success).toBe(false);
  });

  it('wants a ten-digit phone number with area code and sane opening hours', () => {
    expect(dealerRecordSchema.safeParse({ ...dealer, phone: '030-123456' }).success).toBe(false);
    expect(dealerRecordSchema.safeParse({ ...dealer, openingHours: [{ day: 0, open: '18:00', close: '09:00' }] }).success).toBe(false);
    expect(dealerRecordSchema.safeParse({ ...dealer, openingHours: [{ day: 0, open: '09:00', close: '18:00' }, { day: 0, open: '09:00', close: '12:00' }] }).success).toBe(false);
  });

  it('takes the services a dealer offers from DEALER_SERVICES, none when a feed leaves them out', () => {
    const dealerReasons = (record: unknown) => {
      const parsed = dealerRecordSchema.safeParse(record);
      return parsed.success ? '' : describeIssues(parsed.error);
    };
    expect(dealerRecordSchema.parse({ ...dealer, services: ['rental', 'bikeLease'] }).services).toEqual(['rental', 'bikeLease']);
    const { services: _left, ...withoutServices } = dealer ?? {};
    expect(dealerRecordSchema.parse(withoutServices).services).toEqual([]);
    expect(dealerReasons({ ...dealer, services: ['carWash'] })).toMatch(/^services\.0: is geen dienst die we kennen \(rental, financing, bikeLease\)$/);
    expect(dealerReasons({ ...dealer, services: ['rental', 'rental'] })).toMatch(/services: bevat dubbele waarden/);
    expect(dealerReasons({ ...dealer, services: 'rental' })).toMatch(/^services: /);
  });
});
