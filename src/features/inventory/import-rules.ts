import { BODY_TYPES_BY_MOBILITY, KINDS_BY_MOBILITY, type MobilityType, type VehicleKind } from '@/lib/vehicle/enums';
import { MAX_ALL_IN_SURCHARGE, type AllInItem } from '@/lib/vehicle/packages';

/**
 * Cross-field rules of a listing record: the checks a single field cannot make on its own.
 * Each problem names the field and says in Dutch what is wrong, for the import report.
 */
export interface RuleInput {
  mobilityType: MobilityType;
  kind: VehicleKind;
  condition: string;
  usageState: string;
  bodyType: string;
  year: number;
  month: number;
  modelYear: number | null;
  mileage: number;
  price: number;
  leasePricePerMonth: number | null;
  fuelTypes: string[];
  transmission: string | null;
  engineCapacity: number | null;
  powerKw: number | null;
  drivingLicence: string | null;
  frameHeight: number | null;
  frameMaterial: string | null;
  frameType: string | null;
  wheelSize: number | null;
  brakeType: string | null;
  driveType: string | null;
  batteryPosition: string | null;
  batteryCapacity: number | null;
  batteryType: string | null;
  motorBrand: string | null;
  bicycleGears: number | null;
  maximumMass: number | null;
  emptyMass: number | null;
  berths: number | null;
  bedLayout: string | null;
  kitchenLayout: string | null;
  seatingLayout: string | null;
  warrantyTypes: string[];
  certainties: string[];
  allInDeal: { price: number; items: readonly AllInItem[] } | null;
}

export interface RuleProblem {
  field: string;
  message: string;
}

const BICYCLE_FIELDS = ['frameHeight', 'frameMaterial', 'frameType', 'wheelSize', 'brakeType', 'driveType', 'batteryPosition', 'batteryCapacity', 'batteryType', 'motorBrand', 'bicycleGears'] as const;
const BATTERY_FIELDS = ['batteryPosition', 'batteryCapacity', 'batteryType', 'driveType'] as const;
const CAMPING_FIELDS = ['berths', 'bedLayout', 'kitchenLayout', 'seatingLayout'] as const;

export function checkListingRules(record: RuleInput, now: Date): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ field, message });
  const { mobilityType, kind } = record;

  if (!KINDS_BY_MOBILITY[mobilityType].includes(kind)) problem('kind', `${kind} hoort niet bij ${mobilityType}`);
  if (!(BODY_TYPES_BY_MOBILITY[mobilityType] as readonly string[]).includes(record.bodyType)) problem('bodyType', `${record.bodyType} hoort niet bij ${mobilityType}`);

  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (record.year > thisYear || (record.year === thisYear && record.month > thisMonth)) problem('year', 'bouwjaar en -maand liggen in de toekomst');
  if (record.modelYear !== null && (record.modelYear < record.year - 1 || record.modelYear > record.year + 1 || record.modelYear > thisYear + 1)) {
    problem('modelYear', 'modeljaar past niet bij het bouwjaar');
  }
  if (record.condition === 'nieuw' && record.usageState !== 'nieuw') problem('usageState', 'een nieuw voertuig is niet gebruikt');
  if (record.condition === 'nieuw' && record.mileage > 1000) problem('mileage', 'een nieuw voertuig heeft hooguit 1.000 km gereden');
  if (record.leasePricePerMonth !== null && record.leasePricePerMonth >= record.price) problem('leasePricePerMonth', 'leaseprijs per maand is niet lager dan de prijs');

  if (mobilityType === 'bicycle') {
    const electric = kind === 'ebike' || kind === 'highSpeedEbike';
    if (electric) {
      for (const field of BATTERY_FIELDS) if (record[field] === null) problem(field, 'is verplicht voor een elektrische fiets');
    } else {
      for (const field of [...BATTERY_FIELDS, 'motorBrand'] as const) if (record[field] !== null) problem(field, 'hoort niet bij een fiets zonder motor');
    }
    if (record.engineCapacity !== null || record.powerKw !== null) problem('engineCapacity', 'een fiets heeft geen motorinhoud of vermogen');
  } else {
    for (const field of BICYCLE_FIELDS) if (record[field] !== null) problem(field, 'hoort alleen bij een fiets');
  }

  if (mobilityType !== 'caramper') {
    for (const field of CAMPING_FIELDS) if (record[field] !== null) problem(field, 'hoort alleen bij een kampeervoertuig');
  } else if (kind === 'caravan' || kind === 'vouwwagen') {
    if (record.emptyMass === null) problem('emptyMass', 'is verplicht voor een caravan of vouwwagen');
    if (record.maximumMass === null) problem('maximumMass', 'is verplicht voor een caravan of vouwwagen');
    if (record.fuelTypes.length > 0 || record.powerKw !== null || record.engineCapacity !== null || record.transmission !== null) {
      problem('fuelTypes', 'een aanhanger heeft geen motor');
    }
  } else if (record.maximumMass === null) problem('maximumMass', 'is verplicht voor een camper');
  if (record.emptyMass !== null && record.maximumMass !== null && record.emptyMass > record.maximumMass) problem('emptyMass', 'ledig gewicht is hoger dan het maximaal toelaatbaar gewicht');

  if (mobilityType === 'car') {
    if (record.fuelTypes.length === 0) problem('fuelTypes', 'een auto heeft minstens één brandstof');
    if (record.transmission === null) problem('transmission', 'is verplicht voor een auto');
  }
  if (record.fuelTypes.length === 1 && record.fuelTypes[0] === 'elektriciteit' && record.engineCapacity !== null) problem('engineCapacity', 'een volledig elektrisch voertuig heeft geen motorinhoud');
  if (record.drivingLicence !== null && mobilityType !== 'motor') problem('drivingLicence', 'rijbewijscategorie hoort alleen bij een motor');

  const bovag = record.warrantyTypes.filter((type) => type.startsWith('bovag'));
  if (bovag.length > 1) problem('warrantyTypes', 'noemt meer dan één BOVAG Garantie');
  for (const months of ['6', '12', '24']) {
    const certainty = record.certainties.includes(`garantie${months}maanden`);
    const warranty = record.warrantyTypes.includes(`bovag${months}maanden`);
    if (certainty !== warranty) problem('certainties', `zekerheid en garantie van ${months} maanden BOVAG Garantie moeten samengaan`);
  }
  if (record.allInDeal) checkAllInDeal(record, record.allInDeal, problem);
  return problems;
}

