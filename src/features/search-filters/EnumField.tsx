import type { EnumFilterKey } from '@/lib/search-request/fields';
import { FilterSection } from './FilterSection';
import { OptionRow } from './OptionRow';
import type { FieldProps } from './field-props';
import { enumOptions, fieldVocabulary, OPEN_BY_DEFAULT } from './panel-fields';
import { toggleEnum } from './request-edit';

/** A multi-select over a fixed vocabulary; values without listings stay in place, muted. */
export function EnumField({ fieldKey, request, facets, copy, onChange }: FieldProps & { fieldKey: EnumFilterKey }) {
  const selected: readonly string[] = request[fieldKey];
  const options = enumOptions(fieldVocabulary(fieldKey, request.mobilityType), facets[fieldKey], selected);
  if (options.every((option) => option.count === 0 && !option.selected)) return null;
  const labels = copy.options[fieldKey] ?? {};
  return (
    <FilterSection id={fieldKey} title={copy.fields[fieldKey] ?? fieldKey} selectedCount={selected.length} open={OPEN_BY_DEFAULT.has(fieldKey) || selected.length > 0} copy={copy}>
      {options.map((option) => (
        <OptionRow
          key={option.value}
          name={fieldKey}
          value={option.value}
          label={labels[option.value] ?? option.value}
          count={option.count}
          checked={option.selected}
          onChange={() => onChange(toggleEnum(request, fieldKey, option.value))}
        />
      ))}
    </FilterSection>
  );
}
