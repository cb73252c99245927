import type { EnumFilterKey, FlagKey, RangeKey } from '@/lib/search-request/fields';
import type { CountTemplates } from './count-label';

/** Option labels the panel needs, per field: value → Dutch label. */
export type OptionLabels = Partial<Record<EnumFilterKey | 'addedSince' | 'radius', Record<string, string>>>;

/**
 * The filter panel's Dutch copy, translated on the server (decision 006: no i18next in the
 * browser). Templates hold "{count}" or "{query}", filled in the browser.
 */
export interface FiltersCopy {
  panel: {
    title: string;
    open: string;
    /** "Filters ({count})". */
    openActive: string;
    close: string;
    reset: string;
    submit: CountTemplates;
    submitPlain: string;
    counting: string;
    countFailed: string;
    /** "{count} gekozen". */
    selected: string;
  };
  fields: Partial<Record<EnumFilterKey | RangeKey | 'brand' | 'model' | 'location' | 'addedSince' | 'flags', string>>;
  brand: { popular: string; all: string; others: string; showAll: string; search: string; noMatch: string };
  model: { pickBrand: string };
  range: { from: string; to: string; anyFrom: string; anyTo: string };
  location: { postalCode: string; placeholder: string; radius: string; anyRadius: string; invalid: string; apply: string };
  addedSince: { any: string };
  flags: Record<FlagKey, string>;
  options: OptionLabels;
}

export type { PopularBrand } from './popular-brands';
