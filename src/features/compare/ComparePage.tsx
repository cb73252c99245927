import 'server-only';
import { getImageProps } from 'next/image';
import Link from 'next/link';
import { connection } from 'next/server';
import { getT } from '@/lib/i18n/server';
import { CopyLinkButton } from '@/lib/clipboard/CopyLinkButton';
import { OpenStoredSelection, RemoveLink } from './CompareIslands';
import { loadCompared } from './load.server';
import { compareUrl, parseCompareIds } from './selection';
import { compareRows, type Translate } from './table';
import styles from './compare-page.module.css';

/** /vergelijken?ids=1,2,3: the vehicles side by side; the URL alone opens the same comparison anywhere. */
export async function ComparePage({ ids: param }: { ids: string | string[] | undefined }) {
  await connection();
  const ids = parseCompareIds(param);
  const fixed = await getT('favourites');
  const t: Translate = (key, options) => fixed(key, options);
  const { items, specifications } = await loadCompared(ids);

  if (!items.length) {
    return (
      <div className={`container ${styles.page}`}>
        <h1 className={styles.heading}>{t('compare.heading')}</h1>
        <section className={styles.empty} aria-labelledby="compare-empty">
          <h2 id="compare-empty" className={styles.emptyHeading}>
            {t('compare.empty.heading')}
          </h2>
          <p className={styles.emptyText}>{t('compare.empty.text')}</p>
          <Link href="/auto" className={styles.primary}>
            {t('compare.empty.cta')}
          </Link>
        </section>
        {!ids.length && <OpenStoredSelection />}
      </div>
    );
  }

  const rows = compareRows(items, t, specifications);
  const itemIds = items.map((item) => item.id);
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.heading}>{t('compare.heading')}</h1>
          <p className={styles.intro}>{t('compare.intro', { count: items.length })}</p>
          {items.length < ids.length && <p className={styles.missing}>{t('compare.missing')}</p>}
        </div>
        <div className={styles.share}>
          <CopyLinkButton copy={{ label: t('compare.copyLink'), copied: t('compare.copied'), fallback: t('compare.copyFallback'), linkLabel: t('compare.linkLabel') }} className={styles.secondary} />
        </div>
      </header>
      <p className={styles.legend}>
        <span className={styles.legendDiffers}>{t('compare.legendDiffers')}</span>
        <span className={styles.legendBest}>
          <BestMark /> {t('compare.legendBest')}
        </span>
      </p>
      <div className={styles.scroller} role="region" aria-label={t('compare.tableLabel', { count: items.length })} tabIndex={0}>
        <table className={styles.table} style={{ ['--columns' as string]: items.length }}>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                <span className="visually-hidden">{t('compare.specification')}</span>
              </th>
              {items.map((item) => {
                const image = item.imageUrl ? getImageProps({ src: item.imageUrl, alt: '', width: 320, height: 240 }).props : null;
                return (
                  <th scope="col" key={item.id} className={styles.vehicle}>
                    {image ? (
                      // eslint-disable-next-line @next/next/no-img-element -- next/image's props without its client wrapper
                      <img {...image} alt="" className={styles.photo} />
                    ) : (
                      <span className={styles.photo} />
                    )}
                    {!item.isActive && <span className={styles.unavailable}>{t('compare.unavailable')}</span>}
                    <Link href={item.detailUrl} className={styles.title}>
                      {item.title}
                    </Link>
                    <RemoveLink
                      id={item.id}
                      href={compareUrl(itemIds.filter((other) => other !== item.id))}
                      label={t('compare.removeLabel', { title: item.title })}
                      className={styles.remove}
                    >
                      {t('compare.remove')}
                    </RemoveLink>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-differs={row.differs || undefined}>
                <th scope="row">
                  {row.label}
                  {row.differs && <span className="visually-hidden"> ({t('compare.differs')})</span>}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={itemIds[index]} data-best={cell.best || undefined} className="tabular">
                    {cell.best && <BestMark />}
                    {cell.text}
                    {cell.best && <span className="visually-hidden"> ({t('compare.best')})</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function BestMark() {
  return (
    <svg className={styles.bestMark} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
