import { ADDED_SINCE } from '@/lib/vehicle/enums';
import { FilterSection } from './FilterSection';
import { OptionRow } from './OptionRow';
import type { FieldProps } from './field-props';
import { setSingle } from './request-edit';

/** How recently a listing came in, as radios with "any time" first. */
export function AddedSinceField({ request, facets, copy, onChange }: FieldProps) {
  const counts = new Map(facets.addedSince.map((option) => [option.value, option.count]));
  const labels = copy.options.addedSince ?? {};
  return (
    <FilterSection id="addedSince" title={copy.fields.addedSince ?? ''} selectedCount={request.addedSince ? 1 : 0} open={request.addedSince !== undefined} copy={copy} hideCount>
      <OptionRow type="radio" name="addedSince" value="" label={copy.addedSince.any} checked={request.addedSince === undefined} onChange={() => onChange(setSingle(request, 'addedSince', undefined))} />
      {ADDED_SINCE.map((value) => (
        <OptionRow
          key={value}
          type="radio"
          name="addedSince"
          value={value}
          label={labels[value] ?? value}
          count={counts.get(value) ?? 0}
          checked={request.addedSince === value}
          onChange={() => onChange(setSingle(request, 'addedSince', value))}
        />
      ))}
    </FilterSection>
  );
}
