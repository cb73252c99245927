import 'server-only';
import { CompareToggle } from '@/features/compare/server';
import { CompareIcon, HeartIcon } from '@/features/vehicle-card';
import { formatPrice } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import type { VehicleDetail } from '@/lib/vehicle/detail';
import { FavouriteToggle } from './FavouriteToggle';
import styles from './favourites.module.css';

/** The heart and the compare toggle under the detail page's price. */
export async function DetailActions({ detail, href }: { detail: VehicleDetail; href: string }) {
  const t = await getT('favourites');
  const { listing } = detail;
  const photo = listing.photos[0];
  return (
    <div className={styles.detailActions} role="group" aria-label={t('detail.label')}>
      <FavouriteToggle detail={detail} className={styles.detailAction} label={t('detail.favouriteLabel', { title: listing.title })}>
        <HeartIcon />
        <span>{t('detail.favourite')}</span>
      </FavouriteToggle>
      <CompareToggle
        id={listing.id}
        title={listing.title}
        href={href}
        price={formatPrice(listing.price)}
        imageUrl={photo ? `/media/${photo}` : null}
        className={styles.detailAction}
        label={t('detail.compareLabel', { title: listing.title })}
      >
        <CompareIcon />
        <span>{t('detail.compare')}</span>
      </CompareToggle>
    </div>
  );
}
