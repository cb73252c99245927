import 'server-only';
import type { TFunction } from 'i18next';
import { chipLabels, type ChipLabels } from '@/features/search-filters/server';
import { getT } from '@/lib/i18n/server';
import type { EnumFilterKey, FlagKey, RangeKey } from '@/lib/search-request/fields';
import { ENUM_FILTER_KEYS, FLAG_KEYS, RANGE_KEYS } from '@/lib/search-request/fields';
import type { Range, SearchRequest } from '@/lib/search-request/schema';
import { radiusStepFor } from '@/lib/search-sentence/meaning';
import type { MappedWord } from '@/lib/search-sentence';
import type { MappedLabel } from './interpret-answer';

const isEnum = (field: string): field is EnumFilterKey => (ENUM_FILTER_KEYS as readonly string[]).includes(field);
const isRange = (field: string): field is RangeKey => (RANGE_KEYS as readonly string[]).includes(field);
const isFlag = (field: string): field is FlagKey => (FLAG_KEYS as readonly string[]).includes(field);

/** Each understood phrase named the way the result page's chips name its filter (filters.json, vehicle.json). */
export async function mappedLabels(request: SearchRequest): Promise<MappedLabel> {
  const [labels, tv] = await Promise.all([chipLabels(request), getT('vehicle')]);
  return (word) => labelOf(word, labels, tv);
}

function labelOf(word: MappedWord, labels: ChipLabels, tv: TFunction): string {
  const { field, value } = word;
  if (word.label) return word.label;
  if (field === 'mobilityType') return tv(`mobilityType.${String(value)}`);
  if (field === 'brand') return labels.brand(String(value));
  if (field === 'model') return labels.model(String(value));
  if (field === 'postalCode') return labels.postalCode(String(value));
  if (field === 'radius') return labels.radius(radiusStepFor(Number(value)));
  if (field === 'sort') return tv(`sortOrder.${String(value)}`);
  if (isFlag(field)) return labels.flag(field);
  if (isEnum(field)) return labels.enumValue(field, String(value));
  if (isRange(field)) return labels.range(field, value as Range);
  return String(value);
}
