import Link from 'next/link';
import type { Crumb } from './breadcrumbs';
import styles from './search-page.module.css';

/** The trail; the last crumb is the page itself and not a link. */
export function SearchBreadcrumb({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
            {index === crumbs.length - 1 ? crumb.label : <Link href={crumb.href}>{crumb.label}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
