'use client';

import { useEffect, useRef, useState } from 'react';
import type { SearchRequest } from '@/lib/search-request/schema';
import { lockPageScroll } from '@/lib/dom/scroll-lock';
import { useFeatureFlags } from '@/lib/flags/FlagsProvider';
import { searchRequestToUrl as requestUrl } from '@/lib/search-request/url-writer';
import { countLabel } from './count-label';
import { FilterForm } from './FilterForm';
import type { FiltersIslandProps } from './FiltersIsland';
import { clearFilters } from './request-edit';
import { useLiveFacets } from './use-live-facets';
import styles from './filters.module.css';

/**
 * The phone's full-screen filter sheet: changes are staged, with a live count, until "Toon N
 * resultaten". Its code (the live count's calls included) loads when the sheet is first opened,
 * not with the panel: most visits never open it, and the panel's chunk stays as small as it was.
 */
export function FilterSheet({
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
            // Closed first: the dialog hands the focus back to the Filters button, which the
            // navigation then keeps (issue 18).
            close();
            onApply(staged);
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

function CloseIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
