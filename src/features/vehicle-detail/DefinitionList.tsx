import type { ReactNode } from 'react';
import styles from './detail.module.css';

export interface DefinitionRow {
  key: string;
  label: string;
  value: ReactNode;
}

export function DefinitionList({ rows }: { rows: DefinitionRow[] }) {
  return (
    <dl className={styles.specs}>
      {rows.map((row) => (
        <div key={row.key} className={styles.specRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
