import { dutchPlural } from '@/lib/format/plural';

/** The favourites link's accessible name; templates come from shell.json with {{count}}. */
export interface FavouritesCopy {
  label: string;
  countOne: string;
  countOther: string;
}

export function favouritesLabel(copy: FavouritesCopy, count: number): string {
  if (count <= 0) return copy.label;
  const template = dutchPlural(count) === 'one' ? copy.countOne : copy.countOther;
  return `${copy.label}, ${template.replace('{{count}}', String(count))}`;
}
