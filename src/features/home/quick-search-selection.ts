import type { MobilityType } from '@/lib/vehicle/enums';
import type { QuickSearch } from './quick-search-url';

/** The form's values as the selects hold them: strings, '' for "no choice". */
export interface QuickSearchSelection {
  soort: string;
  merk: string;
  /** "{brand slug}/{model slug}": one list can then hold every brand's models (no-JS form). */
  model: string;
  prijsTot: string;
  bouwjaarVanaf: string;
}

export const EMPTY_SELECTION: QuickSearchSelection = { soort: '', merk: '', model: '', prijsTot: '', bouwjaarVanaf: '' };

export function isEmptySelection(selection: QuickSearchSelection): boolean {
  return Object.values(selection).every((value) => value === '');
}

/** The same query the form sends to /zoeken without JavaScript; the live count asks with it too. */
export function selectionToParams(mobility: MobilityType, selection: QuickSearchSelection): URLSearchParams {
  const params = new URLSearchParams({ type: mobility });
  const entries: [string, string][] = [
    ['soort', selection.soort],
    ['merk', selection.merk],
    ['model', selection.model],
    ['prijs_tot', selection.prijsTot],
    ['bouwjaar_vanaf', selection.bouwjaarVanaf],
  ];
  for (const [key, value] of entries) if (value !== '') params.set(key, value);
  return params;
}

function positiveInteger(value: string): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/** What the selects say, as a quick search; a model of another brand than the chosen one is dropped. */
export function selectionToSearch(mobility: MobilityType, selection: QuickSearchSelection): QuickSearch {
  const [modelBrand, modelSlug] = selection.model.includes('/') ? selection.model.split('/') : [];
  const brand = selection.merk || modelBrand || '';
  const priceTo = positiveInteger(selection.prijsTot);
  const yearFrom = positiveInteger(selection.bouwjaarVanaf);
  return {
    mobility,
    ...(selection.soort ? { soort: selection.soort } : {}),
    ...(brand ? { brand } : {}),
    ...(modelSlug && modelBrand === brand ? { model: modelSlug } : {}),
    ...(priceTo !== undefined ? { priceTo } : {}),
    ...(yearFrom !== undefined ? { yearFrom } : {}),
  };
}

/**
 * The selection as the form's fields hold it. The DOM is the truth: a visitor may choose before
 * the page has hydrated, and a disabled model select sends nothing.
 */
export function selectionFromForm(data: { get(name: string): unknown }): QuickSearchSelection {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { soort: text('soort'), merk: text('merk'), model: text('model'), prijsTot: text('prijs_tot'), bouwjaarVanaf: text('bouwjaar_vanaf') };
}
