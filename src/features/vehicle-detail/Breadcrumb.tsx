import type { TFunction } from 'i18next';
import Link from 'next/link';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { LIST_ROOT } from '@/lib/vehicle/enums';
import type { DetailListing } from '@/lib/vehicle/detail';
import styles from './detail.module.css';

/** Home › the type's list › the brand's results › this listing; shown when the visitor did not come from a search. */
export function Breadcrumb({ listing, t }: { listing: Pick<DetailListing, 'mobilityType' | 'brand' | 'title'>; t: TFunction }) {
  const brandUrl = searchRequestToUrl(normaliseSearchRequest({ mobilityType: listing.mobilityType, brand: listing.brand }));
  return (
    <nav className={styles.breadcrumb} aria-label={t('breadcrumb.label')}>
      <ol>
        <li>
          <Link href="/">{t('breadcrumb.home')}</Link>
        </li>
        <li>
          <Link href={LIST_ROOT[listing.mobilityType]}>{t(`breadcrumb.list.${listing.mobilityType}`)}</Link>
        </li>
        <li>
          <Link href={brandUrl}>{listing.brand}</Link>
        </li>
        <li aria-current="page">
          <span className={styles.crumbCurrent}>{listing.title}</span>
        </li>
      </ol>
    </nav>
  );
}
