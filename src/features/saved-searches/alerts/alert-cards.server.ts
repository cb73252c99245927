import 'server-only';
import type { Db } from '@/db';
import { priceDropsFor } from '@/features/inventory/server';
import { loadListItems } from '@/features/search/server';
import { specSummary } from '@/features/vehicle-card';
import { getT } from '@/lib/i18n/server';
import type { AlertCardSnapshot } from '../subscriptions/mail-kinds';

/**
 * The cards an alert shows, as they are when the alert is queued: the same facts as the site's
 * cards (vehicle-card's spec summary) and the price drop of the last 30 days. Two queries for
 * the whole batch, whatever its size.
 */
export async function loadAlertCards(db: Db, ids: readonly number[], now: Date): Promise<Map<number, AlertCardSnapshot>> {
  if (ids.length === 0) return new Map();
  const [items, drops, t] = await Promise.all([loadListItems(db, ids), priceDropsFor(db, ids, now), getT('search')]);
  const cards = new Map<number, AlertCardSnapshot>();
  for (const [id, item] of items) {
    cards.set(id, {
      listingId: id,
      path: item.detailUrl,
      photoPath: item.imageUrl,
      title: item.title,
      price: Math.round(item.price * 100),
      oldPrice: drops.get(id)?.oldPrice ?? null,
      facts: specSummary(item.mobilityType, item.vehicle, t),
      dealer: `${item.company.name}, ${item.company.city}`,
      ...(item.isActive ? {} : { sold: true }),
    });
  }
  return cards;
}
