'use client';

import { lazy, Suspense, useLayoutEffect, useOptimistic, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { SearchRequest } from '@/lib/search-request/schema';
import type { SearchFacets } from '@/search-engine/facets';
import { searchRequestToUrl as requestUrl } from '@/lib/search-request/url-writer';
import { countLabel } from './count-label';
import type { FiltersCopy, PopularBrand } from './copy';
import { FilterForm } from './FilterForm';
import { applyEarlyChanges, formChanges } from './early-changes';
import { keepFocus, restoreFocus } from './focus-keeper';
import { useSearchNavigation } from './SearchNavigationProvider';
import { useEnhanced } from '@/lib/dom/use-enhanced';
import styles from './filters.module.css';

// The sheet's code waits until a phone visitor opens it (FilterSheet.tsx).
const FilterSheet = lazy(() => import('./FilterSheet').then((module) => ({ default: module.FilterSheet })));

export interface FiltersIslandProps {
  request: SearchRequest;
  facets: SearchFacets;
  total: number;
  copy: FiltersCopy;
  popular: readonly PopularBrand[];
  /** Active filter values, for the "Filters (3)" button. */
  activeCount: number;
}

const PANEL_ID = 'filterpaneel';

/**
 * The filters: a side column from 960 px where every change navigates at once, and below it a
 * "Filters" button opening a full-screen sheet where changes are staged until "Toon N
 * resultaten". Without JavaScript the button is a link to the same panel, shown full screen
 * by :target, and the panel is a plain form.
 */
export function FiltersIsland({ request, facets, total, copy, popular, activeCount }: FiltersIslandProps) {
  const { navigate } = useSearchNavigation();
  const [shown, setShown] = useOptimistic(request);
  const [sheetOpen, setSheetOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  const apply = (next: SearchRequest) => {
    keepFocus();
    navigate(requestUrl(next), () => setShown(next));
  };

  // The stylesheet hides the plain form's submit button once this code runs. An attribute set here
  // rather than state read at the top: that would render the whole panel again after hydration.
  // Ticks and choices made in the server's form before this code arrived are applied now (issue 18),
  // in the commit that hydrates the panel, before anything can render the controls back.
  // A filter path is a new page: the panel mounts anew with it and takes the keyboard's place back.
  useLayoutEffect(() => {
    const root = rootRef.current;
    root?.setAttribute('data-enhanced', '');
    restoreFocus();
    const form = root?.querySelector('form');
    const changes = form ? formChanges(form) : [];
    if (changes.length === 0) return;
    const modelsOf = (brand: string) => facets.model.filter((model) => model.brand === brand).map((model) => model.value);
    const next = applyEarlyChanges(request, changes, modelsOf);
    if (requestUrl(next) !== requestUrl(request)) apply(next);
    // Once, on hydration: later changes go through the controls' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={rootRef} className={styles.root}>
      <FiltersOpenLink onOpen={() => setSheetOpen(true)}>
        <FilterIcon />
        {activeCount > 0 ? copy.panel.openActive.replace('{count}', String(activeCount)) : copy.panel.open}
      </FiltersOpenLink>
      <section id={PANEL_ID} className={styles.panel} aria-labelledby={`${PANEL_ID}-title`}>
        <div className={styles.panelHeader}>
          <h2 id={`${PANEL_ID}-title`} className={styles.panelTitle}>
            {copy.panel.title}
          </h2>
          {/* Only seen without JavaScript, where the panel opens full screen through its anchor. */}
          <a href="#" className={styles.targetClose}>
            {copy.panel.close}
          </a>
        </div>
        <FilterForm
          idPrefix="fp"
          request={shown}
          facets={facets}
          copy={copy}
          popular={popular}
          onChange={apply}
          onSubmit={() => apply(shown)}
          footer={
            <div className={styles.panelFooter}>
              <button type="submit" className={styles.submit}>
                <span className="tabular">{countLabel(copy.panel.submit, total)}</span>
              </button>
            </div>
          }
        />
      </section>
      {sheetOpen && (
        <Suspense fallback={null}>
          <FilterSheet
            request={request}
            facets={facets}
            total={total}
            copy={copy}
            popular={popular}
            onClose={() => setSheetOpen(false)}
            onApply={(next) => {
              if (requestUrl(next) !== requestUrl(request)) apply(next);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The phone's Filters button: without JavaScript a link to the panel (shown full screen by
 * :target); with it, a button opening the sheet.
 */
function FiltersOpenLink({ onOpen, children }: { onOpen(): void; children: ReactNode }) {
  const enhanced = useEnhanced();
  const open = (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpen();
  };
  return (
    <a
      id={`${PANEL_ID}-open`}
      href={`#${PANEL_ID}`}
      className={styles.openButton}
      onClick={enhanced ? open : undefined}
      role={enhanced ? 'button' : undefined}
      aria-haspopup={enhanced ? 'dialog' : undefined}
      onKeyDown={(event) => {
        // A link acting as a button answers the space bar too.
        if (enhanced && event.key === ' ') open(event);
      }}
    >
      {children}
    </a>
  );
}


function FilterIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 5h18M6 12h12M10 19h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

