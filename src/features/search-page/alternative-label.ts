/**
 * The Dutch label of a relaxed search in the zero-results state: what it leaves out ("Zonder
 * merk Lada", "Zonder prijsfilter", "Zonder Rood") or how it widens ("Zoek binnen 100 km").
 */
import type { Translate } from '@/lib/i18n/translate';
import { ENUM_FILTER_KEYS } from '@/lib/search-request/fields';
import type { Labels } from '@/lib/search-request/result-subject';

/** The vehicle.json group of each enum filter (most share the field's name). */
const LABEL_GROUP: Record<string, string> = { warrantyTypes: 'warrantyType', certainties: 'certainty', driveType: 'bicycleDriveType', accessories: 'accessory' };
const ENUM_FIELDS = new Set<string>(ENUM_FILTER_KEYS);

export function alternativeLabel(relaxed: { field: string; value?: string }, labels: Labels, t: Translate): string {
  const { field, value } = relaxed;
  if (field === 'radius' && value) return t('zero.widerRadius', { radius: t(`vehicle:radius.${value}`) });
  if (field === 'dealer') return t('zero.allDealers');
  let what: string;
  if (field === 'brand' && value) what = t('zero.field.brand', { value: labels.brand(value) });
  else if (field === 'model' && value) what = t('zero.field.model', { value: labels.model(value) });
  else if (ENUM_FIELDS.has(field) && value) what = t(`vehicle:${LABEL_GROUP[field] ?? field}.${value}`);
  else what = t(`zero.field.${field}`, { defaultValue: t('zero.field.other', { value: value ?? field }) });
  return t('zero.without', { what });
}
