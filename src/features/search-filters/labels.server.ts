import 'server-only';
import type { TFunction } from 'i18next';
import { ENUM_FILTER_KEYS, FLAG_KEYS, RANGE_KEYS, type EnumFilterKey, type FlagKey } from '@/lib/search-request/fields';
import type { SearchRequest } from '@/lib/search-request/schema';
import { searchService } from '@/features/search/server';
import { getT } from '@/lib/i18n/server';
import type { MobilityTypeOrAll } from '@/lib/vehicle/enums';
import type { SearchFacets } from '@/search-engine/facets';
import type { ChipLabels } from './chips';
import type { FiltersCopy, OptionLabels } from './copy';
import { PANEL_FIELDS } from './panel-fields';
import { formatRangeValue } from './range-format';

/** vehicle.json keys of the enum labels where they differ from the filter's name. */
const VEHICLE_LABEL_KEY: Partial<Record<EnumFilterKey, string>> = { warrantyTypes: 'warrantyType', certainties: 'certainty', driveType: 'bicycleDriveType', accessories: 'accessory' };

function labelMap(tv: TFunction, key: string): Record<string, string> {
  const value: unknown = tv(key, { returnObjects: true });
  return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
}

export function enumLabels(tv: TFunction, key: EnumFilterKey): Record<string, string> {
  return labelMap(tv, VEHICLE_LABEL_KEY[key] ?? key);
}

/** The titles by translator and vehicle type: getT keeps one translator per namespace, and every chip label and suggestion asks. */
const titlesByTranslator = new WeakMap<TFunction, Map<MobilityTypeOrAll, Readonly<FiltersCopy['fields']>>>();

function fieldTitles(t: TFunction, mobilityType: MobilityTypeOrAll): Readonly<FiltersCopy['fields']> {
  let byType = titlesByTranslator.get(t);
  if (!byType) titlesByTranslator.set(t, (byType = new Map()));
  let fields = byType.get(mobilityType);
  if (!fields) byType.set(mobilityType, (fields = Object.freeze(titlesOf(t, mobilityType))));
  return fields;
}

function titlesOf(t: TFunction, mobilityType: MobilityTypeOrAll): FiltersCopy['fields'] {
  const fields: FiltersCopy['fields'] = {};
  for (const key of [...ENUM_FILTER_KEYS, ...RANGE_KEYS, 'brand', 'model', 'location', 'addedSince', 'flags'] as const) fields[key] = t(`field.${key}`);
  if (mobilityType === 'bicycle' || mobilityType === 'motor' || mobilityType === 'caramper') fields.bodyType = t(`bodyTypeLabel.${mobilityType}`);
  return fields;
}

const templates = (t: TFunction, key: string) => ({ zero: t(`${key}.zero`), one: t(`${key}.one`), other: t(`${key}.other`) });

/** The panel's copy for one mobility type: only the option labels its fields show. */
export async function filtersCopy(mobilityType: MobilityTypeOrAll): Promise<FiltersCopy> {
  const [t, tv] = await Promise.all([getT('filters'), getT('vehicle')]);
  const options: OptionLabels = { addedSince: labelMap(tv, 'addedSince'), radius: labelMap(tv, 'radius') };
  for (const field of PANEL_FIELDS[mobilityType]) if (field.type === 'enum') options[field.key] = enumLabels(tv, field.key);
  return {
    panel: {
      title: t('panel.title'),
      open: t('panel.open'),
      openActive: t('panel.openActive'),
      close: t('panel.close'),
      reset: t('panel.reset'),
      submit: templates(t, 'panel.submit'),
      submitPlain: t('panel.submitPlain'),
      counting: t('panel.counting'),
      countFailed: t('panel.countFailed'),
      selected: t('panel.selected'),
    },
    fields: fieldTitles(t, mobilityType),
    brand: { popular: t('brand.popular'), all: t('brand.all'), others: t('brand.others'), showAll: t('brand.showAll'), search: t('brand.search'), noMatch: t('brand.noMatch') },
    model: { pickBrand: t('model.pickBrand') },
    range: { from: t('range.from'), to: t('range.to'), anyFrom: t('range.anyFrom'), anyTo: t('range.anyTo') },
    location: {
      postalCode: t('location.postalCode'),
      placeholder: t('location.placeholder'),
      radius: t('location.radius'),
      anyRadius: t('location.anyRadius'),
      invalid: t('location.invalid'),
      apply: t('location.apply'),
    },
    addedSince: { any: t('addedSince.any') },
    flags: Object.fromEntries(FLAG_KEYS.map((key) => [key, t(`flags.${key}`)])) as Record<FlagKey, string>,
    options,
  };
}

/** A brand or model slug as a name when no facet knows it ("mercedes-benz" → "Mercedes-Benz"). */
function fromSlug(slug: string): string {
  return slug.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}

/** The dealers table's name of a dealer (cached in memory by the search service). */
async function dealerName(id: number): Promise<{ name: string } | null> {
  return (await searchService()).dealerName(id);
}

/** A facet echoes a selected slug no listing has with the slug as its label ("lada"): write it as a name. */
export function named(label: string | undefined, slug: string): string {
  return label && label !== slug ? label : fromSlug(slug);
}

/** Dutch chip labels; facets (when given) supply the brand and model names, the search service the dealer's. */
export async function chipLabels(request: SearchRequest, facets?: SearchFacets): Promise<ChipLabels> {
  const [t, tv, dealer] = await Promise.all([getT('filters'), getT('vehicle'), request.dealer === undefined ? null : dealerName(request.dealer)]);
  const brands = new Map(facets?.brand.map((brand) => [brand.value, brand.label]));
  const models = new Map(facets?.model.map((model) => [model.value, model.label]));
  const fields = fieldTitles(t, request.mobilityType);
  return {
    dealer: () => t('chip.dealer', { name: dealer?.name ?? '' }),
    brand: (slug) => named(brands.get(slug), slug),
    model: (slug) => named(models.get(slug), slug),
    enumValue: (key, value) => enumLabels(tv, key)[value] ?? value,
    range: (key, range) => {
      const field = fields[key] ?? key;
      const from = range.min === undefined ? undefined : formatRangeValue(key, range.min);
      const to = range.max === undefined ? undefined : formatRangeValue(key, range.max);
      if (from !== undefined && to !== undefined) return t('chip.rangeBetween', { field, from, to });
      return from !== undefined ? t('chip.rangeFrom', { field, from }) : t('chip.rangeTo', { field, to });
    },
    postalCode: (value) => t('chip.postalCode', { value }),
    radius: (value) => t('chip.radius', { value: tv(`radius.${value}`) }),
    addedSince: (value) => tv(`addedSince.${value}`),
    flag: (key) => t(`flags.${key}`),
    text: (value) => t('chip.text', { value }),
  };
}
