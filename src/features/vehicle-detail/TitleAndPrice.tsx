import styles from './detail.module.css';

/** The page's h1 and the asking price under it; `vat` says whether VAT is in it. */
export function TitleAndPrice({ title, price, vat }: { title: string; price: string; vat: string }) {
  return (
    <>
      <h1 id="vehicle-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.price}>
        <span className={`${styles.priceValue} tabular`}>{price}</span> <span className={styles.vat}>{vat}</span>
      </p>
    </>
  );
}