const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** An all-in deal promises a price to drive away: it must add up and name only what fits this vehicle. */
function checkAllInDeal(record: RuleInput, deal: NonNullable<RuleInput['allInDeal']>, problem: (field: string, message: string) => void): void {
  if (deal.price < record.price) problem('allInDeal.price', 'de all-in prijs is lager dan de vraagprijs');
  else if (deal.price - record.price > MAX_ALL_IN_SURCHARGE) {
    problem('allInDeal.price', `de all-in prijs ligt meer dan ${euros.format(MAX_ALL_IN_SURCHARGE / 100)} boven de vraagprijs (staan de bedragen in centen?)`);
  }
  const electric = record.fuelTypes.includes('elektriciteit') || record.batteryCapacity !== null;
  const combustion = record.fuelTypes.some((fuel) => fuel !== 'elektriciteit');
  const registered = record.mobilityType !== 'bicycle' || record.kind === 'highSpeedEbike';
  const misfit: Record<AllInItem, string | null> = {
    rijklaarmaken: null,
    afleverbeurt: null,
    apk: record.mobilityType === 'car' || record.kind === 'camper' ? null : `een ${record.kind} is niet APK-plichtig`,
    leges: registered ? null : 'een fiets zonder kenteken kent geen leges',
    kentekenoverschrijving: registered ? null : 'een fiets zonder kenteken kent geen kentekenoverschrijving',
    kentekenplaten: registered ? null : 'een fiets zonder kenteken krijgt geen kentekenplaat',
    bovagGarantie: record.warrantyTypes.some((type) => type.startsWith('bovag')) ? null : 'de advertentie heeft geen BOVAG Garantie',
    gaskeuring: record.mobilityType === 'caramper' ? null : 'een gaskeuring hoort alleen bij een kampeervoertuig',
    vochtmeting: record.mobilityType === 'caramper' ? null : 'een vochtmeting hoort alleen bij een kampeervoertuig',
    volleTank: combustion ? null : 'een voertuig zonder brandstofmotor heeft geen tank',
    opgeladenAccu: electric ? null : 'een voertuig zonder elektrische aandrijving heeft geen accu om op te laden',
  };
  for (const item of deal.items) {
    const reason = misfit[item];
    if (reason) problem('allInDeal.items', `${item}: ${reason}`);
  }
}
