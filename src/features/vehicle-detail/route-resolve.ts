/**
 * Which listing a detail path names, and whether the path is its canonical one (product §2, §5):
 * `/{type}/aanbod/{slug}-{code}`. The code alone identifies the listing; the type segment and the
 * words before the code follow the listing's current mobility type and title.
 */
import { isValidListingCode, LISTING_CODE_LENGTH } from '@/features/inventory';
import { detailPath } from '@/features/search';
import { DETAIL_PATH_TYPE, type MobilityType } from '@/lib/vehicle/enums';

export type DetailPathType = (typeof DETAIL_PATH_TYPE)[MobilityType];

/** The listing code at the end of a friendly URI part, or null when the part does not end in one. */
export function codeFromSlug(slug: string): string | null {
  const code = slug.slice(-LISTING_CODE_LENGTH);
  if (!isValidListingCode(code)) return null;
  const rest = slug.slice(0, -LISTING_CODE_LENGTH);
  // Either the bare code, or words ending in a dash before it ("volkswagen-golf-ab12cd3").
  if (rest !== '' && !rest.endsWith('-')) return null;
  return code;
}

export type CanonicalCheck = { kind: 'canonical' } | { kind: 'redirect'; location: string };

/**
 * Compares the requested path with the listing's canonical path; a redirect keeps the query
 * (the search context of previous/next) so walking a result list survives a renamed listing.
 */
export function canonicalCheck(
  requested: { type: DetailPathType; slug: string; query?: string },
  listing: { mobilityType: MobilityType; title: string; code: string },
): CanonicalCheck {
  const canonical = detailPath(listing.mobilityType, listing.title, listing.code);
  if (`/${requested.type}/aanbod/${requested.slug}` === canonical) return { kind: 'canonical' };
  const query = requested.query ? (requested.query.startsWith('?') ? requested.query : `?${requested.query}`) : '';
  return { kind: 'redirect', location: `${canonical}${query === '?' ? '' : query}` };
}
