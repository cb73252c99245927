import { FilterSection } from './FilterSection';
import { OptionRow } from './OptionRow';
import type { FieldProps } from './field-props';
import { toggleSlug } from './request-edit';
import styles from './filters.module.css';

/** The models of the chosen brands, grouped per brand; hidden until a brand is chosen. */
export function ModelField({ request, facets, copy, onChange }: FieldProps) {
  if (request.brand.length === 0 && request.model.length === 0) return null;
  const brandLabel = new Map(facets.brand.map((brand) => [brand.value, brand.label]));
  const groups = new Map<string, typeof facets.model>();
  for (const model of facets.model) groups.set(model.brand, [...(groups.get(model.brand) ?? []), model]);
  const title = copy.fields.model ?? '';
  return (
    <FilterSection id="model" title={title} selectedCount={request.model.length} open copy={copy}>
      {groups.size === 0 && <p className={styles.hint}>{copy.model.pickBrand}</p>}
      {[...groups].map(([brand, models]) => (
        <div key={brand} role="group" aria-label={`${title} ${brandLabel.get(brand) ?? brand}`} className={styles.group}>
          {groups.size > 1 && <p className={styles.groupTitle}>{brandLabel.get(brand) ?? brand}</p>}
          {models.map((model) => (
            <OptionRow
              key={model.value}
              name="model"
              value={model.value}
              label={model.label}
              count={model.count}
              checked={request.model.includes(model.value)}
              onChange={() => onChange(toggleSlug(request, 'model', model.value))}
            />
          ))}
        </div>
      ))}
    </FilterSection>
  );
}
