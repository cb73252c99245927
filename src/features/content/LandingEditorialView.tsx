import { FaqBlock } from '@/features/blocks';
import { formatLongDate } from '@/lib/format/date';
import type { LandingEditorial } from './landing-editorial';
import prose from './prose.module.css';
import styles from './landing-editorial.module.css';

/** The anchor the result page's header links to ("Lees ons koopadvies"). */
export const LANDING_ADVICE_ID = 'koopadvies';

/** A landing's editorial advice and FAQ (FAQPage data), under its results. Server HTML only. */
export function LandingEditorialView({ editorial, updatedLabel }: { editorial: LandingEditorial; updatedLabel: string }) {
  return (
    <section id={LANDING_ADVICE_ID} className={styles.editorial} aria-labelledby="landing-advice-heading" data-testid="landing-editorial">
      <h2 id="landing-advice-heading" className={styles.title}>
        {editorial.title}
      </h2>
      <div className={prose.prose} dangerouslySetInnerHTML={{ __html: editorial.html }} />
      {editorial.updated && (
        <p className={styles.updated}>
          {updatedLabel} <time dateTime={editorial.updated}>{formatLongDate(new Date(`${editorial.updated}T12:00:00Z`))}</time>
        </p>
      )}
      {editorial.faqHeading && <FaqBlock heading={editorial.faqHeading} items={editorial.faq} id="landing-faq-heading" />}
    </section>
  );
}
