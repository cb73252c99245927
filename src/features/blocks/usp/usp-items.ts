/**
 * The usp bar's reasons to buy here (product §2 "usp bar"), each a link to the page that backs it
 * up. The stock count is live (the search service); a result page leaves it out, because there
 * it would compete with the page's own count. Pure.
 */
import { formatInteger } from '@/lib/format/number';
import type { Translate } from '@/lib/i18n/translate';
import { LIST_ROOT, type MobilityType } from '@/lib/vehicle/enums';

export interface UspItem {
  key: 'dealers' | 'garantie' | 'allIn' | 'stock';
  href: string;
  label: string;
}

/** `stock`: the listings in stock of this type, or null to leave the count out. */
export function uspItems(mobility: MobilityType, stock: number | null, t: Translate): UspItem[] {
  const items: UspItem[] = [
    { key: 'dealers', href: '/bovag-zekerheid', label: t('usp.dealers') },
    { key: 'garantie', href: '/bovag-garantie', label: t(`usp.garantie.${mobility}`) },
    { key: 'allIn', href: '/heldere-all-in-prijzen', label: t('usp.allIn') },
  ];
  if (stock !== null && stock > 0) {
    items.push({ key: 'stock', href: LIST_ROOT[mobility], label: t(`usp.stock.${mobility}`, { count: stock, formatted: formatInteger(stock) }) });
  }
  return items;
}
