/**
 * Test support: how the existing old-site client reads a detail answer (decision 036), written
 * from what that client does: which keys it follows, what it takes from each value object (the
 * `formattedValue`, its digits, the `value`, guarded by `hasValue`) and the types its models
 * declare. That client runs with strict types, so a value of the wrong type is an error there; here
 * it throws, so a test that reads our answer through this fails where the client would.
 */

type Json = Record<string, unknown>;

export class ClientTypeError extends Error {}

function fail(path: string, expected: string, value: unknown): never {
  throw new ClientTypeError(`${path}: expected ${expected}, got ${JSON.stringify(value)}`);
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field the client reads as an associative array (or absent). */
function obj(value: unknown, path: string): Json {
  if (value === undefined || value === null) return {};
  return isObject(value) ? value : fail(path, 'an object', value);
}

function objOrNull(value: unknown, path: string): Json | null {
  if (value === undefined || value === null) return null;
  return isObject(value) ? value : fail(path, 'an object or null', value);
}

function list(value: unknown, path: string): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : fail(path, 'a list', value);
}

function str(value: unknown, path: string): string {
  return typeof value === 'string' ? value : fail(path, 'a string', value);
}

function strOrNull(value: unknown, path: string): string | null {
  if (value === undefined || value === null) return null;
  return str(value, path);
}

/** PHP's loose truth of `(bool)`. */
function truthy(value: unknown): boolean {
  return !(value === undefined || value === null || value === false || value === 0 || value === '' || value === '0' || (Array.isArray(value) && value.length === 0));
}

function toInt(value: unknown, path: string): number {
  if (typeof value === 'number') return Math.trunc(value);
  if (typeof value === 'string' && /^\s*-?\d/u.test(value)) return Number.parseInt(value, 10);
  return fail(path, 'a number', value);
}

function toFloat(value: unknown, path: string): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return fail(path, 'a number', value);
}

/** `formattedValue` of a value object, or a plain string as it is. */
function formatted(field: unknown, path: string): string {
  if (typeof field === 'string') return field;
  return str(obj(field, path).formattedValue ?? '', `${path}.formattedValue`);
}

function formattedOrNull(field: unknown, path: string): string | null {
  const value = objOrNull(field, path);
  if (!value || !truthy(value.hasValue)) return null;
  const text = str(value.formattedValue ?? '', `${path}.formattedValue`);
  return text === '' ? null : text;
}

function valueOrNull(field: unknown, path: string): string | null {
  const value = objOrNull(field, path);
  if (!value || !truthy(value.hasValue)) return null;
  return typeof value.value === 'string' ? value.value : null;
}

/** The digits of `formattedValue` as one number ("49.874 km" → 49874). */
function numeric(field: unknown, path: string): number | null {
  const value = objOrNull(field, path);
  if (!value || !truthy(value.hasValue)) return null;
  const digits = str(value.formattedValue ?? '', `${path}.formattedValue`).replace(/[^0-9]/gu, '');
  return digits === '' ? null : Number.parseInt(digits, 10);
}

function bool(field: unknown, path: string): boolean | null {
  const value = objOrNull(field, path);
  if (!value || !truthy(value.hasValue)) return null;
  return typeof value.value === 'boolean' ? value.value : null;
}

/** Dutch euros as the client parses them: "€ 19.850,-" or "19.850,50", rounded to whole euros. */
function dutchPrice(field: Json, path: string): number {
  const raw = field.formattedValueWithoutUnit ?? field.formattedValue ?? '0';
  const text = typeof raw === 'string' ? raw : String(raw);
  const cleaned = text.replace(/[€\s]/gu, '').replace(/\./gu, '').replace(/,/gu, '.').replace(/-+$/u, '');
  const value = Number.parseFloat(cleaned);
  if (!Number.isFinite(value)) return fail(path, 'a Dutch price', raw);
  return Math.round(value);
}

function priceOf(field: unknown, path: string): number {
  if (typeof field === 'number' && Number.isInteger(field)) return field;
  return dutchPrice(obj(field, path), path);
}

