import { z } from 'zod';
import { MOBILITY_TYPES, type MobilityType } from '@/lib/vehicle/enums';
import { soortBySegment } from './quick-search-options';
import type { QuickSearch } from './quick-search-url';

/**
 * The query parameters of the quick-search form (GET /zoeken without JavaScript, and the live
 * count at /zoeken/aantal). Empty selects arrive as empty strings and mean "no filter".
 */
const SLUG_TEXT = '[a-z0-9]+(?:-[a-z0-9]+)*';
const SLUG = new RegExp(`^${SLUG_TEXT}$`);
const MODEL = new RegExp(`^${SLUG_TEXT}/${SLUG_TEXT}$`);
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const slug = z.preprocess(emptyToUndefined, z.string().max(80).regex(SLUG).optional());
const wholeNumber = (min: number, max: number) => z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).optional());

const paramsSchema = z.object({
  type: z.enum(MOBILITY_TYPES),
  soort: slug,
  merk: slug,
  /** "{merk}/{model}": without JavaScript the model list holds every brand's models. */
  model: z.preprocess(emptyToUndefined, z.string().max(161).regex(MODEL).optional()),
  prijs_tot: wholeNumber(1, 10_000_000),
  bouwjaar_vanaf: wholeNumber(1900, 2100),
});

export type QuickSearchParseResult = { ok: true; search: QuickSearch } | { ok: false; mobility: MobilityType | undefined };

export function parseQuickSearchParams(params: URLSearchParams): QuickSearchParseResult {
  const raw = Object.fromEntries(['type', 'soort', 'merk', 'model', 'prijs_tot', 'bouwjaar_vanaf'].map((key) => [key, params.get(key) ?? undefined]));
  const parsed = paramsSchema.safeParse(raw);
  if (!parsed.success) {
    const type = z.enum(MOBILITY_TYPES).safeParse(raw.type);
    return { ok: false, mobility: type.success ? type.data : undefined };
  }
  const { type, soort, merk, model, prijs_tot, bouwjaar_vanaf } = parsed.data;
  if (soort !== undefined && !soortBySegment(type, soort)) return { ok: false, mobility: type };

  const [modelBrand, modelSlug] = model ? model.split('/') : [];
  // The model choice belongs to one brand; it only counts when that is the chosen brand (or none was chosen).
  const brand = merk ?? modelBrand;
  const keepModel = modelBrand !== undefined && modelBrand === brand;
  return {
    ok: true,
    search: {
      mobility: type,
      ...(soort ? { soort } : {}),
      ...(brand ? { brand } : {}),
      ...(keepModel && modelSlug ? { model: modelSlug } : {}),
      ...(prijs_tot !== undefined ? { priceTo: prijs_tot } : {}),
      ...(bouwjaar_vanaf !== undefined ? { yearFrom: bouwjaar_vanaf } : {}),
    },
  };
}
