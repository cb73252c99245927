import 'server-only';
import { database } from '@/db';
import { loadPriceDrops, type PriceDrop } from '@/features/inventory/server';
import { loadListItems } from '@/features/search/server';
import type { ListItem } from '@/features/search';

export type FavouriteEntry = { id: number; item: ListItem; priceDrop: PriceDrop | null } | { id: number; item: null };

/** These favourites in this order, with their price drops; ids the database no longer knows come back without an item. */
export async function loadFavourites(ids: readonly number[], now: Date): Promise<FavouriteEntry[]> {
  if (!ids.length) return [];
  const { db } = await database();
  // The page's price drops in one query, read beside the list items.
  const [items, drops] = await Promise.all([loadListItems(db, ids), loadPriceDrops(ids, now)]);
  return ids.map((id) => {
    const item = items.get(id);
    return item ? { id, item, priceDrop: drops.get(id) ?? null } : { id, item: null };
  });
}
