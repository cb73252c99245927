import styles from './search-page.module.css';

/** A short Dutch text about what the page lists, below the results (for visitors and search engines). */
export function SeoBlock({ heading, text }: { heading: string; text: string }) {
  return (
    <section className={styles.seo} aria-labelledby="search-seo">
      <h2 id="search-seo" className={styles.seoHeading}>
        {heading}
      </h2>
      <p>{text}</p>
    </section>
  );
}