function priceOrNull(field: unknown, path: string): number | null {
  const value = objOrNull(field, path);
  if (!value || !truthy(value.hasValue)) return null;
  return dutchPrice(value, path);
}

const MOBILITY: Record<string, 'motor' | 'auto' | 'fiets' | 'camper'> = {
  motor: 'motor',
  motorcycle: 'motor',
  auto: 'auto',
  car: 'auto',
  fiets: 'fiets',
  bicycle: 'fiets',
  camper: 'camper',
  caramper: 'camper',
  caravan: 'camper',
};

const WARRANTY: Record<string, string> = { BovagWarranty12Months: 'bovag12maanden', BovagWarranty6Months: 'bovag6maanden', BovagWarranty3Months: 'bovag3maanden' };
const BOVAG_WARRANTY: Record<string, string> = { BovagWarranty12Months: 'TwaalfMaanden', BovagWarranty6Months: 'ZesMaanden', BovagWarranty3Months: 'DrieMaanden' };

function colourOf(groups: unknown[]): string | null {
  for (const group of groups) {
    for (const spec of list(obj(group, 'group').specifications, 'specifications')) {
      const item = obj(spec, 'specification');
      if (item.label === 'Kleur' && truthy(item.hasValue)) {
        const value = str(item.formattedValue ?? '', 'Kleur.formattedValue');
        return value === '' ? null : value;
      }
    }
  }
  return null;
}

/** The client's vehicle from the detail's `vehicle` section (its mapDetailVehicle). */
function readVehicle(specs: Json) {
  const general = obj(specs.general, 'general');
  const technical = obj(specs.technical, 'technical');
  const history = obj(specs.history, 'history');
  const performance = obj(specs.performance, 'performance');
  const fuel = obj(specs.fuel, 'fuel');
  const dimensions = obj(specs.dimensions, 'dimensions');
  const weight = obj(specs.weight, 'weight');
  const interior = obj(specs.interior, 'interior');
  const certainties = obj(specs.certainties, 'vehicle.certainties');
  const certaintyKeys = list(specs.certaintyKeys, 'certaintyKeys').map((key, index) => str(key, `certaintyKeys[${index}]`));
  const primaryFuel = formattedOrNull(fuel.primaryFuelType, 'fuel.primaryFuelType');
  const secondaryFuel = formattedOrNull(fuel.secondaryFuelType, 'fuel.secondaryFuelType');
  const bovagKey = certaintyKeys.find((key) => key.startsWith('BovagWarranty'));
  return {
    type: valueOrNull(general.vehicleType, 'general.vehicleType') ?? '',
    brand: formatted(general.brand ?? '', 'general.brand'),
    model: formatted(general.model ?? '', 'general.model'),
    mileage: numeric(history.mileage, 'history.mileage') ?? 0,
    year: numeric(history.productionYear, 'history.productionYear') ?? 0,
    month: numeric(history.productionMonth, 'history.productionMonth'),
    fuelTypes: [primaryFuel, secondaryFuel].filter((value): value is string => value !== null),
    color: colourOf(list(specs.specificationGroups, 'specificationGroups')),
    bodyType: valueOrNull(general.bodyType, 'general.bodyType'),
    transmissionType: formattedOrNull(technical.transmission, 'technical.transmission'),
    engineCapacity: numeric(technical.engineCapacity, 'technical.engineCapacity'),
    enginePower: numeric(performance.enginePower, 'performance.enginePower'),
    warranties: certaintyKeys.map((key) => WARRANTY[key]).filter((value): value is string => value !== undefined),
    certaintyKeys,
    fullyServiced: bool(certainties.isFullyMaintained, 'certainties.isFullyMaintained') ?? false,
    hasBovagChecklist: certaintyKeys.includes('BovagChecklist40Point'),
    bovagWarranty: bovagKey ? (BOVAG_WARRANTY[bovagKey] ?? bovagKey) : null,
    hasReturnWarranty: certaintyKeys.includes('ReturnWarranty'),
    servicedOnDelivery: certaintyKeys.includes('CarServicedOnDelivery'),
    edition: formattedOrNull(general.edition, 'general.edition'),
    condition: valueOrNull(general.condition, 'general.condition'),
    modelYear: numeric(general.modelYear, 'general.modelYear'),
    frameType: formattedOrNull(general.frameType, 'general.frameType'),
    primaryFuelType: valueOrNull(fuel.primaryFuelType, 'fuel.primaryFuelType'),
    secondaryFuelType: valueOrNull(fuel.secondaryFuelType, 'fuel.secondaryFuelType'),
    isHybridVehicle: bool(fuel.isHybridVehicle, 'fuel.isHybridVehicle'),
    energyLabel: formattedOrNull(fuel.energyLabel, 'fuel.energyLabel'),
    fuelConsumptionCombined: formattedOrNull(fuel.fuelConsumptionCombined, 'fuel.fuelConsumptionCombined'),
    gearCount: numeric(technical.gearCount, 'technical.gearCount'),
    isImported: bool(history.isImported, 'history.isImported'),
    hasNapLabel: bool(certainties.hasNapLabel, 'certainties.hasNapLabel'),
    wheelSize: formattedOrNull(dimensions.wheelSize, 'dimensions.wheelSize'),
    emptyWeight: numeric(weight.emptyWeight, 'weight.emptyWeight'),
    maxWeight: numeric(weight.maxWeight, 'weight.maxWeight'),
    bedCount: numeric(interior.bedCount, 'interior.bedCount'),
    sanitary: formattedOrNull(interior.sanitary, 'interior.sanitary'),
  };
}

