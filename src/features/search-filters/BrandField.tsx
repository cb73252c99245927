'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import type { PopularBrand } from './copy';
import type { FieldProps } from './field-props';
import { FilterSection } from './FilterSection';
import { OptionRow } from './OptionRow';
import { brandRows, foldName, type BrandRow } from './popular-brands';
import { toggleSlug } from './request-edit';
import styles from './filters.module.css';

/**
 * Brands in two groups: "Populair" (the type's makes with most listings, with their marks, in a
 * fixed order) and the rest A–Z behind "Toon alle merken", so the keyboard reaches the next filter
 * after a handful of Tabs instead of one per make (issue 18). Each brand has one checkbox, so the
 * form also works without JavaScript (<details> opens by itself); with it, a search box narrows
 * both groups and opens the rest.
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
  const rows = brandRows(facets.brand, popular);
  // A ticked make of the rest stays in sight: the list opens on it.
  const [othersOpen, setOthersOpen] = useState(() => rows.others.some((brand) => request.brand.includes(brand.value)));
  if (facets.brand.length === 0 && popular.length === 0) return null;
  const needle = foldName(query.trim());
  const matches = (label: string) => needle === '' || foldName(label).includes(needle);
  const modelsOf = (brand: string) => facets.model.filter((model) => model.brand === brand).map((model) => model.value);
  const row = (brand: BrandRow) =>
    matches(brand.label) ? (
      <OptionRow
        key={brand.value}
        name="brand"
        value={brand.value}
        label={brand.label}
        count={brand.count}
        mark={brand.mark}
        checked={request.brand.includes(brand.value)}
        onChange={() => onChange(toggleSlug(request, 'brand', brand.value, modelsOf(brand.value)))}
      />
    ) : null;
  const popularRows = rows.popular.map(row).filter(Boolean);
  const otherRows = rows.others.map(row).filter(Boolean);
  const allId = `${idPrefix}-brand-all`;
  const othersGroup = (
    <div role="group" aria-labelledby={allId} className={styles.group}>
      <p id={allId} className={popular.length > 0 ? 'visually-hidden' : styles.groupTitle}>
        {copy.brand.all}
      </p>
      <div className={styles.scrollList}>{otherRows}</div>
    </div>
  );

  return (
    <FilterSection id="brand" title={copy.fields.brand ?? ''} selectedCount={request.brand.length} open copy={copy}>
      <BrandSearch id={`${idPrefix}-brand-search`} label={copy.brand.search} query={query} onQuery={setQuery} />
      {popularRows.length > 0 && (
        <div role="group" aria-labelledby={`${idPrefix}-brand-popular`} className={styles.group}>
          <p id={`${idPrefix}-brand-popular`} className={styles.groupTitle}>
            {copy.brand.popular}
          </p>
          {popularRows}
        </div>
      )}
      {otherRows.length > 0 &&
        (popular.length > 0 ? (
          <details className={styles.moreBrands} open={othersOpen || needle !== ''} onToggle={(event) => setOthersOpen(event.currentTarget.open)}>
            <summary className={styles.moreSummary}>{copy.brand.showAll}</summary>
            {othersGroup}
          </details>
        ) : (
          othersGroup
        ))}
      {popularRows.length + otherRows.length === 0 && (
        <p className={styles.hint} role="status">
          {copy.brand.noMatch.replace('{query}', query.trim())}
        </p>
      )}
    </FilterSection>
  );
}

/**
 * The search box over the brands. It needs this code, but it is in the server's HTML all the same:
 * appearing at hydration it pushed every section below it 44 px down, under a pointer already on
 * its way to one (the first tap lost, issue 18). Without scripting the stylesheet hides it. What
 * was typed before the code ran is taken over on hydration.
 */
function BrandSearch({ id, label, query, onQuery }: { id: string; label: string; query: string; onQuery(query: string): void }) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = ref.current?.value ?? '';
    if (typed !== '') onQuery(typed);
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={ref}
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
