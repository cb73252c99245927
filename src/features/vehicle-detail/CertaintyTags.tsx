import type { TFunction } from 'i18next';
import type { CertaintyTag } from './certainty-tags';
import { Check } from './Check';
import { InfoTip } from '@/lib/tooltip/InfoTip';
import styles from './detail.module.css';

export function CertaintyTags({ tags, t }: { tags: CertaintyTag[]; t: TFunction }) {
  if (!tags.length) return null;
  return (
    <div>
      <h2 className="visually-hidden">{t('sections.certainties')}</h2>
      <ul className={styles.tags}>
        {tags.map((tag) => (
          <li key={`${tag.kind}-${tag.value}`}>
            <InfoTip text={{ label: tag.label, explanation: tag.explanation, closeLabel: t('tooltip.close'), moreLabel: t('tooltip.more', { label: tag.label }) }} icon={<Check />} />
          </li>
        ))}
      </ul>
    </div>
  );
}
