/**
 * What a visitor did in the server's filter form before its code ran (issue 18: the first tap is
 * never lost). The panel is a real form, so a tick, a radio or a select already changes in the
 * page while the panel's chunk is still on its way; React then hydrates over the changed controls
 * without telling anyone. On hydration the panel reads these changes back from the form and applies
 * them as if they had been made a moment later.
 */
import { FLAG_KEYS, type FlagKey, type RangeKey } from '@/lib/search-request/fields';
import type { SearchRequest } from '@/lib/search-request/schema';
import { RADIUS_STEPS, type RadiusStep } from '@/lib/vehicle/enums';
import { normalisePostcode } from '@/lib/geo/postcode';
import { setFlag, setRange, setSingle, toggleEnum, toggleSlug } from './request-edit';

/** A control's name and value as the form submits them; `checked` for checkboxes and radios. */
export interface EarlyChange {
  name: string;
  value: string;
  checked?: boolean;
}

type ListKey = Parameters<typeof toggleEnum>[1] | 'brand' | 'model';

/** The request with the early changes applied, the postal code first (its radius needs it). Pure. */
export function applyEarlyChanges(request: SearchRequest, changes: readonly EarlyChange[], modelsOf: (brand: string) => readonly string[] = () => []): SearchRequest {
  let next = request;
  for (const { name, value, checked } of [...changes].sort((a, b) => Number(b.name === 'postalCode') - Number(a.name === 'postalCode'))) {
    const [key = '', end] = name.split('_');
    const list: unknown = next[name as ListKey];
    if (checked === undefined) {
      if (end === 'min' || end === 'max') next = setRange(next, key as RangeKey, end, value === '' ? undefined : Number(value));
      else if (name === 'radius') next = setSingle(next, 'radius', (RADIUS_STEPS as readonly string[]).includes(value) ? (value as RadiusStep) : undefined);
      else if (name === 'postalCode') {
        const code = value.trim() === '' ? undefined : normalisePostcode(value);
        if (code !== null) next = setSingle(next, 'postalCode', code);
      }
    } else if ((FLAG_KEYS as readonly string[]).includes(name)) next = setFlag(next, name as FlagKey, checked);
    // A radio reports only the one it moved to.
    else if (name === 'addedSince') next = checked ? setSingle(next, 'addedSince', (value || undefined) as SearchRequest['addedSince']) : next;
    else if (Array.isArray(list) && list.includes(value) !== checked) {
      next = name === 'brand' || name === 'model' ? toggleSlug(next, name, value, name === 'brand' ? modelsOf(value) : []) : toggleEnum(next, name as ListKey & Parameters<typeof toggleEnum>[1], value);
    }
  }
  return next;
}

/**
 * The controls of `form` whose state differs from what the server rendered. A field still being
 * typed in (it has the focus) is left to its own code, which keeps what was typed.
 */
export function formChanges(form: HTMLFormElement): EarlyChange[] {
  const changes: EarlyChange[] = [];
  for (const element of form.elements) {
    if (element instanceof HTMLSelectElement) {
      const options = [...element.options];
      const initial = (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
      if (!element.disabled && element.value !== initial) changes.push({ name: element.name, value: element.value });
    } else if (element instanceof HTMLInputElement) {
      const box = element.type === 'checkbox' || element.type === 'radio';
      if (box && element.checked !== element.defaultChecked && (element.type === 'checkbox' || element.checked)) changes.push({ name: element.name, value: element.value, checked: element.checked });
      if (element.type === 'text' && element !== document.activeElement && element.value !== element.defaultValue) changes.push({ name: element.name, value: element.value });
    }
  }
  return changes;
}
