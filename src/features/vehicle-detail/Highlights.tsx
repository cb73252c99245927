import type { TFunction } from 'i18next';
import { Check } from './Check';
import { Section } from './Section';
import styles from './detail.module.css';

export function Highlights({ highlights, t }: { highlights: string[]; t: TFunction }) {
  if (!highlights.length) return null;
  return (
    <Section id="highlights" heading={t('sections.highlights')}>
      <ul className={styles.highlights}>
        {highlights.map((highlight) => (
          <li key={highlight}>
            <Check />
            {highlight}
          </li>
        ))}
      </ul>
    </Section>
  );
}
