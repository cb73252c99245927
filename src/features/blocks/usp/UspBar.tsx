import Link from 'next/link';
import type { UspItem } from './usp-items';
import styles from './usp-bar.module.css';

export interface UspBarProps {
  items: readonly UspItem[];
  /** Names the bar for screen readers ("Waarom kopen via viaBOVAG"). */
  label: string;
  /** `compact`: on result pages, shown from tablet width up so a phone's first screen stays the results. */
  variant?: 'full' | 'compact';
}

/** A slim bar of reasons to buy here, each linking to the page that backs it up. No client code. */
export function UspBar({ items, label, variant = 'full' }: UspBarProps) {
  if (items.length === 0) return null;
  return (
    <section className={`${styles.bar} ${variant === 'compact' ? styles.compact : ''}`} aria-label={label} data-testid="usp-bar">
      <ul className={`container ${styles.list}`}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            <Link href={item.href} className={`${styles.link} ${item.key === 'stock' ? 'tabular' : ''}`} prefetch={false}>
              <svg className={styles.check} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M3 8.5l3 3 7-7" />
              </svg>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
