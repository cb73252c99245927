import Link from 'next/link';
import styles from './breadcrumb.module.css';

export interface Crumb {
  href: string;
  label: string;
}

/** Trail from home to the current page; the last crumb is the page itself and is not a link. */
export function Breadcrumb({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.href} aria-current="page">
              {crumb.label}
            </li>
          ) : (
            <li key={crumb.href}>
              <Link href={crumb.href}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
