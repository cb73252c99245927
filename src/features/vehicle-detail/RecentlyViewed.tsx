'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { BLOCKED, createStoredValue } from '@/lib/browser-storage/stored-value';
import { addRecent, parseRecent, RECENT_KEY, type RecentVehicle } from './recently-viewed-store';
import styles from './detail.module.css';

const NONE: RecentVehicle[] = [];
// Storage full or blocked: the list is a convenience, and simply empty.
const recentlyViewedStore = createStoredValue(RECENT_KEY, parseRecent);
function snapshot(): RecentVehicle[] {
  const list = recentlyViewedStore.snapshot();
  return list === BLOCKED ? NONE : list;
}

/**
 * Records this vehicle as viewed and shows the ones seen before it. Rendered only in the browser
 * (storage is local), at the bottom of the page so its arrival shifts nothing in view.
 */
export function RecentlyViewed({ current, heading, label }: { current: RecentVehicle; heading: string; label: string }) {
  const stored = useSyncExternalStore(recentlyViewedStore.subscribe, snapshot, () => NONE);
  const others = stored.filter((entry) => entry.id !== current.id).slice(0, 4);

  useEffect(() => {
    recentlyViewedStore.write(addRecent(snapshot(), current));
  }, [current]);

  if (!others.length) return null;
  return (
    <section className={styles.section} aria-labelledby="recent-heading">
      <h2 id="recent-heading" className={styles.sectionHeading}>
        {heading}
      </h2>
      <ul className={styles.miniCards} aria-label={label}>
        {others.map((vehicle) => (
          <li key={vehicle.id} className={styles.miniCard}>
            {vehicle.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- a stored next/image URL
              <img src={vehicle.image} alt="" width={320} height={240} loading="lazy" decoding="async" className={styles.miniImage} />
            ) : (
              <span className={styles.miniImage} />
            )}
            <a href={vehicle.href} className={styles.miniLink}>
              {vehicle.title}
            </a>
            <span className={`${styles.miniPrice} tabular`}>{vehicle.price}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
