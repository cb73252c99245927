import Link from 'next/link';
import { breadcrumbJsonLd, serializeJsonLd, type BreadcrumbStep } from '@/lib/seo/json-ld';
import styles from './trade-in.module.css';

/**
 * The breadcrumb trail with its schema.org twin, the title and the lead of a service page (the
 * trade-in page; the sell page reuses it through this feature's entry).
 */
export function PageHeader({ crumbs, crumbLabel, title, lead, site }: { crumbs: readonly BreadcrumbStep[]; crumbLabel: string; title: string; lead: string; site: string }) {
  return (
    <>
      <nav aria-label={crumbLabel} className={styles.breadcrumb}>
        <ol>
          {crumbs.map((crumb, index) => (
            <li key={crumb.href} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
              {index === crumbs.length - 1 ? crumb.label : <Link href={crumb.href}>{crumb.label}</Link>}
            </li>
          ))}
        </ol>
      </nav>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(crumbs, site)) }} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
    </>
  );
}
