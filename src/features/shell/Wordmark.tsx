import styles from './Wordmark.module.css';
import { splitWordmark } from './wordmark';

/**
 * Our own wordmark: a yellow tile with a tick (certainty is what the association sells) and the
 * product name. Text, not an image, so any configured product name renders crisply.
 */
export function Wordmark({
  productName,
  tone = 'onDark',
  size = 'md',
  mobile = 'full',
}: {
  productName: string;
  tone?: 'onDark' | 'onLight';
  size?: 'sm' | 'md';
  /** Below 640 px: the whole mark, the name without the tile (A/B flag), or nothing (flag 061). */
  mobile?: 'full' | 'noIcon' | 'hidden';
}) {
  const { lead, rest } = splitWordmark(productName);
  const mobileClass = mobile === 'noIcon' ? styles.mobileNoIcon : mobile === 'hidden' ? styles.mobileHidden : '';
  return (
    <span className={`${styles.wordmark} ${styles[tone]} ${styles[size]} ${mobileClass}`} data-mobile={mobile}>
      <svg className={styles.tile} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#ffd200" />
        <path d="M8.5 16.5 13.5 22 23.5 10" fill="none" stroke="#0b2545" strokeWidth="3.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={styles.name}>
        {lead && <span className={styles.lead}>{lead}</span>}
        <span className={styles.rest}>{rest}</span>
      </span>
    </span>
  );
}
