import { certaintiesFor, hasFactoryWarranty, offeredBovagWarranty, warrantyTypesFor, type VehicleFacts } from '../bovag-rules';
import { CAMPER_BRANDS, CARAVAN_BRANDS, FOLDING_TRAILER_BRANDS } from '../catalogue/camping';
import { CAMPER_OPTIONS, CARAVAN_OPTIONS, FOLDING_TRAILER_OPTIONS } from '../catalogue/options';
import type { CampingBrand, CampingModel } from '../catalogue/types';
import { licensePlate } from '../license-plate';
import { dealerPrice, marketValue } from '../pricing';
import { weightedTable, type Random } from '../random';
import type { ListingDraft } from '../specification-groups';
import { describeCamping } from '../text/camping-text';
import { ageWithin, apkDate, dateFromAge, isImport, mileageFor, NO_VEHICLE_SPECIFICS, ownerCount, pickColour, pickFinancing, pickOptions, pickPhotos, type ListingContext } from './common';

export type CampingKind = 'caravan' | 'camper' | 'vouwwagen';
type Entry = readonly [brand: CampingBrand, model: CampingModel];

function tableFor(brands: readonly CampingBrand[]): (random: Random) => Entry {
  return weightedTable(brands.flatMap((brand) => brand.models.map((model) => [[brand, model] as Entry, brand.weight * model.weight] as const)));
}

const TABLES: Record<CampingKind, (random: Random) => Entry> = {
  caravan: tableFor(CARAVAN_BRANDS),
  camper: tableFor(CAMPER_BRANDS),
  vouwwagen: tableFor(FOLDING_TRAILER_BRANDS),
};

/** The base vehicle of a camper: name for the text, engine label, cc and kW options. */
export const CHASSIS = {
  ducato: { name: 'Fiat Ducato', engine: '2.3 MultiJet', cc: 2287, kw: [96, 103, 118, 130] },
  sprinter: { name: 'Mercedes-Benz Sprinter', engine: '2.0 CDI', cc: 1950, kw: [110, 125] },
  transit: { name: 'Ford Transit', engine: '2.0 EcoBlue', cc: 1995, kw: [96, 125] },
  crafter: { name: 'Volkswagen Crafter', engine: '2.0 TDI', cc: 1968, kw: [103, 130] },
  transporter: { name: 'Volkswagen Transporter', engine: '2.0 TDI', cc: 1968, kw: [110, 150] },
  jumper: { name: 'Citroën Jumper', engine: '2.2 BlueHDi', cc: 2179, kw: [103, 121] },
} as const;

