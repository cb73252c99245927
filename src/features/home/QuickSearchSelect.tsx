import type { ChangeEvent } from 'react';
import type { QuickSearchSelectModel } from './quick-search-model';
import styles from './quick-search.module.css';

/** One labelled select of the quick search; uncontrolled, so choices made before hydration count. */
export function QuickSearchSelect({ id, select, onChange }: { id: string; select: QuickSearchSelectModel; onChange(event: ChangeEvent<HTMLSelectElement>): void }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {select.label}
      </label>
      <div className={styles.selectWrap}>
        <select id={id} name={select.name} defaultValue="" disabled={select.disabled} onChange={onChange}>
          <option value="">{select.placeholder}</option>
          {select.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {select.groups.map((group) => (
            <optgroup key={group.key} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
    </div>
  );
}
