import type { TFunction } from 'i18next';
import { Check } from './Check';
import { Section } from './Section';
import styles from './detail.module.css';

export function Options({ options, t }: { options: string[]; t: TFunction }) {
  if (!options.length) return null;
  return (
    <Section id="options" heading={t('sections.options')}>
      <ul className={styles.options}>
        {[...options].sort((a, b) => a.localeCompare(b, 'nl')).map((option) => (
          <li key={option}>
            <Check />
            {option}
          </li>
        ))}
      </ul>
    </Section>
  );
}