const floatOrNull = (value: unknown, path: string): number | null => (value === undefined || value === null ? null : toFloat(value, path));
const intOrNull = (value: unknown, path: string): number | null => (value === undefined || value === null ? null : toInt(value, path));

/** The client's company from the advertisement's `company` (its mapDetailCompany). */
function readCompany(companyData: Json) {
  const address = obj(companyData.address, 'company.address');
  const contact = obj(companyData.contact, 'company.contact');
  const review = obj(companyData.review, 'company.review');
  const coordinates = obj(address.coordinates, 'company.address.coordinates');
  const houseNumberExtension = strOrNull(address.houseNumberExtension, 'address.houseNumberExtension');
  return {
    name: str(companyData.name ?? '', 'company.name'),
    city: strOrNull(address.city, 'address.city'),
    phoneNumber: strOrNull(contact.phoneNumber, 'contact.phoneNumber'),
    websiteUrl: strOrNull(companyData.websiteUrl, 'company.websiteUrl'),
    callTrackingCode: strOrNull(contact.callTrackingCode, 'contact.callTrackingCode'),
    street: strOrNull(address.street, 'address.street'),
    postalCode: strOrNull(address.postalCode, 'address.postalCode'),
    latitude: floatOrNull(coordinates.latitude, 'coordinates.latitude'),
    longitude: floatOrNull(coordinates.longitude, 'coordinates.longitude'),
    reviewScore: floatOrNull(review.rating, 'review.rating'),
    reviewCount: intOrNull(review.numberOfReviews, 'review.numberOfReviews'),
    id: intOrNull(companyData.id, 'company.id'),
    houseNumber: strOrNull(address.houseNumber, 'address.houseNumber'),
    houseNumberExtension: houseNumberExtension === '' ? null : houseNumberExtension,
    countryCode: strOrNull(address.countryCode, 'address.countryCode'),
    isOpenNow: contact.isOpenNow === undefined || contact.isOpenNow === null ? null : truthy(contact.isOpenNow),
    reviewProvider: strOrNull(review.provider, 'review.provider'),
  };
}

