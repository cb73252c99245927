import { getImageProps } from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { RatingBadge } from '@/features/price-rating';
import { boundedMemo } from '@/lib/memo/bounded-memo';
import { cardSrcSet, lastCandidate } from './card-image';
import type { CardModel } from './card-model';
import { PriceDropNote } from './PriceDropNote';
import styles from './vehicle-card.module.css';

/** The grid a list of cards sits in (results, favourites), so its columns match the card's own breakpoints. */
export const CARD_GRID_CLASS = styles.grid;

export interface CardCopy {
  summary: string;
  warranties: string;
  nap: string;
  napTitle: string;
  noPhoto: string;
  favourite: (title: string) => string;
  compare: (title: string) => string;
  dealerCity: (city: string) => string;
}

/** The class the card's action buttons take, so they sit where the card expects them. */
export const CARD_ACTION_CLASS = styles.action;

/** Card photos: one column on phones, two on tablets, three next to the filters on desktop. */
export const CARD_IMAGE_SIZES = '(min-width: 1100px) 300px, (min-width: 960px) 340px, (min-width: 640px) 50vw, 100vw';

/**
 * One vehicle in a list (product §3, §9), shared by the result pages and /favorieten. A server
 * component: no JavaScript per card. The whole card is clickable through the title link; the
 * actions the page passes in (favourite and compare, features/favourites/CardActions) sit above
 * that link, so this slice depends on no feature.
 */
export function VehicleCard({
  card,
  copy,
  actions,
  eager,
  priority = false,
  headingLevel = 3,
}: {
  card: CardModel;
  copy: CardCopy;
  actions: ReactNode;
  eager: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.photo}>
        {card.imageUrl ? (
          <CardPhoto src={card.imageUrl} eager={eager} priority={priority} />
        ) : (
          <span className={styles.noPhoto}>{copy.noPhoto}</span>
        )}
        {card.photoCount && (
          <span className={styles.photoCount}>{card.photoCount}</span>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {/* Not prefetched: a page of 24 cards would ask the server for every detail page scrolled past. */}
          <Link href={card.href} prefetch={false} className={styles.link}>
            {card.title}
          </Link>
        </Heading>
        <div className={styles.priceRow}>
          <p className={styles.price}>
            <span className="tabular">{card.price}</span> <span className={styles.vat}>{card.vatNote}</span>
          </p>
          {card.priceRating && <RatingBadge tip={card.priceRating} variant="card" />}
        </div>
        {card.priceDrop && <PriceDropNote drop={card.priceDrop} />}
        {card.summary.length > 0 && (
          <ul className={styles.summary} aria-label={copy.summary}>
            {card.summary.map((fact, index) => (
              <li key={`${index}-${fact}`}>{fact}</li>
            ))}
            {card.age && <li className={styles.age}>{card.age}</li>}
          </ul>
        )}
        {(card.tags.length > 0 || card.nap) && (
          <ul className={styles.tags} aria-label={copy.warranties}>
            {card.tags.map((tag) => (
              <li key={tag.key} className={styles.tag}>
                {tag.label}
              </li>
            ))}
            {card.nap && (
              <li className={styles.nap} title={copy.napTitle}>
                <abbr title={copy.napTitle}>{copy.nap}</abbr>
              </li>
            )}
          </ul>
        )}
        <p className={styles.dealer}>
          <span>{copy.dealerCity(card.city)}</span>
          {card.distance && <span className={styles.distance}>· {card.distance}</span>}
        </p>
      </div>
      <div className={styles.actions}>{actions}</div>
    </article>
  );
}

/**
 * The optimised, responsive photo as a plain <img>: `getImageProps` gives next/image's srcset
 * and sizes without its client component, so a grid of 24 cards ships no image JavaScript. The
 * positioning lives in the stylesheet rather than in 24 inline styles, and widths no card can
 * show are left out of the srcset: both are bytes in every search page's HTML and RSC payload.
 */
// Only the first photo (the largest paint on a phone) gets high priority; the rest of the first row
// loads eagerly without competing with it for a slow connection.
function CardPhoto({ src, eager, priority }: { src: string; eager: boolean; priority: boolean }) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, rendered without its client wrapper
  return <img {...cardPhotoProps(`${eager ? 'e' : 'l'}${priority ? 'p' : 'a'}${src}`)} alt="" />;
}

/** A photo's attributes depend only on its URL and loading; 24 of them per page add up, so once each. */
const cardPhotoProps = boundedMemo(5_000, (key) => {
  const { props } = getImageProps({
    src: key.slice(2),
    alt: '',
    fill: true,
    sizes: CARD_IMAGE_SIZES,
    loading: key[0] === 'e' ? 'eager' : 'lazy',
    fetchPriority: key[1] === 'p' ? 'high' : undefined,
    className: styles.image,
  });
  const srcSet = cardSrcSet(props.srcSet);
  // Unset attributes are left out rather than sent as undefined: each is bytes in every card's payload.
  const { style: _inlineStyle, ...attributes } = { ...props, srcSet, src: lastCandidate(srcSet) ?? props.src };
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as typeof attributes;
});
