import type { TFunction } from 'i18next';
import { Section } from './Section';
import styles from './detail.module.css';

export function DealerComments({ comments, dealer, t }: { comments: string | null; dealer: string; t: TFunction }) {
  if (!comments?.trim()) return null;
  return (
    <Section id="dealer-comments" heading={t('sections.dealerComments')}>
      <blockquote className={styles.quote}>
        <p>{comments}</p>
        <footer>— {dealer}</footer>
      </blockquote>
    </Section>
  );
}
