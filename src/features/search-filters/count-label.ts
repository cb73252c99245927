import { dutchPlural } from '@/lib/format/plural';
import { formatInteger } from '@/lib/format/number';

/** Dutch templates for a counted phrase; "{count}" stands for the figure ("Toon {count} resultaten"). */
export interface CountTemplates {
  zero: string;
  one: string;
  other: string;
}

export function countLabel(templates: CountTemplates, count: number): string {
  const template = count === 0 ? templates.zero : dutchPlural(count) === 'one' ? templates.one : templates.other;
  return template.replace('{count}', formatInteger(count));
}
