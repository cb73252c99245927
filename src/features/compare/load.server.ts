import 'server-only';
import { inArray } from 'drizzle-orm';
import { database } from '@/db';
import { listings, type SpecificationGroup } from '@/db/schema';
import { loadListItems } from '@/features/search/server';
import type { ListItem } from '@/features/search';

/** The compared vehicles in URL order with their full specification groups; unknown ids are left out. */
export async function loadCompared(ids: readonly number[]): Promise<{ items: ListItem[]; specifications: SpecificationGroup[][] }> {
  if (!ids.length) return { items: [], specifications: [] };
  const { db } = await database();
  const [found, rows] = await Promise.all([
    loadListItems(db, ids),
    db.select({ id: listings.id, specificationGroups: listings.specificationGroups }).from(listings).where(inArray(listings.id, [...ids])),
  ]);
  const groups = new Map(rows.map((row) => [row.id, row.specificationGroups]));
  const items = ids.flatMap((id) => found.get(id) ?? []);
  return { items, specifications: items.map((item) => groups.get(item.id) ?? []) };
}
