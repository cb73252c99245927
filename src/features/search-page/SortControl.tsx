import type { ReactNode } from 'react';
import { SearchLink } from '@/features/search-filters';
import type { SortOption } from './sort-options';
import styles from './search-page.module.css';

/**
 * Sorting without JavaScript: a disclosure with one link per order (the current order is not a
 * link). The key closes the disclosure after a client-side navigation to another order.
 */
export function SortControl({ options, labels, summary, label }: { options: readonly SortOption[]; labels: Record<string, string>; summary: ReactNode; label: string }) {
  const current = options.find((option) => option.current);
  return (
    <details className={styles.sort} key={current?.order}>
      <summary className={styles.sortSummary}>{summary}</summary>
      <ul className={styles.sortList} aria-label={label}>
        {options.map((option) => (
          <li key={option.order}>
            {option.current ? (
              <span aria-current="true" className={styles.sortLink}>
                {labels[option.order]}
              </span>
            ) : (
              <SearchLink href={option.href} className={styles.sortLink}>
                {labels[option.order]}
              </SearchLink>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
