import { Wordmark } from './Wordmark';
import styles from './EmbeddedBar.module.css';

/**
 * The only chrome in embedded mode: the wordmark, opening the full site in a new tab. Always in
 * the HTML and shown by CSS when <html data-embedded> is set, so no script decides it late.
 */
export function EmbeddedBar({ productName, siteUrl, label }: { productName: string; siteUrl: string; label: string }) {
  return (
    <div className={styles.bar}>
      <a className={styles.link} href={siteUrl} target="_blank" rel="noopener" aria-label={label}>
        <Wordmark productName={productName} size="sm" />
      </a>
    </div>
  );
}
