import type { TFunction } from 'i18next';
import { DefinitionList } from './DefinitionList';
import { Section } from './Section';
import type { DetailSpecGroup } from './spec-layout';
import styles from './detail.module.css';

export function Specifications({ groups, t }: { groups: DetailSpecGroup[]; t: TFunction }) {
  if (!groups.length) return null;
  return (
    <Section id="specifications" heading={t('sections.specifications')}>
      <div className={styles.specGroups}>
        {groups.map((group) => (
          <div key={group.key}>
            <h3 className={styles.groupHeading}>{group.label}</h3>
            <DefinitionList rows={group.specifications} />
          </div>
        ))}
      </div>
    </Section>
  );
}
