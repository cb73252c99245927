'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { favouritesLabel, type FavouritesCopy } from './favourites-label';
import { HeartIcon } from './ShellIcons';
import { FAVORITES_PATH } from './site-links';
import { useFavouritesCount } from './use-favourites-count';
import styles from './Header.module.css';

/** The header's favourites link with its count; no badge at all when there are none (product §2). */
export function FavouritesLink({ cookieName, serverCount, copy }: { cookieName: string; serverCount: number; copy: FavouritesCopy }) {
  const pathname = usePathname();
  const count = useFavouritesCount(cookieName, serverCount);
  return (
    <Link
      href={FAVORITES_PATH}
      prefetch={false}
      className={styles.favourites}
      aria-label={count > 0 ? favouritesLabel(copy, count) : undefined}
      aria-current={pathname === FAVORITES_PATH ? 'page' : undefined}
    >
      <span className={styles.favouritesIcon}>
        <HeartIcon size={24} />
        {count > 0 && (
          <span className={`${styles.badge} tabular`} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      <span className={styles.favouritesLabel}>{copy.label}</span>
    </Link>
  );
}
