/**
 * The specification groups a detail page shows (product §3): only specifications that have a value,
 * only groups with something left, in a fixed order. Specifications the history section shows
 * (build date, mileage, NAP, owners) are left out of the table so nothing appears twice.
 */
import type { SpecificationGroup } from '@/db/schema';

export const GROUP_ORDER: readonly SpecificationGroup['key'][] = ['general', 'interiorExterior', 'engine', 'bicycle', 'camping', 'dimensions', 'warranties'];
export const HISTORY_SPEC_KEYS: ReadonlySet<string> = new Set(['year', 'firstRegistration', 'mileage', 'napLabel', 'ownerCount']);

export interface VisibleSpec {
  key: string;
  label: string;
  value: string;
}

export interface VisibleGroup {
  key: SpecificationGroup['key'];
  label: string;
  specifications: VisibleSpec[];
}

type Spec = SpecificationGroup['specifications'][number];

function shows(spec: Spec): boolean {
  if (!spec.hasValue || spec.value === null) return false;
  return spec.formattedValue.trim() !== '' && spec.label.trim() !== '';
}

export function visibleSpecGroups(groups: readonly SpecificationGroup[], options: { omit?: ReadonlySet<string> } = {}): VisibleGroup[] {
  const omit = options.omit ?? HISTORY_SPEC_KEYS;
  const rank = (key: string) => {
    const index = GROUP_ORDER.indexOf(key as SpecificationGroup['key']);
    return index < 0 ? GROUP_ORDER.length : index;
  };
  return groups
    .map((group) => ({
      key: group.key,
      label: group.label,
      specifications: group.specifications.filter((spec) => shows(spec) && !omit.has(spec.key)).map((spec) => ({ key: spec.key, label: spec.label, value: spec.formattedValue })),
    }))
    .filter((group) => group.specifications.length > 0)
    .map((group, index) => ({ group, index }))
    .sort((a, b) => rank(a.group.key) - rank(b.group.key) || a.index - b.index)
    .map(({ group }) => group);
}
