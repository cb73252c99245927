import type { ReactNode } from 'react';
import { formatInteger } from '@/lib/format/number';
import type { FiltersCopy } from './copy';
import styles from './filters.module.css';

/**
 * One collapsible filter section: <details> opens and closes without JavaScript, and the
 * fieldset gives screen readers the group's name.
 */
export function Section({
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

/** A checkbox or radio with its label and count; a value no listing has is muted, not hidden. */
export function OptionRow({
  type = 'checkbox',
  name,
  value,
  label,
  count,
  checked,
  mark,
  onChange,
}: {
  type?: 'checkbox' | 'radio';
  name: string;
  value: string;
  label: string;
  count?: number;
  checked: boolean;
  mark?: string | null;
  onChange(): void;
}) {
  const muted = count === 0 && !checked;
  return (
    <label className={styles.option} data-muted={muted || undefined}>
      <input type={type} name={name} value={value} checked={checked} onChange={onChange} className={styles.control} />
      {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG marks gain nothing from the optimiser */}
      {mark && <img src={mark} alt="" width={40} height={16} loading="lazy" decoding="async" className={styles.mark} />}
      <span className={styles.optionLabel}>{label}</span>
      {count !== undefined && <span className={styles.count}>{formatInteger(count)}</span>}
    </label>
  );
}
