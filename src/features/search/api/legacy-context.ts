import 'server-only';
import { database } from '@/db';
import { siteUrlFor } from '@/lib/config/site-url.server';
import { getT } from '@/lib/i18n/server';
import { loadLegacyExtras, type LegacyContext } from './legacy';

/** What the old-shape answers need from the running server: its address, the Dutch labels, the database. */
export async function legacyContextFor(request: Request): Promise<LegacyContext> {
  const [t, db] = await Promise.all([getT('filters'), database()]);
  return { siteUrl: siteUrlFor(request.headers), t: (key, options) => t(key, options), extras: (ids) => loadLegacyExtras(db.db, ids) };
}
