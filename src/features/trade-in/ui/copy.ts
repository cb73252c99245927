/**
 * The page's Dutch copy in the browser (decision 006): the server hands its client components the
 * trade-in namespace as it is, already Dutch, and they fill in `{{name}}` themselves. A plural
 * picks `key_one` or `key_other` as i18next would. Pure.
 */
import type tradeInJson from '../../../../public/locales/nl/trade-in.json';

export type TradeInCopy = typeof tradeInJson;

export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** `{ x_one, x_other }` with `count`: the Dutch plural forms. */
export function plural(forms: Record<string, string>, key: string, count: number, values: Record<string, string | number> = {}): string {
  const form = forms[`${key}_${count === 1 ? 'one' : 'other'}`] ?? forms[key] ?? '';
  return fill(form, { count, ...values });
}
