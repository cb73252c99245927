import { IntentLink } from '@/lib/navigation/IntentLink';
import type { CSSProperties } from 'react';
import { getT } from '@/lib/i18n/server';
import { formatInteger } from '@/lib/format/number';
import { LIST_ROOT, type MobilityType } from '@/lib/vehicle/enums';
import type { PopularBrandWithCount } from './popular-brands';
import { quickSearchUrl } from './quick-search-url';
import styles from './popular-brands-section.module.css';

export async function PopularBrandsSection({ mobility, brands }: { mobility: MobilityType; brands: PopularBrandWithCount[] }) {
  const t = await getT('home');
  return (
    <section className={styles.section} aria-labelledby="home-brands">
      <div className="container">
        <div className={styles.head}>
          <h2 id="home-brands" className={styles.title}>
            {t(`brands.title.${mobility}`)}
          </h2>
          <IntentLink href={LIST_ROOT[mobility]} className={styles.all}>
            {t(`brands.viewAll.${mobility}`)}
          </IntentLink>
        </div>
        <ul className={styles.grid} style={{ '--desktop-columns': desktopColumns(brands.length) } as CSSProperties}>
          {brands.map((brand) => (
            <li key={brand.slug}>
              <IntentLink href={quickSearchUrl({ mobility, brand: brand.searchSlug })} className={styles.card}>
                {/* The mark is decoration: the brand name beside it is the link text. */}
                {/* eslint-disable-next-line @next/next/no-img-element -- an SVG mark needs no resizing */}
                <img src={`/brands/${brand.slug}.svg`} alt="" width={160} height={64} className={styles.mark} loading="lazy" decoding="async" />
                <span className={styles.text}>
                  <span className={styles.name}>{brand.name}</span>
                  <span className={`${styles.count} tabular`}>
                    {t(`brands.count.${mobility}`, { count: brand.count, formatted: formatInteger(brand.count) })}
                  </span>
                </span>
              </IntentLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Balanced rows of at most eight on a wide screen: 15 marks as 8 + 7, 7 marks as one row of 7. */
function desktopColumns(count: number): number {
  const rows = Math.max(1, Math.ceil(count / 8));
  return Math.max(1, Math.ceil(count / rows));
}
