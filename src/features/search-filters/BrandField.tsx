'use client';

import { useState } from 'react';
import { stripAccents } from '@/lib/search-request/slug';
import type { PopularBrand } from './copy';
import type { FieldProps } from './field-props';
import { FilterSection } from './FilterSection';
import { OptionRow } from './OptionRow';
import { toggleSlug } from './request-edit';
import { useEnhanced } from '@/lib/dom/use-enhanced';
import styles from './filters.module.css';

const fold = (value: string) => stripAccents(value.toLowerCase());

/**
 * Brands in two groups: "Populair" (most listings, with their marks) and the rest A–Z. Each
 * brand has one checkbox, so the form also works without JavaScript; with it, a search box
 * narrows both groups.
 */
export function BrandField({
  idPrefix,
  request,
  facets,
  copy,
  popular,
  onChange,
}: FieldProps & { idPrefix: string; popular: readonly PopularBrand[] }) {
  const [query, setQuery] = useState('');
  if (facets.brand.length === 0) return null;
  const byValue = new Map(facets.brand.map((brand) => [brand.value, brand]));
  const popularValues = new Set(popular.map((brand) => brand.value).filter((value) => byValue.has(value)));
  const others = facets.brand.filter((brand) => !popularValues.has(brand.value)).sort((a, b) => a.label.localeCompare(b.label, 'nl'));
  const needle = fold(query.trim());
  const matches = (label: string) => needle === '' || fold(label).includes(needle);
  const modelsOf = (brand: string) => facets.model.filter((model) => model.brand === brand).map((model) => model.value);
  const row = (value: string, mark: string | null = null) => {
    const brand = byValue.get(value);
    if (!brand || !matches(brand.label)) return null;
    return (
      <OptionRow
        key={value}
        name="brand"
        value={value}
        label={brand.label}
        count={brand.count}
        mark={mark}
        checked={request.brand.includes(value)}
        onChange={() => onChange(toggleSlug(request, 'brand', value, modelsOf(value)))}
      />
    );
  };
  const popularRows = popular.map((brand) => row(brand.value, brand.mark)).filter(Boolean);
  const otherRows = others.map((brand) => row(brand.value)).filter(Boolean);
  const searchId = `${idPrefix}-brand-search`;

  return (
    <FilterSection id="brand" title={copy.fields.brand ?? ''} selectedCount={request.brand.length} open copy={copy}>
      <BrandSearch id={searchId} label={copy.brand.search} query={query} onQuery={setQuery} />
      {popularRows.length > 0 && (
        <div role="group" aria-labelledby={`${idPrefix}-brand-popular`} className={styles.group}>
          <p id={`${idPrefix}-brand-popular`} className={styles.groupTitle}>
            {copy.brand.popular}
          </p>
          {popularRows}
        </div>
      )}
      {otherRows.length > 0 && (
        <div role="group" aria-labelledby={`${idPrefix}-brand-all`} className={styles.group}>
          <p id={`${idPrefix}-brand-all`} className={popularRows.length > 0 ? styles.groupTitle : 'visually-hidden'}>
            {copy.brand.all}
          </p>
          <div className={styles.scrollList}>{otherRows}</div>
        </div>
      )}
      {popularRows.length + otherRows.length === 0 && (
        <p className={styles.hint} role="status">
          {copy.brand.noMatch.replace('{query}', query.trim())}
        </p>
      )}
    </FilterSection>
  );
}

/** The search box over the brands: it needs this code, so it is left out of the plain form. */
function BrandSearch({ id, label, query, onQuery }: { id: string; label: string; query: string; onQuery(query: string): void }) {
  const enhanced = useEnhanced();
  if (!enhanced) return null;
  return (
    <div className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={styles.textInput}
        placeholder={label}
        value={query}
        autoComplete="off"
        onChange={(event) => onQuery(event.target.value)}
      />
    </div>
  );
}
