import type { TFunction } from 'i18next';
import Link from 'next/link';
import { pointsCheck } from './certainty-tags';
import { Section } from './Section';
import styles from './detail.module.css';

export function PointsCheck({ certainties, t }: { certainties: string[]; t: TFunction }) {
  const points = pointsCheck(certainties);
  if (points === null) return null;
  return (
    <Section id="points-check" heading={t('sections.pointsCheck')}>
      <div className={styles.pointsCheck}>
        <span className={styles.pointsBadge} aria-hidden="true">
          {points}
        </span>
        <div>
          <p className={styles.pointsTitle}>{t(`vehicle:certainty.puntencheck${points}`)}</p>
          <p className={styles.prose}>{t('pointsCheck.text', { points })}</p>
          <Link href="/bovag-puntencheck">{t('pointsCheck.link')}</Link>
        </div>
      </div>
    </Section>
  );
}