const pickAge = weightedTable([[0, 4], [1, 7], [2, 8], [3, 9], [4, 9], [5, 9], [6, 8], [7, 8], [8, 7], [10, 6], [12, 5], [14, 4], [16, 3], [18, 2], [20, 2]] as const);

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function generateCamping(ctx: ListingContext, kind: CampingKind): ListingDraft {
  const { random, now, dealer } = ctx;
  const focus = dealer.brandFocus;
  const pick = TABLES[kind];
  let [brand, model] = pick(random);
  if (focus && brand.name !== focus && random.chance(0.4)) {
    const own = (kind === 'caravan' ? CARAVAN_BRANDS : kind === 'camper' ? CAMPER_BRANDS : FOLDING_TRAILER_BRANDS).find((candidate) => candidate.name === focus);
    if (own) [brand, model] = [own, random.pick(own.models)];
  }
  const layout = random.pick(model.layouts);
  const thisYear = now.getFullYear();
  const isNew = model.years[1] >= thisYear - 1 && random.chance(kind === 'vouwwagen' ? 0.04 : 0.08);
  const date = dateFromAge(now, isNew ? random.int(0, 4) : Math.max(3, ageWithin(random, now, model.years, pickAge(random))));
  const smallest = Math.min(...model.layouts.map((candidate) => candidate.lengthCm));
  const extra = (layout.lengthCm - smallest) * (kind === 'camper' ? 3 : 2.2);
  const trailer = kind !== 'camper';
  const emptyMass = Math.round(trailer && kind === 'caravan' ? clamp(model.emptyMass + extra, 900, 1600) : model.emptyMass + extra);
  const maximumMass = kind === 'camper' ? model.maximumMass : Math.round(kind === 'caravan' ? clamp(Math.max(model.maximumMass + extra, emptyMass + 200), 1200, 2000) : Math.max(model.maximumMass, emptyMass + 150));
  const chassis = model.chassis ? CHASSIS[model.chassis] : null;
  const kw = chassis ? random.pick(chassis.kw) : null;
  const perYear = 9000;
  const mileage = kind === 'camper' ? (isNew ? random.int(0, 50) : Math.max(500, mileageFor(random, date.ageYears, perYear, 0.4))) : 0;
  const catalogueValue = Math.round((model.price + extra * 12) / 1.03 ** date.ageYears);
  const value = isNew
    ? model.price + extra * 12
    : marketValue({ newPrice: catalogueValue, curve: kind === 'camper' ? 'camper' : 'caravan', ageYears: date.ageYears, mileage, expectedMileagePerYear: perYear, mileageSensitivity: 0.25 }) * Math.exp(random.normal() * 0.07);
  const priceEuros = Math.max(750, dealerPrice(value, random.next()));
  const facts: VehicleFacts = { mobilityType: 'caramper', kind, condition: isNew ? 'nieuw' : 'occasion', priceEuros, catalogueValueEuros: catalogueValue, ageMonths: date.ageMonths, mileage };
  const warrantyContext = { factoryWarrantyYears: 2, brandDealer: focus === brand.name };
  const bovagMonths = offeredBovagWarranty(facts, random.next());
  const recentlyServiced = !isNew && random.chance(0.7);
  const { colour, colourName } = pickColour(random, 'caramper', kind);
  const rules = kind === 'caravan' ? CARAVAN_OPTIONS : kind === 'camper' ? CAMPER_OPTIONS : FOLDING_TRAILER_OPTIONS;
  const options = pickOptions(random, rules, { year: date.year, fuel: kind === 'camper' ? 'd' : null, premium: false, body: model.body, kind, canTow: kind === 'camper' }, 1);
  if (layout.bed === 'hefbed' && !options.includes('Hefbed')) options.push('Hefbed');
  const automatic = kind === 'camper' && random.chance(date.year >= 2019 ? 0.5 : 0.25);
  // Trailers heavier than 750 kg carry their own W-plate; lighter folding trailers carry the car's.
  const plate = isNew ? null : kind === 'camper' ? licensePlate(random, date.year, null) : maximumMass > 750 ? licensePlate(random, date.year, 'W') : null;

  const draft: ListingDraft = {
    ...NO_VEHICLE_SPECIFICS,
    externalId: ctx.externalId,
    mobilityType: 'caramper',
    kind,
    condition: isNew ? 'nieuw' : 'occasion',
    usageState: isNew ? 'nieuw' : 'gebruikt',
    title: `${brand.name} ${model.model} ${layout.variant}`.trim(),
    description: '',
    price: priceEuros * 100,
    priceExcludesVat: false,
    financingProvider: pickFinancing(random, 'caramper', priceEuros, false),
    highlights: [],
    photos: pickPhotos(random, 'caramper', model.body, colour),
    brand: brand.name,
    model: model.model,
    variant: layout.variant || null,
    bodyType: model.body,
    colour,
    colourName,
    year: date.year,
    month: date.month,
    modelYear: date.month >= 8 && random.chance(0.5) ? date.year + 1 : date.year,
    mileage,
    mileageUnit: 'kilometer',
    hasNapWeblabel: kind === 'camper' && !isNew && random.chance(0.6),
    // Used campers and caravans are often bought in Germany: a larger share than cars.
    imported: !isNew && isImport(ctx.externalId, kind === 'camper' ? 0.14 : 0.1),
    ownerCount: kind === 'camper' && !isNew ? ownerCount(random, date.ageYears * 0.7) : null,
    licensePlate: plate,
    apkUntil: kind === 'camper' && !isNew ? apkDate(random, now, date, 3) : null,
    fuelTypes: kind === 'camper' ? ['diesel'] : [],
    transmission: kind === 'camper' ? (automatic ? 'automatisch' : 'handgeschakeld') : null,
    gearCount: kind === 'camper' ? (automatic ? 9 : 6) : null,
    powerKw: kw,
    engineCapacity: chassis ? chassis.cc : null,
    cylinders: chassis ? 4 : null,
    driveWheels: chassis ? (model.chassis === 'sprinter' ? 'achterwiel' : 'voorwiel') : null,
    seats: kind === 'camper' ? Math.min(4, Math.max(2, layout.berths)) : null,
    // Cab doors plus the habitation door; a bus camper adds its sliding door (no draw: see isImport).
    doors: kind === 'camper' ? (model.body === 'busmodel' ? 4 : 3) : null,
    towingCapacityBraked: kind === 'camper' ? 2000 : null,
    roadTaxPerQuarter: kind === 'camper' ? random.int(110, 230) * 100 : null,
    maximumMass,
    emptyMass,
    berths: layout.berths,
    bedLayout: layout.bed,
    kitchenLayout: layout.kitchen,
    seatingLayout: layout.seating,
    lengthCm: layout.lengthCm,
    warrantyTypes: warrantyTypesFor(facts, bovagMonths, warrantyContext),
    certainties: certaintiesFor(facts, { bovagMonths, fullyServiced: false, recentlyServiced }),
    options,
    isActive: true,
  };
  const text = describeCamping(random, draft, { dealer: dealer.record, bovagMonths, factoryWarranty: hasFactoryWarranty(facts, warrantyContext), chassisName: chassis?.name ?? null, engineLabel: chassis?.engine ?? null, recentlyServiced });
  return { ...draft, ...text };
}
