import Link from 'next/link';
import styles from './search-page.module.css';

export interface AlternativeLink {
  href: string;
  label: string;
  count: string;
}

/** Never a dead end: what to try instead, each with how many results it gives. */
export function ZeroResults({ heading, text, alternatives, alternativesLabel, all }: { heading: string; text: string; alternatives: readonly AlternativeLink[]; alternativesLabel: string; all: { href: string; label: string } | null }) {
  return (
    <section className={styles.zero} aria-labelledby="zero-results">
      <h2 id="zero-results" className={styles.zeroHeading}>
        {heading}
      </h2>
      <p className={styles.zeroText}>{text}</p>
      {alternatives.length > 0 && (
        <ul className={styles.alternatives} aria-label={alternativesLabel}>
          {alternatives.map((alternative) => (
            <li key={alternative.href}>
              <Link href={alternative.href} className={styles.alternative}>
                <span>{alternative.label}</span>
                <span className={styles.alternativeCount}>{alternative.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {all && (
        <Link href={all.href} className={styles.allLink}>
          {all.label}
        </Link>
      )}
    </section>
  );
}
