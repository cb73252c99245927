import 'server-only';
import Link from 'next/link';
import { connection } from 'next/server';
import { CompareBarSlot } from '@/features/compare/server';
import { PriceWatchButton, SavedSearchesSection } from '@/features/saved-searches/server';
import { cardCopy, cardModel, VehicleCard } from '@/features/vehicle-card';
import { Pagination, paginationCopy, paginationModel } from '@/features/pagination';
import type { Translate } from '@/lib/i18n/translate';
import { MAX_FAVOURITES } from '@/lib/cookies/favourites';
import { getT } from '@/lib/i18n/server';
import { LIST_ROOT, MOBILITY_TYPES } from '@/lib/vehicle/enums';
import { CardActions } from './CardActions';
import { loadFavourites } from './load.server';
import { RefreshOnChange } from './RefreshOnChange';
import { RemoveFavourite } from './RemoveFavourite';
import { favouritesCookieName, readFavouriteIds } from './server';
import { FAVOURITES_PAGE_SIZE, favouritesPage } from './paging';
import { favouriteListItem } from './vehicle-shape';
import styles from './favourites.module.css';

/** /favorieten: the bewaarde vehicles as cards, read from the cookie on the server (works without JS). */
export async function FavouritesPage({ page: pageParam }: { page?: string | string[] }) {
  await connection();
  const [ids, t, ts] = await Promise.all([readFavouriteIds(), getT('favourites'), getT('search')]);
  const pageCount = Math.ceil(ids.length / FAVOURITES_PAGE_SIZE);
  const page = favouritesPage(pageParam, pageCount);
  // Newest first, one page at a time: the database is asked for this page's vehicles only.
  const newestFirst = [...ids].reverse();
  const pageIds = newestFirst.slice((page - 1) * FAVOURITES_PAGE_SIZE, page * FAVOURITES_PAGE_SIZE);
  const now = new Date();
  const entries = await loadFavourites(pageIds, now);
  const pagination = paginationModel(page, pageCount, (target) => (target === 1 ? '/favorieten' : `/favorieten?page=${target}`));
  const cookieName = favouritesCookieName();
  const search: Translate = ts;
  const cardWords = cardCopy(ts);

  return (
    <div className={`container ${styles.page}`}>
      <RefreshOnChange />
      <header className={styles.head}>
        <h1 className={styles.heading}>{t('heading')}</h1>
        {ids.length > 0 && <p className={styles.intro}>{t('intro', { count: ids.length })}</p>}
        {ids.length >= MAX_FAVOURITES && <p className={styles.intro}>{t('limit', { max: MAX_FAVOURITES })}</p>}
        <PriceWatchButton listingIds={ids} className={styles.priceWatch} />
      </header>
      {entries.length === 0 ? (
        <section className={styles.empty} aria-labelledby="favourites-empty">
          <svg className={styles.emptyIcon} viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
            <path
              d="M12 20.5s-7.5-4.6-9.3-9.2C1.6 8.4 3.4 5 6.7 5c2 0 3.5 1.1 4.3 2.6h2C13.8 6.1 15.3 5 17.3 5c3.3 0 5.1 3.4 4 6.3-1.8 4.6-9.3 9.2-9.3 9.2z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          </svg>
          <h2 id="favourites-empty" className={styles.emptyHeading}>
            {t('empty.heading')}
          </h2>
          <p className={styles.emptyText}>{t('empty.text')}</p>
          <ul className={styles.emptyLinks} aria-label={t('empty.linksLabel')}>
            {MOBILITY_TYPES.map((type, index) => (
              <li key={type}>
                <Link href={LIST_ROOT[type]} className={index === 0 ? styles.primaryLink : styles.secondaryLink}>
                  {t(`empty.${type}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <ul className={styles.grid} aria-label={t('listLabel')}>
          {entries.map((entry, index) => {
            const removeLabel = t('removeLabel', { title: entry.item?.title ?? String(entry.id) });
            if (!entry.item) {
              return (
                <li key={entry.id} className={styles.gone}>
                  <h2 className={styles.goneHeading}>{t('unavailable')}</h2>
                  <p className={styles.goneText}>{t('unavailableText')}</p>
                  <RemoveFavourite id={entry.id} cookieName={cookieName} vehicle={undefined} text={t('remove')} label={removeLabel} />
                </li>
              );
            }
            const { item } = entry;
            const card = cardModel(item, search, now, entry.priceDrop);
            return (
              <li key={entry.id} className={styles.item} data-inactive={item.isActive ? undefined : true}>
                {!item.isActive && (
                  <p className={styles.badge}>
                    <span>{t('unavailable')}</span>
                  </p>
                )}
                <VehicleCard
                  card={card}
                  copy={cardWords}
                  actions={<CardActions card={card} favourites={{ cookieName, ids }} favouriteLabel={cardWords.favourite(card.title)} compareLabel={cardWords.compare(card.title)} />}
                  eager={index < 3}
                  priority={index === 0}
                  headingLevel={2}
                />
                <RemoveFavourite id={item.id} cookieName={cookieName} vehicle={favouriteListItem(item)} text={t('remove')} label={removeLabel} />
              </li>
            );
          })}
        </ul>
      )}
      {pagination && (
        <Pagination
          model={pagination}
          copy={paginationCopy(ts)}
        />
      )}
      <SavedSearchesSection />
      <CompareBarSlot />
    </div>
  );
}
