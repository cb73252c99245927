import { faqJsonLd, serializeJsonLd, type FaqEntry } from '@/lib/seo/json-ld';
import styles from './faq-block.module.css';

export interface FaqBlockProps {
  /** The block's heading ("Veelgestelde vragen over autofinanciering"). */
  heading: string;
  items: readonly FaqEntry[];
  /** Id of the heading, unique on the page (a page may hold more than one block). */
  id?: string;
  /** FAQPage structured data; off where the page already describes the same questions. */
  structuredData?: boolean;
}

/**
 * Questions and answers as native disclosures: they open without JavaScript, with the keyboard, and
 * search engines read them as FAQPage data. Answers are plain text from the locale files.
 */
export function FaqBlock({ heading, items, id = 'faq-heading', structuredData = true }: FaqBlockProps) {
  if (items.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.list}>
        {items.map((item) => (
          <details key={item.question} className={styles.item}>
            <summary className={styles.question}>
              <h3>{item.question}</h3>
            </summary>
            <p className={styles.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
      {structuredData ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(faqJsonLd(items)) }} /> : null}
    </section>
  );
}
