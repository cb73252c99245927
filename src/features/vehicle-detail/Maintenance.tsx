import type { TFunction } from 'i18next';
import Link from 'next/link';
import { MAINTENANCE_CERTAINTIES } from './certainty-tags';
import { Check } from './Check';
import { Section } from './Section';
import styles from './detail.module.css';

export function Maintenance({ certainties, t }: { certainties: string[]; t: TFunction }) {
  const present = MAINTENANCE_CERTAINTIES.filter((value) => certainties.includes(value));
  if (!present.length) return null;
  return (
    <Section id="maintenance" heading={t('sections.maintenance')}>
      <ul className={styles.highlights}>
        {present.map((value) => (
          <li key={value}>
            <Check />
            <span>
              <strong>{t(`vehicle:certainty.${value}`)}</strong>: {t(`maintenance.${value}`)}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/bovag-onderhoudsbeurt">{t('maintenance.link')}</Link>
      </p>
    </Section>
  );
}
