import { FilterSection } from './FilterSection';
import type { FieldProps } from './field-props';
import { rangeFieldName } from './form-fields';
import { OPEN_BY_DEFAULT, type RangeFilterKey } from './panel-fields';
import { formatRangeOption } from './range-format';
import { rangeOptions } from './range-options';
import { setRange } from './request-edit';
import styles from './filters.module.css';

/** "Van" and "tot en met" selects whose steps come from the facet buckets, each with its count. */
export function RangeField({ idPrefix, rangeKey, request, facets, copy, onChange }: FieldProps & { idPrefix: string; rangeKey: RangeFilterKey }) {
  const buckets = facets[rangeKey];
  const range = request[rangeKey];
  if (buckets.length === 0 && !range) return null;
  const title = copy.fields[rangeKey] ?? rangeKey;
  const ends = [
    { end: 'min' as const, label: copy.range.from, any: copy.range.anyFrom },
    { end: 'max' as const, label: copy.range.to, any: copy.range.anyTo },
  ];
  return (
    <FilterSection id={rangeKey} title={title} selectedCount={range ? 1 : 0} open={OPEN_BY_DEFAULT.has(rangeKey) || range !== undefined} copy={copy} hideCount>
      <div className={styles.rangeRow}>
        {ends.map(({ end, label, any }) => {
          const id = `${idPrefix}-${rangeKey}-${end}`;
          const value = range?.[end];
          return (
            <div key={end} className={styles.rangeEnd}>
              <label htmlFor={id} className={styles.smallLabel}>
                <span className="visually-hidden">{title} </span>
                {label}
              </label>
              <div className={styles.selectWrap}>
                <select
                  id={id}
                  name={rangeFieldName(rangeKey, end)}
                  value={value === undefined ? '' : String(value)}
                  onChange={(event) => onChange(setRange(request, rangeKey, end, event.target.value === '' ? undefined : Number(event.target.value)))}
                >
                  <option value="">{any}</option>
                  {rangeOptions(rangeKey, buckets, end, value).map((option) => (
                    <option key={option.value} value={String(option.value)}>
                      {formatRangeOption(rangeKey, option.value, option.count)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          );
        })}
      </div>
    </FilterSection>
  );
}
