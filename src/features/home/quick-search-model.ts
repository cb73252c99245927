/**
 * What the quick search shows, as plain data: each select's name, first option, state and
 * options, and the button's text and note from the live count. The views only render this.
 */
import { formatEuros } from '@/lib/format/number';
import type { QuickSearchField } from './quick-search-options';
import type { QuickSearchSelection } from './quick-search-selection';
import type { QuickSearchCopy, QuickSearchOption, QuickSearchProps } from './quick-search-types';
import { submitLabel } from './submit-label';

export interface QuickSearchSelectModel {
  field: QuickSearchField;
  /** The form field's name, as /zoeken reads it without JavaScript. */
  name: string;
  label: string;
  /** The first option, meaning "no choice". */
  placeholder: string;
  disabled: boolean;
  options: QuickSearchOption[];
  /** Options grouped under a heading (every brand's models, for the form without JavaScript). */
  groups: { key: string; label: string; options: QuickSearchOption[] }[];
}

export const FIELD_NAMES: Record<QuickSearchField, string> = {
  soort: 'soort',
  merk: 'merk',
  model: 'model',
  prijsTot: 'prijs_tot',
  bouwjaarVanaf: 'bouwjaar_vanaf',
};

type SelectData = Pick<QuickSearchProps, 'soorten' | 'brands' | 'models' | 'priceSteps' | 'years' | 'copy'>;

/** Without JavaScript every brand's models are listed, grouped by brand; with it, only the chosen brand's. */
export function selectModel(field: QuickSearchField, data: SelectData, selection: QuickSearchSelection, enhanced: boolean): QuickSearchSelectModel {
  const { copy } = data;
  const base = { field, name: FIELD_NAMES[field], label: copy.labels[field], disabled: false, groups: [] };
  switch (field) {
    case 'soort':
      return { ...base, placeholder: copy.soortAll, options: data.soorten };
    case 'merk':
      return { ...base, placeholder: copy.merkAll, options: data.brands };
    case 'model': {
      const waiting = enhanced && selection.merk === '';
      if (enhanced) return { ...base, placeholder: waiting ? copy.modelPickBrand : copy.modelAll, disabled: waiting, options: data.models[selection.merk] ?? [] };
      const groups = data.brands.map((brand) => ({ key: brand.value, label: brand.label, options: data.models[brand.value] ?? [] }));
      return { ...base, placeholder: copy.modelAll, options: [], groups };
    }
    case 'prijsTot':
      return { ...base, placeholder: copy.prijsAll, options: data.priceSteps.map((step) => ({ value: String(step), label: formatEuros(step) })) };
    case 'bouwjaarVanaf':
      return { ...base, placeholder: copy.bouwjaarAll, options: data.years.map((year) => ({ value: String(year), label: String(year) })) };
  }
}

/** The live count for one query: null when it could not be fetched. */
export interface LiveCount {
  key: string;
  count: number | null;
}

export interface SubmitModel {
  text: string;
  /** Busy until the count for the current choice is in. */
  busy: boolean;
  /** The line under the button: a failed count, or a choice that matches nothing. */
  note: string;
}

/**
 * The button shows the whole stock until something is chosen, then the count for the choice; while
 * that count is on its way it keeps the last figure, and a failed count falls back to the stock.
 */
export function submitModel(copy: QuickSearchCopy, total: number, key: string, empty: boolean, live: LiveCount | null): SubmitModel {
  const settled = empty || live?.key === key;
  const count = empty ? total : (live?.count ?? null);
  const failed = !empty && live?.key === key && live.count === null;
  const note = failed ? copy.countFailed : count === 0 && !empty ? copy.noMatches : '';
  return { text: submitLabel(copy.submit, count ?? total, !empty), busy: !settled, note };
}
