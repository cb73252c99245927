import { FLAG_KEYS } from '@/lib/search-request/fields';
import { FilterSection } from './FilterSection';
import { OptionRow } from './OptionRow';
import type { FieldProps } from './field-props';
import { FLAG_ON } from './form-fields';
import { setFlag } from './request-edit';

/**
 * The on/off switches (NAP, online financing and leasing, VAT deductible, plug-in hybrid), shown
 * only when they would leave listings: a bicycle list shows no plug-in switch.
 */
export function FlagsField({ request, facets, copy, onChange }: FieldProps) {
  const flags = FLAG_KEYS.filter((key) => request[key] || facets[key] > 0);
  if (flags.length === 0) return null;
  const active = flags.filter((key) => request[key]).length;
  return (
    <FilterSection id="flags" title={copy.fields.flags ?? ''} selectedCount={active} open copy={copy}>
      {flags.map((key) => (
        <OptionRow key={key} name={key} value={FLAG_ON} label={copy.flags[key]} count={facets[key]} checked={request[key]} onChange={() => onChange(setFlag(request, key, !request[key]))} />
      ))}
    </FilterSection>
  );
}
