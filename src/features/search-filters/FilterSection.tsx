import type { ReactNode } from 'react';
import { formatInteger } from '@/lib/format/number';
import type { FiltersCopy } from './copy';
import styles from './filters.module.css';

/**
 * One collapsible filter section: <details> opens and closes without JavaScript, and the
 * fieldset gives screen readers the group's name.
 */
export function FilterSection({
  id,
  title,
  selectedCount,
  open,
  copy,
  hideCount = false,
  children,
}: {
  id: string;
  title: string;
  selectedCount: number;
  open: boolean;
  copy: FiltersCopy;
  hideCount?: boolean;
  children: ReactNode;
}) {
  return (
    <details className={styles.section} open={open} data-field={id}>
      <summary className={styles.summary}>
        <span>{title}</span>
        {selectedCount > 0 && (
          <span className={styles.badge}>{hideCount ? '•' : copy.panel.selected.replace('{count}', formatInteger(selectedCount))}</span>
        )}
      </summary>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}
