import { certaintiesFor, offeredBovagWarranty, warrantyTypesFor, hasFactoryWarranty, type VehicleFacts } from '../bovag-rules';
import { CAR_BRANDS } from '../catalogue/brands';
import { CAR_OPTIONS, VAN_OPTIONS } from '../catalogue/options';
import type { CarBody, CarBodyType, CarBrand, CarEngine, CarModel, FuelCode } from '../catalogue/types';
import { licensePlate } from '../license-plate';
import { dealerPrice, marketValue } from '../pricing';
import { weightedTable, type Random } from '../random';
import type { ListingDraft } from '../specification-groups';
import { describeCar } from '../text/car-text';
import { ageWithin, apkDate, dateFromAge, isImport, mileageFor, NO_VEHICLE_SPECIFICS, ownerCount, pickColour, pickFinancing, pickOptions, pickPhotos, USED_CAR_AGES, type ListingContext, type VehicleDate } from './common';

const pickCarBrand = weightedTable(CAR_BRANDS.map((brand) => [brand, brand.weight] as const));
const modelTables = new Map<CarBrand, (random: Random) => CarModel>(CAR_BRANDS.map((brand) => [brand, weightedTable(brand.models.map((model) => [model, model.weight] as const))]));
const pickUsedAge = weightedTable(USED_CAR_AGES);

const FUEL_TYPES: Record<FuelCode, ListingDraft['fuelTypes']> = {
  b: ['benzine'],
  d: ['diesel'],
  h: ['hybride'],
  p: ['hybride', 'elektriciteit'],
  e: ['elektriciteit'],
  g: ['benzine', 'gas'],
};

function bodyOf(entry: CarBody): { body: CarBodyType; prefix: string } {
  return typeof entry === 'string' ? { body: entry, prefix: '' } : { body: entry[0], prefix: entry[1] };
}

function pickEngine(random: Random, model: CarModel, year: number): CarEngine {
  // Plug-ins and electric versions of combustion models arrived from 2015 on.
  const fitting = model.engines.filter(([, fuel]) => year >= 2015 || (fuel !== 'p' && fuel !== 'e'));
  const engines = fitting.length ? fitting : model.engines;
  const table = engines.map((engine, i) => [engine, 1 / Math.sqrt(i + 1)] as const);
  return random.weighted(table);
}

function towing(model: CarModel, body: CarBodyType, fuel: FuelCode, newPrice: number): number | null {
  if (model.tow !== undefined) return model.tow > 0 ? model.tow : null;
  if (model.kind === 'brommobiel' || body === 'cabriolet') return null;
  if (fuel === 'e') return 750;
  const byBody: Partial<Record<CarBodyType, number>> = { sedan: 1500, stationwagen: 1500, suvTerreinwagen: 1600, mpv: 1400, coupe: 1200, bedrijfswagen: 2000, personenbus: 2000, pickup: 3500 };
  return byBody[body] ?? (newPrice < 20_000 ? 900 : 1200);
}

function co2For(fuel: FuelCode, kw: number, body: CarBodyType, random: Random): number {
  const bulky = body === 'suvTerreinwagen' || body === 'mpv' || body === 'bedrijfswagen' || body === 'personenbus' || body === 'pickup' ? 18 : 0;
  const noise = Math.round(random.normal() * 6);
  switch (fuel) {
    case 'e':
      return 0;
    case 'p':
      return Math.max(18, Math.min(60, Math.round(28 + kw * 0.04 + noise / 2)));
    case 'h':
      return Math.max(82, Math.round(86 + kw * 0.15 + bulky + noise));
    case 'd':
      return Math.max(90, Math.round(72 + kw * 0.38 + bulky + noise));
    default:
      return Math.max(92, Math.round(78 + kw * 0.45 + bulky + noise) - (fuel === 'g' ? 10 : 0));
  }
}

function energyLabelFor(co2: number): ListingDraft['energyLabel'] {
  if (co2 <= 95) return 'a';
  if (co2 <= 115) return 'b';
  if (co2 <= 135) return 'c';
  if (co2 <= 155) return 'd';
  if (co2 <= 175) return 'e';
  if (co2 <= 200) return 'f';
  return 'g';
}

