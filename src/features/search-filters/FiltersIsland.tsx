'use client';

import { useEffect, useOptimistic, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { SearchRequest } from '@/lib/search-request/schema';
import type { SearchFacets } from '@/search-engine/facets';
import { lockPageScroll } from '@/lib/dom/scroll-lock';
import { useFeatureFlags } from '@/lib/flags/FlagsProvider';
import { searchRequestToUrl as requestUrl } from '@/lib/search-request/url-writer';
import { countLabel } from './count-label';
import type { FiltersCopy, PopularBrand } from './copy';
import { FilterForm } from './FilterForm';
import { clearFilters } from './request-edit';
import { useSearchNavigation } from './SearchNavigationProvider';
import { useEnhanced } from '@/lib/dom/use-enhanced';
import { useLiveFacets } from './use-live-facets';
import styles from './filters.module.css';

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

  // The stylesheet hides the plain form's submit button once this code runs. An attribute set here
  // rather than state read at the top: that would render the whole panel again after hydration.
  useEffect(() => {
    rootRef.current?.setAttribute('data-enhanced', '');
  }, []);

  const apply = (next: SearchRequest) => navigate(requestUrl(next), () => setShown(next));

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

function FilterSheet({
  request,
  facets,
  total,
  copy,
  popular,
  onClose,
  onApply,
}: Omit<FiltersIslandProps, 'activeCount'> & { onClose(): void; onApply(next: SearchRequest): void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [staged, setStaged] = useState(request);
  const live = useLiveFacets(staged, { key: requestUrl({ ...request, page: 1 }), total, facets });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return lockPageScroll();
  }, []);

  // Closing through the dialog (not by unmounting it) lets the browser return focus to the Filters button.
  const close = () => dialogRef.current?.close();

  // Feature flag 060: variant b leaves the count out of the sticky button.
  const countInButton = useFeatureFlags()['060'] === 'a';
  const buttonText =
    countInButton && live.status === 'ready' && live.total !== null ? countLabel(copy.panel.submit, live.total) : copy.panel.submitPlain;

  return (
    <dialog
      ref={dialogRef}
      className={styles.sheet}
      aria-labelledby="filtersheet-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.sheetHeader}>
        <h2 id="filtersheet-title" className={styles.panelTitle}>
          {copy.panel.title}
        </h2>
        <button type="button" className={styles.textButton} onClick={() => setStaged(clearFilters(staged))}>
          {copy.panel.reset}
        </button>
        <button type="button" className={styles.closeButton} aria-label={copy.panel.close} onClick={close}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.sheetBody}>
        <FilterForm
          idPrefix="fs"
          request={staged}
          facets={live.facets}
          copy={copy}
          popular={popular}
          onChange={setStaged}
          onSubmit={() => {
            onApply(staged);
            close();
          }}
          footer={
            <div className={styles.sheetFooter}>
              <p className={styles.liveNote} aria-live="polite">
                {live.status === 'failed' ? copy.panel.countFailed : live.status === 'counting' ? copy.panel.counting : ''}
              </p>
              <button type="submit" className={styles.submit} aria-busy={live.status === 'counting'}>
                <span className="tabular">{buttonText}</span>
              </button>
            </div>
          }
        />
      </div>
    </dialog>
  );
}

function FilterIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 5h18M6 12h12M10 19h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
