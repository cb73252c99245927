/**
 * Themed landing pages of the menu (product §2). Body-type and kind landings (`/auto/hatchback`,
 * `/fietsen/voertuigsoort-elektrische-fiets`) are plain URLs of the codec and need nothing here
 * but their copy. The others are named filter combinations that render at their own URL
 * (`/auto/stadsauto`) with their own title, intro and SEO text (search.json `landing.{slug}`).
 * See docs/decisions/010-search-landings.md.
 */
import { normaliseSearchRequest, type SearchRequest, type SearchRequestInput } from '@/lib/search-request/schema';
import { LIST_ROOT, type MobilityType } from '@/lib/vehicle/enums';

export interface ThemedLanding {
  slug: string;
  mobilityType: MobilityType;
  /** The filters, given the current calendar year (a youngtimer is 15 to 30 years old). */
  filters: (year: number) => Omit<SearchRequestInput, 'mobilityType' | 'page' | 'sort'>;
}

export const THEMED_LANDINGS: readonly ThemedLanding[] = [
  // Small and light: a hatchback with a small engine is what Dutch buyers mean by a city car. Power in
  // pk on the bands of product §9 (decision 037): 100 pk is the 74 kW the landing had before.
  { slug: 'stadsauto', mobilityType: 'car', filters: () => ({ bodyType: ['hatchback'], powerPk: { max: 100 } }) },
  { slug: 'gezinsauto', mobilityType: 'car', filters: () => ({ bodyType: ['stationwagen', 'suvTerreinwagen', 'mpv'] }) },
  { slug: 'hoge-instap-auto', mobilityType: 'car', filters: () => ({ bodyType: ['suvTerreinwagen', 'mpv'] }) },
  { slug: 'zuinige-auto', mobilityType: 'car', filters: () => ({ energyLabel: ['a', 'b'] }) },
  // Towing weight is not a filter; body and power are the proxy (see the decision).
  { slug: 'caravantrekker', mobilityType: 'car', filters: () => ({ bodyType: ['stationwagen', 'suvTerreinwagen'], powerPk: { min: 125 } }) },
  { slug: 'youngtimer', mobilityType: 'car', filters: (year) => ({ buildYear: { min: year - 30, max: year - 15 } }) },
  { slug: 'beginnersauto', mobilityType: 'car', filters: () => ({ price: { max: 10_000 }, powerPk: { max: 110 } }) },
  { slug: 'alles-over-elektrisch-rijden', mobilityType: 'car', filters: () => ({ fuel: ['elektriciteit'] }) },
  { slug: 'alles-over-hybride-rijden', mobilityType: 'car', filters: () => ({ fuel: ['hybride'] }) },
];

const BY_PATH = new Map(THEMED_LANDINGS.map((landing) => [landingPath(landing), landing]));

export function landingPath(landing: ThemedLanding): string {
  return `${LIST_ROOT[landing.mobilityType]}/${landing.slug}`;
}

/** The landing at `/{root}/{slug}` (already lowercased), if there is one. */
export function findLanding(path: string): ThemedLanding | undefined {
  return BY_PATH.get(path);
}

export function landingRequest(landing: ThemedLanding, year: number, page = 1): SearchRequest {
  return normaliseSearchRequest({ ...landing.filters(year), mobilityType: landing.mobilityType, page });
}

/** The URL of a page of a landing: the landing path, with ?page= beyond page 1. */
export function landingUrl(landing: ThemedLanding, page: number): string {
  return page > 1 ? `${landingPath(landing)}?page=${page}` : landingPath(landing);
}

/**
 * Menu landings that are plain codec paths (product §2), listed so that the sitemap and the tests
 * know them. `/kamperen/caravan` and `/kamperen/voertuigsoort-caravan` are both in the menu: the
 * first is the body type, the second the kind.
 */
export const MENU_FILTER_LANDINGS: readonly SearchRequestInput[] = [
  ...(['hatchback', 'suvTerreinwagen', 'sedan', 'mpv', 'cabriolet'] as const).map((bodyType) => ({ mobilityType: 'car' as const, bodyType })),
  ...(['stadsfiets', 'bakfiets', 'mountainbike', 'hybrideFiets'] as const).map((bodyType) => ({ mobilityType: 'bicycle' as const, bodyType })),
  ...(['ebike', 'highSpeedEbike'] as const).map((kind) => ({ mobilityType: 'bicycle' as const, kind })),
  ...(['allroad', 'chopper', 'naked', 'tourer', 'motorscooter'] as const).map((bodyType) => ({ mobilityType: 'motor' as const, bodyType })),
  ...(['caravan', 'camper', 'vouwwagen'] as const).map((kind) => ({ mobilityType: 'caramper' as const, kind })),
  ...(['integraal', 'halfintegraal', 'busmodel', 'caravan', 'vouwwagen'] as const).map((bodyType) => ({ mobilityType: 'caramper' as const, bodyType })),
  ...(['car', 'bicycle', 'motor', 'caramper'] as const).map((mobilityType) => ({ mobilityType, onlineToFinance: true })),
];
