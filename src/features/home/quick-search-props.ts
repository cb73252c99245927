import type { TFunction } from 'i18next';
import { getT } from '@/lib/i18n/server';
import { formatInteger } from '@/lib/format/number';
import type { PopularBrand } from './popular-brands';
import { PRICE_STEPS, QUICK_SEARCH_FIELDS, SOORT_OPTIONS, yearSteps } from './quick-search-options';
import type { QuickSearchCopy, QuickSearchOption, QuickSearchProps } from './quick-search-types';
import type { HomeStats } from './stats-model';

function optionLabel(t: TFunction, label: string, count: number | null): string {
  return count === null ? label : t('quickSearch.optionCount', { label, formatted: formatInteger(count) });
}

function copyFor(t: TFunction, mobility: HomeStats['mobility']): QuickSearchCopy {
  // The button's templates keep "{count}" for the browser to fill in with the live figure.
  const submit = (form: 'zero' | 'one' | 'other') => t(`quickSearch.submit_${mobility}_${form}`, { formatted: '{count}' });
  return {
    title: t('quickSearch.title'),
    labels: {
      soort: t('quickSearch.soort'),
      merk: t('quickSearch.merk'),
      model: t('quickSearch.model'),
      prijsTot: t('quickSearch.prijsTot'),
      bouwjaarVanaf: t('quickSearch.bouwjaarVanaf'),
    },
    soortAll: t('quickSearch.soortAll'),
    merkAll: t('quickSearch.merkAll'),
    modelAll: t('quickSearch.modelAll'),
    modelPickBrand: t('quickSearch.modelPickBrand'),
    prijsAll: t('quickSearch.prijsAll'),
    bouwjaarAll: t('quickSearch.bouwjaarAll'),
    submit: { zero: submit('zero'), one: submit('one'), other: submit('other') },
    noMatches: t('quickSearch.noMatches'),
    countFailed: t('quickSearch.countFailed'),
  };
}

/**
 * The quick search's choices from the live figures. Without any stock (a fresh install) every
 * choice is still offered, without counts, so the form never shows up empty.
 */
export async function quickSearchProps(stats: HomeStats, popularBrands: readonly PopularBrand[], currentYear: number): Promise<QuickSearchProps> {
  const t = await getT('home');
  const { mobility } = stats;
  const fields = QUICK_SEARCH_FIELDS[mobility];
  const hasStock = stats.total > 0;

  const soorten: QuickSearchOption[] = SOORT_OPTIONS[mobility]
    .map((option) => ({
      option,
      count: (option.field === 'kind' ? stats.kinds[option.code] : stats.bodyTypes[option.code]) ?? 0,
    }))
    .filter(({ count }) => !hasStock || count > 0)
    .map(({ option, count }) => ({ value: option.segment, label: optionLabel(t, t(`soort.${option.code}`), hasStock ? count : null) }));

  const brands: QuickSearchOption[] = hasStock
    ? stats.brands.map((brand) => ({ value: brand.slug, label: optionLabel(t, brand.name, brand.count) }))
    : popularBrands.map((brand) => ({ value: brand.searchSlug, label: brand.name }));

  const models: Record<string, QuickSearchOption[]> = {};
  if (fields.includes('model')) {
    for (const [brandSlug, list] of Object.entries(stats.models)) {
      models[brandSlug] = list.map((model) => ({ value: `${brandSlug}/${model.slug}`, label: optionLabel(t, model.name, model.count) }));
    }
  }

  return {
    mobility,
    fields,
    soorten,
    brands,
    models,
    priceSteps: PRICE_STEPS[mobility],
    years: fields.includes('bouwjaarVanaf') ? yearSteps(currentYear) : [],
    total: stats.total,
    copy: copyFor(t, mobility),
  };
}
