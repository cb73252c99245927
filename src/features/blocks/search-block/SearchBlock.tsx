import 'server-only';
import Link from 'next/link';
import { searchService } from '@/features/search/server';
import { cardCopy, cardModel, VehicleCard } from '@/features/vehicle-card';
import { formatInteger } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import { emptySearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { capitalise, labelFromSlug, resultSubject, type Labels } from '@/lib/search-request/result-subject';
import type { SearchFacets } from '@/search-engine/facets';
import type { SearchTarget } from './search-target';
import styles from './search-block.module.css';

/** Cards shown: enough to give an impression, few enough to keep the text the subject. */
export const SEARCH_BLOCK_CARDS = 4;

function labelsFrom(facets: SearchFacets | null): Labels {
  const brands = new Map(facets?.brand.map((option) => [option.value, option.label]));
  const models = new Map(facets?.model.map((option) => [option.value, option.label]));
  return { brand: (slug) => brands.get(slug) ?? labelFromSlug(slug), model: (slug) => models.get(slug) ?? labelFromSlug(slug) };
}

/**
 * A live search inside editorial text (content pages' ```zoekblok blocks): the search's title, its
 * count as the link to the result page ("Bekijk 1.234 gezinsauto's") and a few of its vehicles.
 * Server HTML only; the count is the result page's own total, from the same index.
 */
export async function SearchBlock({ target, id }: { target: SearchTarget; id: string }) {
  const { request, landing, path } = target;
  const [service, ts, t] = await Promise.all([searchService(), getT('search'), getT('blocks')]);
  const named = request.brand.length > 0 || request.model.length > 0;
  const page = await service.page(request, { facets: named });
  const labels = labelsFrom(page.facets);
  const title = landing ? ts(`landing.${landing.slug}.title`) : capitalise(resultSubject(request, null, 2, labels, ts));
  const subject = resultSubject(request, landing, page.total, labels, ts);
  const formatted = formatInteger(page.total);
  const now = new Date();
  const copy = cardCopy(ts);
  return (
    <section className={styles.block} aria-labelledby={id} data-testid="search-block">
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {page.total > 0 && <p className={`${styles.count} tabular`}>{t('searchBlock.count', { count: page.total, formatted, subject })}</p>}
      </div>
      {page.total > 0 ? (
        <>
          <ul className={styles.cards} aria-label={t('searchBlock.cardsLabel')}>
            {page.items.slice(0, SEARCH_BLOCK_CARDS).map((item) => (
              <li key={item.id}>
                <VehicleCard card={cardModel(item, ts, now)} copy={copy} actions={null} eager={false} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className={styles.more}>
            <Link href={path} className={`${styles.button} tabular`} prefetch={false} data-testid="search-block-link">
              {t('searchBlock.viewAll', { count: page.total, formatted, subject })}
            </Link>
          </p>
        </>
      ) : (
        <p className={styles.empty}>
          {t('searchBlock.empty')}{' '}
          <Link href={searchRequestToUrl(emptySearchRequest(request.mobilityType))} prefetch={false}>
            {t('searchBlock.emptyLink', { noun: ts(`noun.${request.mobilityType}.other`) })}
          </Link>
        </p>
      )}
    </section>
  );
}
