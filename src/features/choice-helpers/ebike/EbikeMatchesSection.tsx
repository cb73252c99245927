import Link from 'next/link';
import { CardGrid } from '@/features/vehicle-card';
import { formatInteger } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-writer';
import type { EbikeMatches } from './matches.server';
import styles from './ebike.module.css';

/** The e-bikes in stock that fit: the live count, a few cards and the link to the whole search. */
export async function EbikeMatchesSection({ matches, motorPreference }: { matches: EbikeMatches; motorPreference: boolean }) {
  const [t, ts] = await Promise.all([getT('choice-helper'), getT('search')]);
  const now = new Date();
  const formatted = formatInteger(matches.total);
  const relaxed = matches.relaxed.map((field) => t(`result.relaxedNames.${field}`));
  return (
    <section className={styles.matches} aria-labelledby="matches-title">
      <h2 id="matches-title" className={styles.sectionTitle}>
        {t('result.matchesTitle')}
      </h2>
      {matches.total > 0 ? (
        <>
          <p className={`${styles.matchCount} tabular`}>{t('result.matchesCount', { count: matches.total, formatted })}</p>
          {relaxed.length > 0 && <p className={styles.relaxed}>{t('result.relaxed', { list: relaxed.join(', ') })}</p>}
          {motorPreference && !matches.relaxed.includes('motor') && <p className={styles.muted}>{t('result.motorNote')}</p>}
          <CardGrid items={matches.items} t={ts} now={now} className={styles.cards} eagerFirst />
          <p>
            <Link href={matches.url} className={styles.primaryButton}>
              {t('result.matchesAll', { count: matches.total, formatted })}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className={styles.relaxed}>{t('result.noMatches')}</p>
          <p>
            <Link href={searchRequestToUrl(normaliseSearchRequest({ mobilityType: 'bicycle', kind: matches.request.kind }))} className={styles.secondaryButton}>
              {t('result.noMatchesLink')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
