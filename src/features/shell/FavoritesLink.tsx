'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { favoritesLabel, type FavoritesCopy } from './favorites-label';
import { HeartIcon } from './icons';
import { FAVORITES_PATH } from './site-links';
import { useFavoritesCount } from './use-favorites-count';
import styles from './Header.module.css';

/** The header's favourites link with its count; no badge at all when there are none (spec §2). */
export function FavoritesLink({ cookieName, serverCount, copy }: { cookieName: string; serverCount: number; copy: FavoritesCopy }) {
  const pathname = usePathname();
  const count = useFavoritesCount(cookieName, serverCount);
  return (
    <Link
      href={FAVORITES_PATH}
      className={styles.favorites}
      aria-label={count > 0 ? favoritesLabel(copy, count) : undefined}
      aria-current={pathname === FAVORITES_PATH ? 'page' : undefined}
    >
      <span className={styles.favoritesIcon}>
        <HeartIcon size={24} />
        {count > 0 && (
          <span className={`${styles.badge} tabular`} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      <span className={styles.favoritesLabel}>{copy.label}</span>
    </Link>
  );
}
