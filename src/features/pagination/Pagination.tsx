import { SearchLink } from '@/features/search-filters';
import type { PaginationModel } from './pagination-model';
import type { Translate } from '@/lib/i18n/translate';
import styles from './pagination.module.css';

export interface PaginationCopy {
  label: string;
  previous: string;
  next: string;
  previousLabel: string;
  nextLabel: string;
  page: (page: number) => string;
  currentPage: (page: number) => string;
}

/** The pager's copy from the search namespace, for every list that pages (results, favourites). */
export function paginationCopy(t: Translate): PaginationCopy {
  return {
    label: t('pagination.label'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    previousLabel: t('pagination.previousLabel'),
    nextLabel: t('pagination.nextLabel'),
    page: (target) => t('pagination.page', { page: target }),
    currentPage: (target) => t('pagination.currentPage', { page: target }),
  };
}

/**
 * Real links (?page=N, page 1 without), so crawlers and visitors without JavaScript page too; with
 * JavaScript they navigate in the filters' transition, so the skeleton shows while a page loads.
 */
export function Pagination({ model, copy }: { model: PaginationModel; copy: PaginationCopy }) {
  return (
    <nav className={styles.pagination} aria-label={copy.label}>
      {model.previous ? (
        <SearchLink href={model.previous} className={styles.pageStep} aria-label={copy.previousLabel}>
          ‹ {copy.previous}
        </SearchLink>
      ) : (
        <span className={`${styles.pageStep} ${styles.pageStepDisabled}`} aria-hidden="true">
          ‹ {copy.previous}
        </span>
      )}
      <ol className={styles.pages}>
        {model.links.map((link) =>
          link.type === 'gap' ? (
            <li key={link.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              {link.current ? (
                <span className={styles.pageLink} aria-current="page">
                  <span className="visually-hidden">{copy.currentPage(link.page)}</span>
                  <span aria-hidden="true">{link.page}</span>
                </span>
              ) : (
                <SearchLink href={link.href} className={styles.pageLink} aria-label={copy.page(link.page)}>
                  {link.page}
                </SearchLink>
              )}
            </li>
          ),
        )}
      </ol>
      {model.next ? (
        <SearchLink href={model.next} className={styles.pageStep} aria-label={copy.nextLabel}>
          {copy.next} ›
        </SearchLink>
      ) : (
        <span className={`${styles.pageStep} ${styles.pageStepDisabled}`} aria-hidden="true">
          {copy.next} ›
        </span>
      )}
    </nav>
  );
}