/** Road tax per quarter in euros, from an estimated mass and the fuel (averaged over provinces). */
function roadTaxEuros(fuel: FuelCode, massKg: number, business: boolean, random: Random): number {
  if (business) return random.int(95, 130);
  const petrol = 20 + 0.14 * Math.max(0, massKg - 400);
  const factor: Record<FuelCode, number> = { b: 1, h: 1, g: 1.25, d: 2.1, p: 0.5, e: 0.25 };
  return Math.round(petrol * factor[fuel] * (0.93 + random.next() * 0.14));
}

type CarKind = 'brommobiel' | 'bedrijfswagen' | 'personenwagen';

/** What the car is: make, model, body, age and engine. */
interface CarPick {
  brand: CarBrand;
  model: CarModel;
  body: CarBodyType;
  kind: CarKind;
  business: boolean;
  isNew: boolean;
  date: VehicleDate;
  engine: CarEngine;
  trim: string;
  variant: string;
}

interface CarPrice {
  perYear: number;
  mileage: number;
  newPriceToday: number;
  catalogueValue: number;
  priceEuros: number;
}

interface CarWarranty {
  facts: VehicleFacts;
  warrantyContext: { factoryWarrantyYears: number; brandDealer: boolean };
  bovagMonths: number;
  warrantyTypes: ListingDraft['warrantyTypes'];
  fullyServiced: boolean;
  certainties: ListingDraft['certainties'];
}

// Every step draws from the listing's one random stream; the order of the draws is what keeps the
// demo inventory the same for the same seed, so the steps run, and draw, in a fixed order.

function pickCar({ random, now, dealer }: ListingContext): CarPick {
  const focus = dealer.brandFocus ? CAR_BRANDS.find((brand) => brand.name === dealer.brandFocus) : undefined;
  const brand = focus && random.chance(0.45) ? focus : pickCarBrand(random);
  const model = (modelTables.get(brand) ?? ((r: Random) => r.pick(brand.models)))(random);
  const { body, prefix } = bodyOf(random.chance(0.72) ? (model.bodies[0] ?? 'hatchback') : random.pick(model.bodies));
  const kind: CarKind = model.kind === 'brommobiel' ? 'brommobiel' : body === 'bedrijfswagen' || body === 'pickup' ? 'bedrijfswagen' : 'personenwagen';
  const thisYear = now.getFullYear();
  const isNew = model.years[1] >= thisYear - 1 && random.chance(0.05);
  const ageMonths = isNew ? random.int(0, 3) : ageWithin(random, now, model.years, pickUsedAge(random));
  const date = dateFromAge(now, Math.max(isNew ? 0 : 2, ageMonths));
  const engine = pickEngine(random, model, date.year);
  const [engineLabel, fuel] = engine;
  const trim = random.pick(model.trims);
  // Microcars are sold by trim ("Aixam City Premium"); their engine is the same throughout.
  const variant = [prefix, kind === 'brommobiel' && fuel !== 'e' ? '' : engineLabel, trim].filter((part) => part.length > 0).join(' ');
  return { brand, model, body, kind, business: kind === 'bedrijfswagen', isNew, date, engine, trim, variant };
}

function pickGearbox(random: Random, { brand, model, kind, date, engine: [, fuel, , kw] }: CarPick): Pick<ListingDraft, 'transmission' | 'gearCount'> {
  const automatic = fuel === 'e' || fuel === 'h' || fuel === 'p' || kind === 'brommobiel' || random.chance(brand.premium ? 0.75 : date.year >= 2019 ? 0.45 : 0.2);
  const semi = !automatic && model.price < 16_000 && random.chance(0.04);
  const transmission = automatic ? 'automatisch' : semi ? 'semiAutomatisch' : 'handgeschakeld';
  const gearCount = fuel === 'e' || kind === 'brommobiel' ? 1 : automatic ? random.pick([6, 7, 8]) : semi ? 5 : kw < 80 ? 5 : 6;
  return { transmission, gearCount };
}

