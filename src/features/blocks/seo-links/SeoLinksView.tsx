import Link from 'next/link';
import { HydrateOnIntent } from '@/lib/dom/HydrateOnIntent';
import type { SeoLink } from './seo-links-model';
import styles from './seo-links.module.css';

export interface SeoLinksViewProps {
  heading: string;
  /** Unique on the page. */
  id: string;
  groups: readonly { title: string; links: readonly SeoLink[] }[];
  count: (link: SeoLink) => string;
}

/**
 * Popular brands and models as links with their counts: server HTML, plain links until a pointer,
 * a touch or the keyboard reaches them, then links the client router follows (decision 039). On
 * `/auto` they were 150 of the 790 fibers React hydrated. Only in a page, never in a layout: a
 * navigation must replace the part that waits, not give it new props (decision 039).
 */
export function SeoLinksView({ heading, id, groups, count }: SeoLinksViewProps) {
  const shown = groups.filter((group) => group.links.length > 0);
  if (shown.length === 0) return null;
  return (
    <HydrateOnIntent>
      <section className={styles.block} aria-labelledby={id} data-testid="seo-links">
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
        {shown.map((group) => (
          <div key={group.title} className={styles.group}>
            <h3 className={styles.groupTitle}>{group.title}</h3>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={styles.link} prefetch={false}>
                    {link.label} <span className={`${styles.count} tabular`}>{count(link)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </HydrateOnIntent>
  );
}