function readSpecificationGroups(groups: unknown[]) {
  return groups.map((group, index) => {
    const item = obj(group, `specificationGroups[${index}]`);
    return {
      name: str(item.name ?? '', `specificationGroups[${index}].name`),
      group: strOrNull(item.group, `specificationGroups[${index}].group`),
      iconName: strOrNull(item.iconName, `specificationGroups[${index}].iconName`),
      specifications: list(item.specifications, `specificationGroups[${index}].specifications`).map((spec, at) => {
        const path = `specificationGroups[${index}].specifications[${at}]`;
        const value = obj(spec, path);
        return {
          label: str(value.label ?? '', `${path}.label`),
          value: typeof value.value === 'string' ? value.value : null,
          formattedValue: strOrNull(value.formattedValue, `${path}.formattedValue`),
          hasValue: truthy(value.hasValue),
          formattedValueWithoutUnit: strOrNull(value.formattedValueWithoutUnit, `${path}.formattedValueWithoutUnit`),
        };
      }),
    };
  });
}

/** What the client's detail model holds after reading an answer (its ListingDetail). */
export function readAsOldClient(answer: unknown) {
  const root = obj(answer, 'answer');
  const vehicleData = objOrNull(obj(root.pageProps, 'pageProps').vehicle, 'pageProps.vehicle') ?? fail('pageProps.vehicle', 'the vehicle', undefined);
  const ad = obj(vehicleData.advertisement, 'advertisement');
  const specs = obj(vehicleData.vehicle, 'vehicle');
  const identification = obj(specs.identification, 'vehicle.identification');
  const financial = obj(specs.financial, 'vehicle.financial');
  const adCertainties = obj(ad.certainties, 'advertisement.certainties');
  const financing = ad.financing ?? financial.financing ?? null;
  const mobilityRaw = str(vehicleData.mobilityType ?? '', 'mobilityType');
  const structuredData = vehicleData.structuredData ?? null;
  return {
    id: str(vehicleData.id ?? '', 'id'),
    title: formatted(ad.title ?? '', 'advertisement.title'),
    price: priceOf(ad.price ?? 0, 'advertisement.price'),
    description: formattedOrNull(ad.comments, 'advertisement.comments'),
    media: list(ad.media, 'media').map((item, index) => {
      const media = obj(item, `media[${index}]`);
      return { type: media.type === 'video' ? 'video' : 'image', url: str(media.url ?? '', `media[${index}].url`) };
    }),
    vehicle: readVehicle(specs),
    company: readCompany(obj(ad.company, 'company')),
    specificationGroups: readSpecificationGroups(list(specs.specificationGroups, 'specificationGroups')),
    accessories: list(specs.accessories, 'accessories').map((item, index) => (typeof item === 'string' ? item : str(obj(item, `accessories[${index}]`).name ?? '', `accessories[${index}].name`))),
    optionGroups: list(specs.optionGroups, 'optionGroups').map((group, index) => {
      const item = obj(group, `optionGroups[${index}]`);
      return { name: str(item.name ?? '', `optionGroups[${index}].name`), options: list(item.options, `optionGroups[${index}].options`) };
    }),
    licensePlate: formattedOrNull(identification.vehicleLicencePlate, 'identification.vehicleLicencePlate'),
    externalNumber: formattedOrNull(identification.vehicleNumberExternal, 'identification.vehicleNumberExternal'),
    structuredData: structuredData === null || typeof structuredData === 'string' || isObject(structuredData) ? structuredData : fail('structuredData', 'a string, object or null', structuredData),
    priceExcludesVat: truthy(ad.priceExcludesVat),
    url: strOrNull(vehicleData.url, 'url'),
    mobilityType: MOBILITY[mobilityRaw.toLowerCase()] ?? null,
    isEligibleForVehicleReport: truthy(ad.isEligibleForVehicleReport),
    financingProvider: isObject(financing) ? strOrNull(financing.provider, 'financing.provider') : null,
    leasePrice: priceOrNull(financial.leasePrice, 'financial.leasePrice'),
    roadTax: priceOrNull(financial.roadTax, 'financial.roadTax'),
    fuelConsumption: formattedOrNull(financial.fuelConsumption, 'financial.fuelConsumption'),
    bijtellingPercentage: formattedOrNull(financial.bijtellingPercentage, 'financial.bijtellingPercentage'),
    returnWarrantyMileage: intOrNull(adCertainties.returnWarrantyMileage, 'returnWarrantyMileage'),
  };
}

export type OldClientDetail = ReturnType<typeof readAsOldClient>;
