import { certaintiesFor, hasFactoryWarranty, offeredBovagWarranty, warrantyTypesFor, type VehicleFacts } from '../bovag-rules';
import { MOTOR_BRANDS } from '../catalogue/motorcycles';
import { MOTOR_OPTIONS } from '../catalogue/options';
import type { MotorBrand, MotorModel } from '../catalogue/types';
import { licensePlate } from '../license-plate';
import { dealerPrice, marketValue } from '../pricing';
import { weightedTable, type Random } from '../random';
import type { ListingDraft } from '../specification-groups';
import { describeMotor } from '../text/motor-text';
import { ageWithin, dateFromAge, isImport, mileageFor, NO_VEHICLE_SPECIFICS, ownerCount, pickColour, pickFinancing, pickOptions, pickPhotos, type ListingContext } from './common';

type Entry = readonly [brand: MotorBrand, model: MotorModel];

const pickEntry = weightedTable(MOTOR_BRANDS.flatMap((brand) => brand.models.map((model) => [[brand, model] as Entry, brand.weight * model.weight] as const)));
const pickAge = weightedTable([[0, 6], [1, 10], [2, 11], [3, 11], [4, 10], [5, 9], [6, 8], [7, 7], [8, 6], [9, 5], [10, 4], [12, 3], [14, 2], [16, 1.5], [18, 1]] as const);

export function licenceFor(kw: number, cc: number): 'a' | 'a1' | 'a2' {
  if (cc <= 125 && kw <= 11) return 'a1';
  return kw <= 35 ? 'a2' : 'a';
}

function cylindersFor(brand: string, model: MotorModel): number {
  if (model.cc <= 400) return 1;
  if (brand === 'Triumph' && model.model !== 'Bonneville T120' && model.model !== 'Speed Twin 900') return 3;
  if (/MT-09|Tracer 9|XSR900/.test(model.model)) return 3;
  if (/Gold Wing|K 1600/.test(model.model)) return 6;
  if (model.body === 'superSport' || (model.body === 'sport' && model.cc >= 700) || /GSX-S|Z900|Ninja 1000|Multistrada V4|Tuono V4|Panigale V4/.test(model.model)) return 4;
  return 2;
}

function withFocus(random: Random, focus: string | null): Entry {
  if (!focus || !random.chance(0.5)) return pickEntry(random);
  const brand = MOTOR_BRANDS.find((candidate) => candidate.name === focus);
  return brand ? [brand, random.weighted(brand.models.map((model) => [model, model.weight] as const))] : pickEntry(random);
}

export function generateMotor(ctx: ListingContext): ListingDraft {
  const { random, now, dealer } = ctx;
  const [brand, model] = withFocus(random, dealer.brandFocus);
  const thisYear = now.getFullYear();
  const isNew = model.years[1] >= thisYear - 1 && random.chance(0.1);
  const date = dateFromAge(now, isNew ? random.int(0, 3) : Math.max(2, ageWithin(random, now, model.years, pickAge(random))));
  const variant = random.pick(model.variants ?? ['']);
  const restricted = variant === '35 kW A2';
  const kw = restricted ? 35 : model.kw;
  const scooter = model.body === 'motorscooter';
  const automatic = model.automatic === true || variant.includes('DCT');
  const perYear = scooter ? 4500 : 3800;
  const mileage = isNew ? random.int(0, 20) : Math.max(60, mileageFor(random, date.ageYears, perYear, 0.45));
  const catalogueValue = Math.round(model.price / 1.025 ** date.ageYears);
  const value = isNew
    ? model.price
    : marketValue({ newPrice: catalogueValue, curve: 'motor', ageYears: date.ageYears, mileage, expectedMileagePerYear: perYear, mileageSensitivity: 0.45 }) * Math.exp(random.normal() * 0.07);
  const priceEuros = Math.max(750, dealerPrice(value, random.next()));
  const facts: VehicleFacts = { mobilityType: 'motor', kind: 'motor', condition: isNew ? 'nieuw' : 'occasion', priceEuros, catalogueValueEuros: catalogueValue, ageMonths: date.ageMonths, mileage };
  const warrantyContext = { factoryWarrantyYears: brand.factoryWarrantyYears, brandDealer: dealer.brandFocus === brand.name };
  const bovagMonths = offeredBovagWarranty(facts, random.next());
  const { colour, colourName } = pickColour(random, 'motor', 'motor');
  const options = pickOptions(random, MOTOR_OPTIONS, { year: date.year, fuel: 'b', premium: false, body: model.body, kind: 'motor', canTow: false }, model.body === 'tourer' ? 1.6 : 1);

  const draft: ListingDraft = {
    ...NO_VEHICLE_SPECIFICS,
    externalId: ctx.externalId,
    mobilityType: 'motor',
    kind: 'motor',
    condition: isNew ? 'nieuw' : 'occasion',
    usageState: isNew ? 'nieuw' : random.chance(0.03) ? 'gereviseerd' : 'gebruikt',
    title: `${brand.name} ${model.model} ${variant}`.trim(),
    description: '',
    price: priceEuros * 100,
    priceExcludesVat: false,
    financingProvider: pickFinancing(random, 'motor', priceEuros, false),
    highlights: [],
    photos: pickPhotos(random, 'motor', model.body, colour),
    brand: brand.name,
    model: model.model,
    variant: variant || null,
    bodyType: model.body,
    colour,
    colourName,
    year: date.year,
    month: date.month,
    modelYear: date.year,
    mileage,
    mileageUnit: 'kilometer',
    hasNapWeblabel: !isNew && random.chance(0.35),
    // Used motorcycles come from Germany now and then; fewer than cars.
    imported: !isNew && isImport(ctx.externalId, 0.06),
    ownerCount: isNew ? null : ownerCount(random, date.ageYears * 0.8),
    licensePlate: isNew ? null : licensePlate(random, date.year, 'M'),
    fuelTypes: ['benzine'],
    transmission: automatic ? 'automatisch' : 'handgeschakeld',
    gearCount: scooter ? null : 6,
    powerKw: kw,
    engineCapacity: model.cc,
    cylinders: cylindersFor(brand.name, model),
    driveWheels: 'achterwiel',
    seats: 2,
    drivingLicence: licenceFor(kw, model.cc),
    roadTaxPerQuarter: random.int(31, 41) * 100,
    warrantyTypes: warrantyTypesFor(facts, bovagMonths, warrantyContext),
    certainties: certaintiesFor(facts, { bovagMonths, fullyServiced: false, recentlyServiced: false }),
    options,
    isActive: true,
  };
  const text = describeMotor(random, draft, { dealer: dealer.record, bovagMonths, factoryWarranty: hasFactoryWarranty(facts, warrantyContext), expectedMileage: perYear * date.ageYears });
  return { ...draft, ...text };
}
