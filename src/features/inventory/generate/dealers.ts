import type { OpeningHoursEntry } from '@/db/schema';
import type { MobilityType } from '@/lib/vehicle/enums';
import { brandSlug } from '../catalogue/brands';
import { BUSINESS_STREETS, COMPASS, SURNAMES_GENERAL, SURNAMES_NORTH, SURNAMES_SOUTH, TOWN_STREETS } from '../data/names';
import { PLACES, regionOf, type Place } from '../data/places';
import type { DealerRecord } from '../import-schema';
import { createRandom, hashSeed, weightedTable, type Random } from '../random';
import { demoDealerServices } from './dealer-services';
import { demoTrackedPhone } from './tracked-phone';

export type DealerSpecialty = 'car' | 'bicycle' | 'motor' | 'caramper' | 'carCamping' | 'twoWheels';

export interface GeneratedDealer {
  record: DealerRecord;
  specialty: DealerSpecialty;
  mobilityTypes: MobilityType[];
  /** The make this dealer is an official dealer of, if any. */
  brandFocus: string | null;
  /** Relative stock size. */
  size: number;
}

export const DEFAULT_DEALER_COUNT = 400;

const SPECIALTIES: readonly (readonly [DealerSpecialty, number])[] = [
  ['car', 58],
  ['bicycle', 18],
  ['motor', 10],
  ['caramper', 8],
  ['carCamping', 3],
  ['twoWheels', 3],
];

const MOBILITY_OF: Record<DealerSpecialty, MobilityType[]> = {
  car: ['car'],
  bicycle: ['bicycle'],
  motor: ['motor'],
  caramper: ['caramper'],
  carCamping: ['car', 'caramper'],
  twoWheels: ['motor', 'bicycle'],
};

const CAR_FOCUS = ['Volkswagen', 'Kia', 'Peugeot', 'Toyota', 'Opel', 'Renault', 'Ford', 'Škoda', 'Hyundai', 'BMW', 'Audi', 'Mercedes-Benz', 'Volvo', 'Citroën', 'Nissan', 'Mazda', 'SEAT'];
const MOTOR_FOCUS = ['Yamaha', 'Kawasaki', 'Honda', 'BMW', 'Suzuki', 'Harley-Davidson', 'Ducati', 'KTM', 'Triumph'];
const CAMPING_FOCUS = ['Hobby', 'Knaus', 'Fendt', 'Adria', 'Dethleffs'];

/** Letters Dutch postal codes use (SA, SD and SS are never issued). */
const POSTAL_LETTERS = 'ABCDEGHJKLMNPRSTVWXZ'.split('');

const pickPlace = weightedTable(PLACES.map((place) => [place, place.population ** 0.92] as const));

function surname(random: Random, place: Place): string {
  const region = regionOf(place.province);
  if (region === 'north' && random.chance(0.55)) return random.pick(SURNAMES_NORTH);
  if (region === 'south' && random.chance(0.55)) return random.pick(SURNAMES_SOUTH);
  return random.pick(SURNAMES_GENERAL);
}

function dealerName(random: Random, specialty: DealerSpecialty, place: Place, brandFocus: string | null): string {
  const name = surname(random, place);
  const patterns: Record<DealerSpecialty, readonly string[]> = {
    car: brandFocus
      ? [`${name} ${brandFocus}`, `${brandFocus} ${name}`, `Autobedrijf ${name}`, `${brandFocus} ${place.name}`]
      : [`Autobedrijf ${name}`, `${name} Auto's`, `Garage ${name}`, `Autohandel ${name}`, `${name} Occasions`, `Autocentrum ${place.name}`, `${name} Mobiliteit`, `Autoservice ${name}`, `Autohuis ${place.name}`, `Auto ${name}`],
    bicycle: [`${name} Tweewielers`, `Rijwielhandel ${name}`, `${name} Fietsen`, `Fietsspecialist ${place.name}`, `Tweewielercentrum ${place.name}`, `${name} E-bikes & Fietsen`, `Fietshuis ${place.name}`],
    motor: brandFocus
      ? [`${name} Motoren`, `Motorhuis ${name}`, `${brandFocus} ${place.name}`, `Motorcentrum ${place.name}`]
      : [`Motorhuis ${name}`, `${name} Motoren`, `Motorcentrum ${place.name}`, `${name} Motorsport`, `Motorzaak ${name}`],
    caramper: [`Kampeercentrum ${random.pick(COMPASS)}`, `${name} Caravans`, `Caravancentrum ${place.name}`, `${name} Recreatie`, `Camperland ${place.name}`, `${name} Kampeer & Recreatie`, `Caravanbedrijf ${name}`],
    carCamping: [`${name} Auto & Caravan`, `Auto- en Caravanbedrijf ${name}`, `${name} Auto's en Campers`],
    twoWheels: [`${name} Tweewielers`, `Tweewielerbedrijf ${name}`, `${name} Fiets & Motor`],
  };
  return random.pick(patterns[specialty]);
}

