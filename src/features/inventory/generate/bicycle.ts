import { certaintiesFor, hasFactoryWarranty, offeredBovagWarranty, warrantyTypesFor, type VehicleFacts } from '../bovag-rules';
import { BICYCLE_BRANDS } from '../catalogue/bicycles';
import { BICYCLE_OPTIONS } from '../catalogue/options';
import type { BicycleBrand, BicycleKindCode, BicycleModel } from '../catalogue/types';
import { bicyclePrice, marketValue } from '../pricing';
import { weightedTable, type Random } from '../random';
import type { ListingDraft } from '../specification-groups';
import { describeBicycle } from '../text/bicycle-text';
import { dateFromAge, mileageFor, NO_VEHICLE_SPECIFICS, pickColour, pickFinancing, pickOptions, pickPhotos, type ListingContext } from './common';

type Entry = readonly [brand: BicycleBrand, model: BicycleModel];

function tableFor(kind: BicycleKindCode): (random: Random) => Entry {
  const entries = BICYCLE_BRANDS.flatMap((brand) => brand.models.filter((model) => model.kind === kind).map((model) => [[brand, model] as Entry, brand.weight * model.weight] as const));
  return weightedTable(entries);
}

const TABLES: Record<BicycleKindCode, (random: Random) => Entry> = { fiets: tableFor('fiets'), ebike: tableFor('ebike'), highSpeedEbike: tableFor('highSpeedEbike') };

function frameTypeFor(random: Random, model: BicycleModel): ListingDraft['frameType'] {
  switch (model.body) {
    case 'stadsfiets':
      return random.weighted([['dames', 45], ['lageInstap', model.kind === 'fiets' ? 10 : 25], ['heren', 30], ['mixte', 3]] as const);
    case 'hybrideFiets':
    case 'crosshybride':
      return random.weighted([['heren', 45], ['dames', 30], ['lageInstap', 10], ['unisex', 15]] as const);
    case 'cruiserfiets':
      return random.weighted([['dames', 50], ['heren', 50]] as const);
    default:
      return 'unisex';
  }
}

function frameHeightFor(random: Random, model: BicycleModel, frameType: ListingDraft['frameType']): number | null {
  if (model.body === 'vouwfiets' || model.body === 'bakfiets') return null;
  if (model.body === 'kinderfiets') return random.int(26, 32);
  if (model.body === 'jeugdfiets') return random.int(36, 44);
  if (model.body === 'racefiets' || model.body === 'mountainbike') return random.pick([44, 47, 49, 50, 52, 54, 56, 58, 61]);
  const centre = frameType === 'heren' ? 57 : 52;
  return Math.max(44, Math.min(65, Math.round(centre + random.normal() * 3)));
}

export function generateBicycle(ctx: ListingContext, kind: BicycleKindCode): ListingDraft {
  const { random, now, dealer } = ctx;
  const [brand, model] = TABLES[kind](random);
  const electric = kind !== 'fiets';
  const isNew = random.chance(kind === 'highSpeedEbike' ? 0.5 : electric ? 0.62 : 0.55);
  const ageYears = isNew ? 0 : random.weighted([[1, 30], [2, 26], [3, 18], [4, 12], [5, 8], [6, 6]] as const);
  const date = dateFromAge(now, isNew ? random.int(0, 4) : ageYears * 12 - random.int(0, 9));
  const wh = electric ? random.pick(model.wh ?? [500]) : null;
  const listPrice = model.price + (wh !== null && model.wh && wh > (model.wh[0] ?? wh) ? 200 : 0);
  // E-bike odometers count; a plain bicycle has none, so it stays at 0 km.
  const mileage = isNew || !electric ? 0 : mileageFor(random, date.ageYears, kind === 'highSpeedEbike' ? 5000 : 2200, 0.45);
  const value = isNew
    ? listPrice
    : marketValue({ newPrice: listPrice, curve: 'bicycle', ageYears: date.ageYears, mileage, expectedMileagePerYear: 2200, mileageSensitivity: 1.2 }) * Math.exp(random.normal() * 0.07);
  const priceEuros = Math.max(99, bicyclePrice(value));
  const facts: VehicleFacts = { mobilityType: 'bicycle', kind, condition: isNew ? 'nieuw' : 'occasion', priceEuros, catalogueValueEuros: listPrice, ageMonths: date.ageMonths, mileage };
  const warrantyContext = { factoryWarrantyYears: 2, brandDealer: false };
  const bovagMonths = offeredBovagWarranty(facts, random.next());
  const frameType = frameTypeFor(random, model);
  const { colour, colourName } = pickColour(random, 'bicycle', kind);
  const options = pickOptions(random, BICYCLE_OPTIONS, { year: date.year, fuel: null, premium: false, body: model.body, kind, canTow: false }, 1);
  const lease = electric && priceEuros >= 1500 && random.chance(isNew ? 0.4 : 0.15) ? Math.round(priceEuros * 0.026 + 10) : null;
  const variant = random.pick(model.variants);

  const draft: ListingDraft = {
    ...NO_VEHICLE_SPECIFICS,
    externalId: ctx.externalId,
    mobilityType: 'bicycle',
    kind,
    condition: isNew ? 'nieuw' : 'occasion',
    usageState: isNew ? 'nieuw' : electric && random.chance(0.05) ? 'gereviseerd' : 'gebruikt',
    title: `${brand.name} ${model.model} ${variant}`.trim(),
    description: '',
    price: priceEuros * 100,
    priceExcludesVat: false,
    leasePricePerMonth: lease === null ? null : lease * 100,
    financingProvider: pickFinancing(random, 'bicycle', priceEuros, false),
    highlights: [],
    photos: pickPhotos(random, 'bicycle', model.body, colour),
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
    hasNapWeblabel: false,
    frameHeight: frameHeightFor(random, model, frameType),
    frameMaterial: model.material ?? 'aluminium',
    frameType,
    wheelSize: model.wheel ?? 28,
    brakeType: model.brake,
    bicycleGears: model.gears > 0 ? model.gears : null,
    driveType: electric ? (model.drive ?? 'middenmotor') : null,
    batteryPosition: electric ? (model.battery ?? 'frame') : null,
    batteryCapacity: wh,
    batteryType: electric ? (random.chance(0.97) ? 'lithiumIon' : 'lithiumPolymeer') : null,
    motorBrand: electric ? (model.motorBrand ?? null) : null,
    warrantyTypes: warrantyTypesFor(facts, bovagMonths, warrantyContext),
    certainties: certaintiesFor(facts, { bovagMonths, fullyServiced: false, recentlyServiced: false }),
    options,
    isActive: true,
  };
  const text = describeBicycle(random, draft, { dealer: dealer.record, bovagMonths, factoryWarranty: hasFactoryWarranty(facts, warrantyContext), ageYears: date.ageYears });
  return { ...draft, ...text };
}
