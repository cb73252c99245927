import type { TFunction } from 'i18next';
import { Section } from './Section';
import styles from './detail.module.css';

export function Description({ text, t }: { text: string; t: TFunction }) {
  if (!text.trim()) return null;
  return (
    <Section id="description" heading={t('sections.description')}>
      {text
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className={styles.prose}>
            {paragraph}
          </p>
        ))}
    </Section>
  );
}
