import { dutchPlural } from '@/lib/format/plural';
import { formatInteger } from '@/lib/format/number';

/** The quick-search button's Dutch templates; "{count}" stands for the live figure. */
export interface SubmitTemplates {
  zero: string;
  one: string;
  other: string;
}

/** "Bekijk alle …" is for an empty stock; a choice that matches nothing says so in numbers. */
export function submitLabel(templates: SubmitTemplates, count: number, anythingChosen: boolean): string {
  const template = count === 0 && !anythingChosen ? templates.zero : dutchPlural(count) === 'one' ? templates.one : templates.other;
  return template.replace('{count}', formatInteger(count));
}
