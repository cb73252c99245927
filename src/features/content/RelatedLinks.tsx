import Link from 'next/link';
import type { Catalog, ContentPage } from './catalog';
import type { PageGroup } from './page-meta';
import { groupPaths, RELATED_BOXES } from './related';
import styles from './content-page.module.css';

export interface RelatedLabels {
  heading: (group: PageGroup) => string;
  helpTitle: string;
  helpText: string;
  helpLink: string;
}

/** The boxes beside a page: the other pages of its group, the certainties, and where to ask. */
export function RelatedLinks({ page, catalog, productSlug, labels }: { page: ContentPage; catalog: Catalog; productSlug: string; labels: RelatedLabels }) {
  const helpHref = page.meta.group === 'adverteerders' ? '/c/contact-adverteerders' : '/c/contact-consumenten';
  return (
    <aside className={styles.aside}>
      {RELATED_BOXES[page.meta.group].map((group) => {
        const links = groupPaths(group, productSlug)
          .filter((path) => path !== page.path)
          .flatMap((path) => {
            const target = catalog.pages.get(path);
            return target ? [{ path, label: target.meta.navTitle ?? target.meta.title }] : [];
          });
        return (
          <section key={group} className={styles.box} aria-labelledby={`gerelateerd-${group}`}>
            <h2 id={`gerelateerd-${group}`} className={styles.boxTitle}>
              {labels.heading(group)}
            </h2>
            <ul className={styles.boxLinks}>
              {links.map((link) => (
                <li key={link.path}>
                  <Link href={link.path}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {page.path !== helpHref ? (
        <section className={`${styles.box} ${styles.help}`} aria-labelledby="hulp">
          <h2 id="hulp" className={styles.boxTitle}>
            {labels.helpTitle}
          </h2>
          <p>{labels.helpText}</p>
          <Link href={helpHref} className={styles.helpLink}>
            {labels.helpLink}
          </Link>
        </section>
      ) : null}
    </aside>
  );
}
