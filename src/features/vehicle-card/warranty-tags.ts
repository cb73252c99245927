/**
 * Warranty tags on a card, in the spec's order (§9): the 6, 12 and 24-month BOVAG Garantie first,
 * then the other warranties, then, for camping vehicles only, the maintenance tag (a recent BOVAG
 * service, the `onderhoudshistorie` certainty).
 */
import { MAINTENANCE_TAG, WARRANTY_TYPES, type MobilityType } from '@/lib/vehicle/enums';

export type WarrantyTag = { kind: 'warranty'; value: string } | { kind: 'maintenance'; value: typeof MAINTENANCE_TAG };

const RANK = new Map<string, number>(WARRANTY_TYPES.map((value, index) => [value, index]));

export function warrantyTags(mobilityType: MobilityType, warrantyTypes: readonly string[], certainties: readonly string[]): WarrantyTag[] {
  // Unknown codes go after the known ones (still before maintenance), in the order given.
  const known = [...new Set(warrantyTypes)].map((value, index) => ({ value, rank: RANK.get(value) ?? WARRANTY_TYPES.length + index }));
  const tags: WarrantyTag[] = known.sort((a, b) => a.rank - b.rank).map(({ value }) => ({ kind: 'warranty', value }));
  if (mobilityType === 'caramper' && certainties.includes('onderhoudshistorie')) tags.push({ kind: 'maintenance', value: MAINTENANCE_TAG });
  return tags;
}
