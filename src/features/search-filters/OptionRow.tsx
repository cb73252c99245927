import { formatInteger } from '@/lib/format/number';
import styles from './filters.module.css';

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
