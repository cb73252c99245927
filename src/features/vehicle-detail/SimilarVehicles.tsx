import type { TFunction } from 'i18next';
import { getImageProps } from 'next/image';
import Link from 'next/link';
import type { ListItem } from '@/features/search/server';
import { RatingBadge } from '@/features/price-rating';
import { cardPriceDrop, cardRating, PriceDropNote } from '@/features/vehicle-card';
import { formatPrice } from '@/lib/format/number';
import type { PriceDrop } from '@/lib/vehicle/price-drop';
import styles from './detail.module.css';

export interface SimilarVehiclesProps {
  items: ListItem[];
  /** Their price drops of the last 30 days, read with the page's own. */
  drops: ReadonlyMap<number, PriceDrop>;
  heading: string;
  empty: string;
  all: { href: string; label: string };
  t: TFunction;
}

export function SimilarVehicles({ items, drops, heading, empty, all, t }: SimilarVehiclesProps) {
  return (
    <section className={styles.section} aria-labelledby="similar-heading">
      <h2 id="similar-heading" className={styles.sectionHeading}>
        {heading}
      </h2>
      {items.length ? (
        <ul className={styles.miniCards}>
          {items.map((item) => {
            const drop = cardPriceDrop(item, drops.get(item.id) ?? null, t);
            const rating = cardRating(item, t);
            return (
              <li key={item.id} className={styles.miniCard}>
                {item.imageUrl ? <MiniPhoto src={item.imageUrl} /> : <span className={styles.miniImage} />}
                <Link href={item.detailUrl} className={styles.miniLink}>
                  {item.title}
                </Link>
                <span className={`${styles.miniPrice} tabular`}>
                  {formatPrice(Math.round(item.price * 100))} <span className={styles.muted}>{t(item.priceExcludesVat ? 'price.excluded' : 'price.included')}</span>
                </span>
                {rating && (
                  <span className={styles.miniRating}>
                    <RatingBadge tip={rating} variant="compact" />
                  </span>
                )}
                {drop && <PriceDropNote drop={drop} />}
                <span className={styles.muted}>{item.company.city}</span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.muted}>{empty}</p>
      )}
      <p>
        <Link href={all.href}>{all.label}</Link>
      </p>
    </section>
  );
}

function MiniPhoto({ src }: { src: string }) {
  const { props } = getImageProps({ src, alt: '', width: 320, height: 240, sizes: '(min-width: 960px) 280px, 50vw', loading: 'lazy' });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client wrapper
  return <img {...props} alt="" className={styles.miniImage} />;
}
