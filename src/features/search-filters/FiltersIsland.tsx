'use client';

import { lazy, Suspense, useLayoutEffect, useMemo, useOptimistic, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { SearchRequest } from '@/lib/search-request/schema';
import type { SearchFacets } from '@/search-engine/facets';
import { searchRequestToUrl as requestUrl } from '@/lib/search-request/url-writer';
import { countLabel } from './count-label';
import type { FiltersCopy, PopularBrand } from './copy';
import { FilterForm } from './FilterForm';
import { applyEarlyChanges, formChanges } from './early-changes';
import { keepFocus, restoreFocus } from './focus-keeper';
import { useSearchNavigation } from './SearchNavigationProvider';
import { HydrateOnIntent } from '@/lib/dom/HydrateOnIntent';
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

  // Ticks and choices made in the server's form before its code ran (issue 18) are applied as if
  // made a moment later: read back when the island hydrates, and again when the form itself does,
  // which can be later (it waits for intent, below). Each resulting search is asked for once.
  // The changes are read against what the form shows (`shown`), never the page's request: after a
  // change made elsewhere (the phone's sheet, a chip) the form shows the new request (issue 49).
  const readBackTo = useRef<string | null>(null);
  const readBack = () => {
    const form = sideFormElement();
    const changes = form ? formChanges(form) : [];
    if (changes.length === 0) return;
    const modelsOf = (brand: string) => facets.model.filter((model) => model.brand === brand).map((model) => model.value);
    const next = applyEarlyChanges(shown, changes, modelsOf);
    const url = requestUrl(next);
    if (url === requestUrl(shown) || url === readBackTo.current) return;
    readBackTo.current = url;
    apply(next);
  };

  // The stylesheet hides the plain form's submit button once this code runs. An attribute set here
  // rather than state read at the top: that would render the whole panel again after hydration.
  // A filter path is a new page: the panel mounts anew with it and takes the keyboard's place back.
  useLayoutEffect(() => {
    rootRef.current?.setAttribute('data-enhanced', '');
    restoreFocus();
    readBack();
    // Once, on hydration: later changes go through the controls' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The form (950 of /auto's 2,100 elements) is server HTML until the visitor reaches for it
  // (lib/dom/HydrateOnIntent): a pointer over it, a touch, focus. On a phone it sits behind the
  // sheet, which renders a form of its own, and need not hydrate at all (decision 039).
  // Made once per request, not at every render of the island: opening the sheet re-renders the
  // island, and new props for the form while it waits would make React render it on the spot.
  const sideForm = useMemo(
    () => (
      <HydrateOnIntent>
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
        <FormHydrated onHydrated={readBack} />
      </HydrateOnIntent>
    ),
    // `apply` and `readBack` read only the request and what never changes on this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, request, facets, copy, popular, total],
  );

  return (
    <div ref={rootRef} className={styles.root}>
      <FiltersOpenLink onOpen={() => setSheetOpen(true)}>
        <FilterIcon />
        {activeCount > 0 ? copy.panel.openActive.replace('{count}', String(activeCount)) : copy.panel.open}
      </FiltersOpenLink>
      <section id={PANEL_ID} className={styles.panel} aria-labelledby={`${PANEL_ID}-title`} data-covers-page="">
        <div className={styles.panelHeader}>
          <h2 id={`${PANEL_ID}-title`} className={styles.panelTitle}>
            {copy.panel.title}
          </h2>
          {/* Only seen without JavaScript, where the panel opens full screen through its anchor. */}
          <a href="#" className={styles.targetClose}>
            {copy.panel.close}
          </a>
        </div>
        {sideForm}
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

/** The side panel's form, by the panel's id: a layout effect runs before the refs of its parents are set. */
const sideFormElement = (): HTMLFormElement | null | undefined => document.getElementById(PANEL_ID)?.querySelector('form');

/**
 * Marks the form as live (`data-form-ready`, for tests and styles) in the commit that hydrates it,
 * and reads back a tick the hydrating click made: React hydrates a controlled checkbox inside the
 * click that woke it, with the browser's tick already in the page, and sees no change to report.
 * Only a hydration reads back. The form can also first render in the browser: on a phone, where it
 * never hydrated, a search applied from the sheet renders it anew with that search, and a select
 * React rendered differs from its server default without anyone having touched it (issue 49: the
 * sheet's brand and model were replaced by its price alone).
 */
function FormHydrated({ onHydrated }: { onHydrated(): void }) {
  // useEnhanced is false while hydrating and true in a browser render; kept from the first render.
  const enhanced = useEnhanced();
  const [hydrating] = useState(!enhanced);
  useLayoutEffect(() => {
    sideFormElement()?.setAttribute('data-form-ready', '');
    if (hydrating) onHydrated();
    // Once, when the form hydrates or first renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
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

