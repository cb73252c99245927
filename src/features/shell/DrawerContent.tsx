'use client';

import Link from 'next/link';
import { useEffect, useRef, type ReactNode } from 'react';
import type { MobilityType } from '@/lib/vehicle/enums';
import { DrawerItemButton } from './DrawerItemButton';
import { MobilityIcon } from './MobilityIcon';
import { ChevronDownIcon, ChevronRightIcon } from './ShellIcons';
import { drawerQuickLinks, initiallyOpenGroup, MENU_ITEMS, menuItemFor } from './menu';
import type { ShellLink } from './site-links';
import styles from './MobileMenu.module.css';

/*
 * The drawer's levels are drawn in the browser from the static menu (menu.ts), in a chunk of their
 * own that loads after the page: sending them from the server put four submenus of links into
 * every page's payload, for a drawer most visits never open (docs/decisions/015).
 */

/** The drawer's first level: the four mobility types, the right-hand group, the app promo. */
export function DrawerRoot({ heading, moreHeading, links, promo }: { heading: string; moreHeading: string; links: readonly (ShellLink & { label: string })[]; promo: ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  // The chunk may arrive after the drawer opened: the first item takes the focus once it exists.
  useEffect(() => {
    const first = list.current?.querySelector<HTMLElement>('[data-drawer-item]');
    if (first && !list.current?.contains(document.activeElement)) first.focus();
  }, []);
  return (
    <>
      <h2 className={styles.levelHeading}>{heading}</h2>
      <ul className={styles.items} ref={list}>
        {MENU_ITEMS.map((item, index) => (
          <li key={item.mobilityType}>
            <DrawerItemButton type={item.mobilityType} first={index === 0}>
              <MobilityIcon icon={item.icon} size={26} />
              <span className={styles.itemLabel}>{item.link.displayText}</span>
              <ChevronRightIcon size={20} />
            </DrawerItemButton>
          </li>
        ))}
      </ul>
      <h2 className={styles.levelHeading}>{moreHeading}</h2>
      <ul className={styles.utility}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} className={styles.utilityLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.promo}>{promo}</div>
    </>
  );
}

/**
 * One mobility type in the drawer: call to action, quick link to its home, the link groups as
 * an accordion (native <details>; the first starts open) and the app promo as the last item.
 */
export function DrawerSubmenu({ type, promo }: { type: MobilityType; promo: ReactNode }) {
  const item = menuItemFor(type);
  if (!item) return null;
  return (
    <>
      <h2 className={styles.submenuHeading}>
        <MobilityIcon icon={item.icon} size={28} />
        {item.link.displayText}
      </h2>
      <Link href={item.callToAction.uri} className={styles.cta}>
        {item.callToAction.displayText}
        <ChevronRightIcon size={20} />
      </Link>
      {drawerQuickLinks(item).map((link) => (
        <Link key={link.uri} href={link.uri} className={styles.quickLink}>
          {link.displayText}
        </Link>
      ))}
      <div className={styles.accordion}>
        {item.linkGroups.map((group, index) => (
          <details key={group.heading} className={styles.group} open={initiallyOpenGroup(index)}>
            <summary className={styles.groupSummary}>
              {group.heading}
              <ChevronDownIcon size={20} className={styles.groupChevron} />
            </summary>
            <ul className={styles.groupLinks}>
              {group.links.map((link) => (
                <li key={link.uri}>
                  <Link href={link.uri} prefetch={false} title={link.title || undefined} className={link.overview ? styles.overviewLink : styles.groupLink}>
                    {link.displayText}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
      <div className={styles.promo}>{promo}</div>
    </>
  );
}
