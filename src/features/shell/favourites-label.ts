/** The favourites link's accessible name; templates come from shell.json with {{count}}. */
export interface FavouritesCopy {
  label: string;
  countOne: string;
  countOther: string;
}

const plural = new Intl.PluralRules('nl-NL');

export function favouritesLabel(copy: FavouritesCopy, count: number): string {
  if (count <= 0) return copy.label;
  const template = plural.select(count) === 'one' ? copy.countOne : copy.countOther;
  return `${copy.label}, ${template.replace('{{count}}', String(count))}`;
}
