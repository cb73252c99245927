/** The sell page's Dutch copy in the browser (decision 006): the namespace as the server hands it over. */
import type sellJson from '../../../../public/locales/nl/sell.json';

export type SellCopy = typeof sellJson;

export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
