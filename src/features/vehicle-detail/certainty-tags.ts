/**
 * The certainty tags of a detail page, each with the key of its explanation: the warranties in
 * the spec's order (§9: 6, 12, 24-month BOVAG Garantie, then the others, then the maintenance
 * tag for camping vehicles), then the remaining certainties. A certainty that repeats a warranty
 * (garantieNmaanden) or the maintenance tag is not listed twice, and one the vehicle's type cannot
 * carry (an e-bike sent with the cars' 40-Puntencheck) not at all (lib/vehicle/certainties).
 */
import { applicableCertainties } from '@/lib/vehicle/certainties';
import { CERTAINTIES, MAINTENANCE_TAG, WARRANTY_TYPES, type MobilityType } from '@/lib/vehicle/enums';

export type CertaintyTag =
  | { kind: 'warranty'; value: string; label: string; explanation: string }
  | { kind: 'maintenance'; value: typeof MAINTENANCE_TAG; label: string; explanation: string }
  | { kind: 'certainty'; value: string; label: string; explanation: string };

const WARRANTY_RANK = new Map<string, number>(WARRANTY_TYPES.map((value, index) => [value, index]));
const CERTAINTY_RANK = new Map<string, number>(CERTAINTIES.map((value, index) => [value, index]));
const POINTS_CHECKS = new Set(['puntencheck30', 'puntencheck35', 'puntencheck40', 'puntencheck70']);

type Translate = (key: string) => string;

export function certaintyTags(mobilityType: MobilityType, warrantyTypes: readonly string[], certainties: readonly string[], t: Translate): CertaintyTag[] {
  const warranties = [...new Set(warrantyTypes)]
    .map((value, index) => ({ value, rank: WARRANTY_RANK.get(value) ?? WARRANTY_TYPES.length + index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ value }): CertaintyTag => ({ kind: 'warranty', value, label: t(`vehicle:warrantyType.${value}`), explanation: t(`certainty.warrantyExplanation.${value}`) }));
  const tags: CertaintyTag[] = [...warranties];
  const maintenance = mobilityType === 'caramper' && certainties.includes('onderhoudshistorie');
  if (maintenance) tags.push({ kind: 'maintenance', value: MAINTENANCE_TAG, label: t(`vehicle:maintenanceTag.${MAINTENANCE_TAG}`), explanation: t('certainty.maintenanceExplanation') });
  const hasBovagWarranty = warranties.some((tag) => tag.value.startsWith('bovag'));
  const rest = applicableCertainties(mobilityType, certainties)
    .filter((value) => CERTAINTY_RANK.has(value))
    .filter((value) => !(value.startsWith('garantie') && hasBovagWarranty))
    .filter((value) => !(value === 'onderhoudshistorie' && maintenance))
    .sort((a, b) => (POINTS_CHECKS.has(a) ? 0 : 1) - (POINTS_CHECKS.has(b) ? 0 : 1) || (CERTAINTY_RANK.get(a) ?? 0) - (CERTAINTY_RANK.get(b) ?? 0));
  for (const value of rest) tags.push({ kind: 'certainty', value, label: t(`vehicle:certainty.${value}`), explanation: t(`vehicle:certaintyExplanation.${value}`) });
  return tags;
}

/** The points check of a listing (30, 35, 40 or 70), or null. */
export function pointsCheck(certainties: readonly string[]): 30 | 35 | 40 | 70 | null {
  for (const points of [70, 40, 35, 30] as const) if (certainties.includes(`puntencheck${points}`)) return points;
  return null;
}

export const MAINTENANCE_CERTAINTIES = ['volledigOnderhouden', 'onderhoudshistorie', 'afleverbeurt'] as const;
