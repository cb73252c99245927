import 'server-only';
import Link from 'next/link';
import { formatInteger, formatPrice } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import type { CoachSearchResult } from '../searches';
import styles from './car-coach.module.css';
import view from './result.module.css';

const list = new Intl.ListFormat('nl-NL', { style: 'long', type: 'conjunction' });
const euros = (amount: number) => formatPrice(amount * 100);

/** Where the advice ends: real searches with their live counts, relaxed where they found nothing. */
export async function CoachSearchList({ searches }: { searches: readonly CoachSearchResult[] }) {
  const t = await getT('car-coach');
  return (
    <section className={styles.section} aria-labelledby="car-coach-searches">
      <h2 id="car-coach-searches" className={styles.sectionTitle}>
        {t('result.searches.title')}
      </h2>
      <p className={styles.sectionIntro}>{t('result.searches.intro')}</p>
      <ul className={view.searchList}>
        {searches.map((search) => {
          const { request } = search;
          const bodyTypes = request.bodyType.length > 0 ? list.format(request.bodyType.map((type) => t(`bodyTypesPlural.${type}`))) : t('result.searches.anyBody');
          const facts = [
            request.price?.max === undefined ? null : t('result.searches.budgetUpTo', { price: euros(request.price.max) }),
            request.transmission.length > 0 ? t('result.searches.withAutomatic') : null,
            request.text ? t('result.searches.withTowbar') : null,
          ].filter((fact): fact is string => fact !== null);
          const formatted = formatInteger(search.total);
          return (
            <li key={search.fuel} className={view.searchCard} data-testid="coach-search" data-total={search.total}>
              <h3 className={view.searchTitle}>{t('result.searches.heading', { fuel: t(`fuels.${search.fuel}`), bodyTypes })}</h3>
              <p className={view.searchFacts}>{facts.join(' · ')}</p>
              {search.relaxed.length > 0 ? (
                <p className={view.relaxed}>
                  {t('result.searches.relaxed.intro')}{' '}
                  {list.format(search.relaxed.map((what) => t(`result.searches.relaxed.${what}`, { price: euros(request.price?.max ?? 0) })))}.
                </p>
              ) : null}
              {search.total > 0 ? (
                <>
                  <p className={`${view.searchCount} tabular`} data-testid="coach-search-count">
                    {t('result.searches.count', { count: search.total, formatted })}
                  </p>
                  <Link className={styles.primaryButton} href={search.url}>
                    {t('result.searches.show', { count: search.total, formatted })}
                  </Link>
                </>
              ) : (
                <>
                  <p className={view.searchCount} data-testid="coach-search-count">
                    {t('result.searches.none')}
                  </p>
                  <p className={view.searchFacts}>{t('result.searches.noneText')}</p>
                  <Link className={styles.secondaryButton} href={search.url}>
                    {t('result.searches.noneLink')}
                  </Link>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
