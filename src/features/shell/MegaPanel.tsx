'use client';

import Link from 'next/link';
import type { MobilityType } from '@/lib/vehicle/enums';
import { ChevronRightIcon } from './ShellIcons';
import { menuItemFor } from './menu';
import styles from './DesktopNav.module.css';

/**
 * The content of one desktop mega menu, drawn from the static menu (menu.ts). It is a client
 * component in a chunk of its own (MegaPanelLazy), drawn when its menu first opens: the page's
 * payload carries only the type, and its HTML none of it (docs/decisions/015). Crawlers reach the
 * same landings through the list pages' popular links and the sitemaps. `showQuickList` is
 * feature flag 054.
 */
export function MegaPanel({ type, popularHeading, showQuickList = true }: { type: MobilityType; popularHeading: string; showQuickList?: boolean }) {
  const item = menuItemFor(type);
  if (!item) return null;
  return (
    <div className="container">
      <div className={styles.panelInner}>
        <div className={styles.groups}>
          {item.linkGroups.map((group) => {
            const wide = group.links.length > 7;
            return (
              <section key={group.heading} className={wide ? `${styles.group} ${styles.wide}` : styles.group} aria-label={group.heading}>
                <h2 className={styles.groupHeading}>{group.heading}</h2>
                <ul className={wide ? `${styles.groupLinks} ${styles.twoColumns}` : styles.groupLinks}>
                  {group.links.map((link) => (
                    <li key={link.uri}>
                      <Link href={link.uri} prefetch={false} title={link.title || undefined} className={link.overview ? styles.overviewLink : styles.groupLink}>
                        {link.displayText}
                        {link.overview && <ChevronRightIcon size={16} />}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
        <aside className={styles.aside} aria-label={item.callToAction.displayText}>
          <Link href={item.callToAction.uri} className={styles.cta}>
            {item.callToAction.displayText}
            <ChevronRightIcon size={18} />
          </Link>
          {showQuickList && (
            <>
              <p className={styles.asideHeading}>{popularHeading}</p>
              <ul className={styles.quickList}>
                {item.quickList.map((link) => (
                  <li key={link.uri}>
                    <Link href={link.uri} prefetch={false} className={styles.quickLink}>
                      {link.displayText}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </aside>
      </div>
    </div>
  );
}
