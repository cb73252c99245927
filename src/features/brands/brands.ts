import type { MobilityType } from '@/lib/vehicle/enums';

/**
 * The 33 makes with a brand mark (product §1). The marks in public/brands are our own typographic
 * badges in the make's colour; no real logo or emblem is reproduced.
 */
export interface BrandMarkInfo {
  slug: string;
  name: string;
  /** The slug the make has in search URLs (`/motoren/merk-honda` for honda-motorcycle). */
  searchSlug: string;
  mobilityTypes: readonly MobilityType[];
}

const car = ['car'] as const;
const bicycle = ['bicycle'] as const;
const motor = ['motor'] as const;
const camping = ['caramper'] as const;

export const BRAND_MARKS: readonly BrandMarkInfo[] = [
  { slug: 'adria', name: 'Adria', searchSlug: 'adria', mobilityTypes: camping },
  { slug: 'audi', name: 'Audi', searchSlug: 'audi', mobilityTypes: car },
  { slug: 'batavus', name: 'Batavus', searchSlug: 'batavus', mobilityTypes: bicycle },
  // BMW also builds motorcycles; one mark serves both lists.
  { slug: 'bmw', name: 'BMW', searchSlug: 'bmw', mobilityTypes: ['car', 'motor'] },
  { slug: 'burstner', name: 'Bürstner', searchSlug: 'burstner', mobilityTypes: camping },
  { slug: 'citroen', name: 'Citroën', searchSlug: 'citroen', mobilityTypes: car },
  { slug: 'cortina', name: 'Cortina', searchSlug: 'cortina', mobilityTypes: bicycle },
  { slug: 'dethleffs', name: 'Dethleffs', searchSlug: 'dethleffs', mobilityTypes: camping },
  { slug: 'eriba', name: 'Eriba', searchSlug: 'eriba', mobilityTypes: camping },
  { slug: 'fendt', name: 'Fendt', searchSlug: 'fendt', mobilityTypes: camping },
  { slug: 'ford', name: 'Ford', searchSlug: 'ford', mobilityTypes: car },
  { slug: 'gazelle', name: 'Gazelle', searchSlug: 'gazelle', mobilityTypes: bicycle },
  { slug: 'giant', name: 'Giant', searchSlug: 'giant', mobilityTypes: bicycle },
  { slug: 'harley-davidson', name: 'Harley-Davidson', searchSlug: 'harley-davidson', mobilityTypes: motor },
  { slug: 'hobby', name: 'Hobby', searchSlug: 'hobby', mobilityTypes: camping },
  { slug: 'honda', name: 'Honda', searchSlug: 'honda', mobilityTypes: car },
  { slug: 'honda-motorcycle', name: 'Honda', searchSlug: 'honda', mobilityTypes: motor },
  { slug: 'kawasaki', name: 'Kawasaki', searchSlug: 'kawasaki', mobilityTypes: motor },
  { slug: 'kia', name: 'Kia', searchSlug: 'kia', mobilityTypes: car },
  { slug: 'knaus', name: 'Knaus', searchSlug: 'knaus', mobilityTypes: camping },
  { slug: 'koga', name: 'Koga', searchSlug: 'koga', mobilityTypes: bicycle },
  { slug: 'mercedes-benz', name: 'Mercedes-Benz', searchSlug: 'mercedes-benz', mobilityTypes: car },
  { slug: 'nissan', name: 'Nissan', searchSlug: 'nissan', mobilityTypes: car },
  { slug: 'opel', name: 'Opel', searchSlug: 'opel', mobilityTypes: car },
  { slug: 'pegasus', name: 'Pegasus', searchSlug: 'pegasus', mobilityTypes: bicycle },
  { slug: 'peugeot', name: 'Peugeot', searchSlug: 'peugeot', mobilityTypes: car },
  { slug: 'renault', name: 'Renault', searchSlug: 'renault', mobilityTypes: car },
  { slug: 'specialized', name: 'Specialized', searchSlug: 'specialized', mobilityTypes: bicycle },
  // Suzuki builds cars and motorcycles; one mark serves both lists.
  { slug: 'suzuki', name: 'Suzuki', searchSlug: 'suzuki', mobilityTypes: ['car', 'motor'] },
  { slug: 'toyota', name: 'Toyota', searchSlug: 'toyota', mobilityTypes: car },
  { slug: 'volkswagen', name: 'Volkswagen', searchSlug: 'volkswagen', mobilityTypes: car },
  { slug: 'volvo', name: 'Volvo', searchSlug: 'volvo', mobilityTypes: car },
  { slug: 'yamaha', name: 'Yamaha', searchSlug: 'yamaha', mobilityTypes: motor },
];

export const BRAND_MARK_SIZE = { width: 160, height: 64 } as const;

export function brandMarkPath(slug: string): string {
  return `/brands/${slug}.svg`;
}

export function brandMarksFor(mobilityType: MobilityType): BrandMarkInfo[] {
  return BRAND_MARKS.filter((brand) => brand.mobilityTypes.includes(mobilityType));
}
