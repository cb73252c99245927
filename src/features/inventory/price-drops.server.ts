import 'server-only';
import { database } from '@/db';
import { log } from '@/lib/log';
import type { PriceDrop } from '@/lib/vehicle/price-drop';
import { priceDropsFor } from './price-history';

/**
 * The price drops of a page's listings from the app's database, for pages that show cards. The
 * label is an extra: when the read fails the page still renders, its cards without one.
 */
export async function loadPriceDrops(listingIds: readonly number[], now: Date): Promise<Map<number, PriceDrop>> {
  if (!listingIds.length) return new Map();
  try {
    return await priceDropsFor((await database()).db, listingIds, now);
  } catch (error) {
    log.warn({ err: error, listings: listingIds.length }, 'price drops: reading failed, cards show none');
    return new Map();
  }
}
