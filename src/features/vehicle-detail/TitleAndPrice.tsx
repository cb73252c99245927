import { RatingBadge, type RatingTip } from '@/features/price-rating';
import type { DetailPriceDrop } from './price-drop-view';
import styles from './detail.module.css';

/**
 * The page's h1 and the asking price under it; `vat` says whether VAT is in it, `drop` a recent
 * price drop, `rating` the market-price rating beside the price (null when unrated).
 */
export function TitleAndPrice({ title, price, vat, drop, rating }: { title: string; price: string; vat: string; drop: DetailPriceDrop | null; rating: RatingTip | null }) {
  return (
    <>
      <h1 id="vehicle-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.priceLine}>
        <p className={styles.price}>
          <span className={`${styles.priceValue} tabular`}>{price}</span>{' '}
          {/* The sentence below says the old price in words; the struck-through figure is for the eye only. */}
          {drop && (
            <>
              <s className={`${styles.oldPrice} tabular`} aria-hidden="true">
                {drop.oldPrice}
              </s>{' '}
            </>
          )}
          <span className={styles.vat}>{vat}</span>
        </p>
        {rating && <RatingBadge tip={rating} variant="detail" />}
      </div>
      {drop && <p className={styles.priceDrop}>{drop.text}</p>}
    </>
  );
}