function priceCar(random: Random, { model, kind, business, isNew, date, engine: [, fuel, , kw], trim }: CarPick): CarPrice {
  const perYear = (fuel === 'd' ? 21_000 : fuel === 'e' ? 14_000 : 15_000) * (business ? 1.35 : 1) * (kind === 'brommobiel' ? 0.3 : 1);
  const mileage = isNew ? random.int(0, 50) : Math.max(150, mileageFor(random, date.ageYears, perYear));
  const engineSteps = Math.max(0, kw - (model.engines[0]?.[3] ?? kw));
  const trimIndex = Math.max(0, model.trims.indexOf(trim));
  const newPriceToday = model.price + engineSteps * 95 + (fuel === 'p' ? 4000 : 0) + trimIndex * model.price * 0.025;
  // Older cars had lower list prices; about 2.5% a year.
  const catalogueValue = Math.round(newPriceToday / 1.025 ** date.ageYears);
  const value = isNew
    ? catalogueValue * (0.96 + random.next() * 0.04)
    : marketValue({ newPrice: catalogueValue, curve: fuel === 'e' ? 'electricCar' : 'car', ageYears: date.ageYears, mileage, expectedMileagePerYear: perYear, mileageSensitivity: 0.22 }) * Math.exp(random.normal() * 0.06);
  const priceEuros = Math.max(750, dealerPrice(value, random.next()));
  return { perYear, mileage, newPriceToday, catalogueValue, priceEuros };
}

function carWarranty(random: Random, dealer: ListingContext['dealer'], { brand, kind, isNew, date }: CarPick, { priceEuros, catalogueValue, mileage }: CarPrice): CarWarranty {
  const facts: VehicleFacts = { mobilityType: 'car', kind, condition: isNew ? 'nieuw' : 'occasion', priceEuros, catalogueValueEuros: catalogueValue, ageMonths: date.ageMonths, mileage };
  const warrantyContext = { factoryWarrantyYears: brand.factoryWarrantyYears, brandDealer: dealer.brandFocus === brand.name };
  const bovagMonths = offeredBovagWarranty(facts, random.next());
  const warrantyTypes = warrantyTypesFor(facts, bovagMonths, warrantyContext);
  const fullyServiced = !isNew && random.chance(date.ageYears < 6 ? 0.45 : 0.25);
  const certainties = certaintiesFor(facts, { bovagMonths, fullyServiced, recentlyServiced: false });
  return { facts, warrantyContext, bovagMonths, warrantyTypes, fullyServiced, certainties };
}

/** Equipment, body figures, history and how it is paid for. */
function equipCar(random: Random, car: CarPick, { newPriceToday, priceEuros }: CarPrice) {
  const { brand, model, body, kind, business, isNew, date, engine: [, fuel, , kw] } = car;
  const tow = towing(model, body, fuel, newPriceToday);
  const optionBoost = kind === 'brommobiel' ? 0.35 : brand.premium ? 1.35 : 1;
  const options = pickOptions(random, business ? VAN_OPTIONS : CAR_OPTIONS, { year: date.year, fuel, premium: brand.premium === true, body, kind, canTow: tow !== null }, optionBoost);
  const co2 = kind === 'brommobiel' ? null : co2For(fuel, kw, body, random);
  const massKg = 850 + newPriceToday / 60 + (fuel === 'e' ? 300 : 0);
  const doors = model.doors ?? (body === 'sedan' || body === 'bedrijfswagen' || body === 'pickup' ? 4 : body === 'cabriolet' ? 2 : body === 'hatchback' && date.year < 2016 && random.chance(0.15) ? 3 : 5);
  const seats = model.seats ?? (body === 'cabriolet' || body === 'coupe' ? 4 : body === 'bedrijfswagen' ? 3 : body === 'personenbus' ? 8 : 5);
  const { colour, colourName } = pickColour(random, 'car', kind);
  const hasNap = !isNew && kind !== 'brommobiel' && random.chance(0.88);
  const owners = isNew ? null : ownerCount(random, date.ageYears);
  const firstApk = fuel === 'b' || fuel === 'h' ? 4 : 3;
  const financing = pickFinancing(random, 'car', priceEuros, business);
  const lease = !business && date.ageYears < 4 && priceEuros >= 12_000 && random.chance(0.12) ? Math.round(priceEuros * 0.018 + 90) : null;
  return { tow, options, co2, massKg, doors, seats, colour, colourName, hasNap, owners, firstApk, financing, lease };
}

interface CarParts {
  car: CarPick;
  gearbox: Pick<ListingDraft, 'transmission' | 'gearCount'>;
  price: CarPrice;
  warranty: CarWarranty;
  equipment: ReturnType<typeof equipCar>;
}

