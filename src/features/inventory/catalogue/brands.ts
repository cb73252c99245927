import type { MobilityType } from '@/lib/vehicle/enums';
import { BICYCLE_BRANDS } from './bicycles';
import { CAMPER_BRANDS, CARAVAN_BRANDS, FOLDING_TRAILER_BRANDS } from './camping';
import { MORE_CAR_BRANDS } from './cars-more';
import { PREMIUM_CAR_BRANDS } from './cars-premium';
import { VOLUME_CAR_BRANDS } from './cars-volume';
import { MOTOR_BRANDS } from './motorcycles';

export const CAR_BRANDS = [...VOLUME_CAR_BRANDS, ...PREMIUM_CAR_BRANDS, ...MORE_CAR_BRANDS];

/** Product §1: the 33 makes that have a brand icon. */
export const BRAND_ICON_SLUGS = [
  'adria', 'audi', 'batavus', 'bmw', 'burstner', 'citroen', 'cortina', 'dethleffs', 'eriba', 'fendt', 'ford',
  'gazelle', 'giant', 'harley-davidson', 'hobby', 'honda', 'honda-motorcycle', 'kawasaki', 'kia', 'knaus', 'koga',
  'mercedes-benz', 'nissan', 'opel', 'pegasus', 'peugeot', 'renault', 'specialized', 'suzuki', 'toyota',
  'volkswagen', 'volvo', 'yamaha',
] as const;
export type BrandIconSlug = (typeof BRAND_ICON_SLUGS)[number];

/** The URL form of a make as the maker writes it: "Citroën" → citroen, "Riese & Müller" → riese-muller. */
export function brandSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The brand icon of a make on a mobility type; Honda's motorcycles have their own icon. */
export function brandIconSlug(name: string, mobilityType: MobilityType): BrandIconSlug | null {
  const slug = brandSlug(name);
  const candidate = slug === 'honda' && mobilityType === 'motor' ? 'honda-motorcycle' : slug;
  return (BRAND_ICON_SLUGS as readonly string[]).includes(candidate) ? (candidate as BrandIconSlug) : null;
}

export interface BrandEntry {
  name: string;
  slug: string;
  mobilityTypes: MobilityType[];
}

function collect(): BrandEntry[] {
  const byName = new Map<string, BrandEntry>();
  const add = (name: string, mobilityType: MobilityType) => {
    const entry = byName.get(name) ?? { name, slug: brandSlug(name), mobilityTypes: [] };
    if (!entry.mobilityTypes.includes(mobilityType)) entry.mobilityTypes.push(mobilityType);
    byName.set(name, entry);
  };
  for (const brand of CAR_BRANDS) add(brand.name, 'car');
  for (const brand of BICYCLE_BRANDS) add(brand.name, 'bicycle');
  for (const brand of MOTOR_BRANDS) add(brand.name, 'motor');
  for (const brand of [...CARAVAN_BRANDS, ...CAMPER_BRANDS, ...FOLDING_TRAILER_BRANDS]) add(brand.name, 'caramper');
  return [...byName.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Every make the demo inventory knows, with the mobility types it appears under. */
export const ALL_BRANDS: readonly BrandEntry[] = collect();