function postalCode(random: Random, place: Place): string {
  const digits = random.int(place.postalFrom, place.postalTo);
  let letters = '';
  do letters = random.pick(POSTAL_LETTERS) + random.pick(POSTAL_LETTERS);
  while (letters === 'SA' || letters === 'SD' || letters === 'SS');
  return `${digits} ${letters}`;
}

function phoneNumber(random: Random, place: Place): string {
  if (random.chance(0.06)) return `06-${String(random.int(10_000_000, 99_999_999))}`;
  const subscriberDigits = 10 - place.areaCode.length;
  const first = random.int(2, 9);
  let rest = '';
  for (let i = 1; i < subscriberDigits; i++) rest += String(random.int(0, 9));
  return `${place.areaCode}-${first}${rest}`;
}

function openingHours(random: Random, specialty: DealerSpecialty): OpeningHoursEntry[] {
  const hours: OpeningHoursEntry[] = [];
  const bikeShop = specialty === 'bicycle' || specialty === 'twoWheels';
  const weekdayOpen = bikeShop ? random.pick(['09:00', '09:30']) : random.pick(['08:00', '08:30', '09:00']);
  const weekdayClose = random.pick(['17:30', '18:00', '18:00']);
  const eveningDay = random.chance(0.3) ? random.pick([3, 4]) : -1;
  for (let day = 0; day < 5; day++) {
    // Many bike shops open only in the afternoon on Monday.
    const open = bikeShop && day === 0 ? '13:00' : weekdayOpen;
    hours.push({ day, open, close: day === eveningDay ? '21:00' : weekdayClose });
  }
  hours.push({ day: 5, open: random.pick(['09:00', '10:00']), close: random.pick(['16:00', '17:00']) });
  const sundayOpen = specialty === 'caramper' || specialty === 'carCamping' ? 0.35 : 0.08;
  if (random.chance(sundayOpen)) hours.push({ day: 6, open: '11:00', close: '16:00' });
  return hours;
}

function domainOf(name: string): string {
  return brandSlug(name).replace(/-/g, '') + '.nl';
}

export function generateDealers(seed: number | string, count: number = DEFAULT_DEALER_COUNT): GeneratedDealer[] {
  const random = createRandom(hashSeed('dealers', seed));
  const pickSpecialty = weightedTable(SPECIALTIES);
  const dealers: GeneratedDealer[] = [];
  const names = new Set<string>();
  for (let n = 0; n < count; n++) {
    // The first dealers cover every specialty, so even a small demo has them all.
    const specialty = n < SPECIALTIES.length ? (SPECIALTIES[n]?.[0] ?? 'car') : pickSpecialty(random);
    const place = pickPlace(random);
    const focusList = specialty === 'car' ? CAR_FOCUS : specialty === 'motor' ? MOTOR_FOCUS : specialty === 'caramper' ? CAMPING_FOCUS : [];
    const brandFocus = focusList.length && random.chance(specialty === 'motor' ? 0.4 : 0.3) ? random.pick(focusList) : null;
    let name = dealerName(random, specialty, place, brandFocus);
    if (names.has(name)) name = `${name} ${place.name}`;
    if (names.has(name)) name = `${name} ${n}`;
    names.add(name);
    const domain = domainOf(name);
    const business = specialty !== 'bicycle' && specialty !== 'twoWheels';
    const lat = Math.round((place.lat + (random.next() - 0.5) * 0.016) * 1000) / 1000;
    const lon = Math.round((place.lon + (random.next() - 0.5) * 0.024) * 1000) / 1000;
    const record: DealerRecord = {
      externalId: `B${100_000 + n * 37}`,
      name,
      street: random.pick(business ? BUSINESS_STREETS : TOWN_STREETS),
      houseNumber: `${random.int(1, business ? 180 : 120)}${random.chance(0.06) ? random.pick(['a', 'b']) : ''}`,
      postalCode: postalCode(random, place),
      city: place.name,
      province: place.province,
      latitude: lat,
      longitude: lon,
      phone: phoneNumber(random, place),
      email: `${random.pick(['info', 'info', 'verkoop', 'contact'])}@${domain}`,
      website: random.chance(0.95) ? `https://www.${domain}` : null,
      callTrackingCode: random.chance(0.5) ? `AEN2100-${random.int(1000, 9999)}` : null,
      // From a stream of its own once the code is known (below): no draw of this stream moves.
      trackedPhone: null,
      reviewRating: Math.round((3.6 + 1.4 * random.next() ** 0.6) * 10) / 10,
      reviewCount: Math.max(3, Math.round(Math.exp(4 + random.normal() * 1.1))),
      openingHours: openingHours(random, specialty),
      services: demoDealerServices(seed, n, specialty),
    };
    record.trackedPhone = demoTrackedPhone(seed, n, record.callTrackingCode);
    const sizeBase = specialty === 'caramper' ? 1.3 : specialty === 'bicycle' ? 0.7 : 1;
    dealers.push({ record, specialty, mobilityTypes: MOBILITY_OF[specialty], brandFocus, size: sizeBase * Math.exp(random.normal() * 0.6) });
  }
  return dealers;
}