function carDraft({ random, now, externalId }: ListingContext, { car, gearbox, price, warranty, equipment }: CarParts): ListingDraft {
  const { brand, model, body, kind, business, isNew, date, variant } = car;
  const [engineLabel, fuel, cc, kw, range] = car.engine;
  const { transmission, gearCount } = gearbox;
  const { priceEuros, mileage } = price;
  const { warrantyTypes, certainties } = warranty;
  const { tow, options, co2, massKg, doors, seats, colour, colourName, hasNap, owners, firstApk, financing, lease } = equipment;
  return {
    // The bicycle and camping fields stay empty; everything a car has is set below.
    ...NO_VEHICLE_SPECIFICS,
    externalId,
    mobilityType: 'car',
    kind,
    condition: isNew ? 'nieuw' : 'occasion',
    usageState: isNew ? 'nieuw' : 'gebruikt',
    title: `${brand.name} ${model.model} ${variant}`.trim(),
    description: '',
    price: priceEuros * 100,
    priceExcludesVat: business,
    leasePricePerMonth: lease === null ? null : lease * 100,
    financingProvider: financing,
    highlights: [],
    dealerComments: null,
    photos: pickPhotos(random, 'car', body, colour),
    brand: brand.name,
    model: model.model,
    variant: variant || null,
    bodyType: body,
    colour,
    colourName,
    year: date.year,
    month: date.month,
    modelYear: date.month >= 9 && random.chance(0.4) ? date.year + 1 : date.year,
    mileage,
    mileageUnit: 'kilometer',
    hasNapWeblabel: hasNap,
    // Imports are used cars, premium brands (from Germany and Belgium) about twice as often.
    imported: !isNew && kind !== 'brommobiel' && isImport(externalId, brand.premium === true ? 0.16 : 0.08),
    ownerCount: owners,
    licensePlate: isNew ? null : licensePlate(random, date.year, business ? 'V' : null),
    apkUntil: isNew || kind === 'brommobiel' ? null : apkDate(random, now, date, firstApk),
    fuelTypes: FUEL_TYPES[fuel],
    energyLabel: fuel === 'e' ? 'a' : co2 === null ? null : energyLabelFor(co2),
    transmission,
    gearCount,
    powerKw: kw,
    engineCapacity: fuel === 'e' ? null : cc,
    cylinders: fuel === 'e' ? null : cc <= 500 ? 2 : cc <= 1250 ? 3 : cc <= 2500 ? 4 : cc <= 3500 ? 6 : 8,
    driveWheels: model.drive === 'vierwiel' || /xDrive|quattro|4MATIC|4Motion|AWD|ALL4|4x4|4xe|Q4|Dual Motor|4Drive|Hybrid4/.test(engineLabel) ? 'vierwiel' : (model.drive ?? 'voorwiel'),
    doors,
    seats,
    co2Emission: co2,
    fuelConsumption: co2 === null || fuel === 'e' ? null : Math.round((co2 / (fuel === 'd' ? 26.4 : 23.2)) * 10) / 10,
    electricRange: range ?? null,
    towingCapacityBraked: tow,
    drivingLicence: null,
    roadTaxPerQuarter: kind === 'brommobiel' ? null : roadTaxEuros(fuel, massKg, business, random) * 100,
    warrantyTypes,
    certainties,
    options,
    isActive: true,
  };
}

export function generateCar(ctx: ListingContext): ListingDraft {
  const { random, dealer } = ctx;
  const car = pickCar(ctx);
  const gearbox = pickGearbox(random, car);
  const price = priceCar(random, car);
  const warranty = carWarranty(random, dealer, car, price);
  const equipment = equipCar(random, car, price);
  const draft = carDraft(ctx, { car, gearbox, price, warranty, equipment });
  const text = describeCar(random, draft, {
    dealer: dealer.record,
    engineLabel: car.engine[0],
    fuel: car.engine[1],
    bovagMonths: warranty.bovagMonths,
    fullyServiced: warranty.fullyServiced,
    factoryWarranty: hasFactoryWarranty(warranty.facts, warranty.warrantyContext),
    expectedMileage: price.perYear * car.date.ageYears,
    ageYears: car.date.ageYears,
  });
  return { ...draft, ...text };
}
