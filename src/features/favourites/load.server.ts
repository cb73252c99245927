import 'server-only';
import { database } from '@/db';
import { loadListItems } from '@/features/search/server';
import type { ListItem } from '@/features/search';

export type FavouriteEntry = { id: number; item: ListItem } | { id: number; item: null };

/** These favourites in this order; ids the database no longer knows come back without an item. */
export async function loadFavourites(ids: readonly number[]): Promise<FavouriteEntry[]> {
  if (!ids.length) return [];
  const { db } = await database();
  const items = await loadListItems(db, ids);
  return ids.map((id) => ({ id, item: items.get(id) ?? null }));
}
