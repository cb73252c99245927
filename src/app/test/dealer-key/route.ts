import { database } from '@/db';
import { createDealerKey } from '@/features/dealer-feed/server';
import { env } from '@/lib/config/env';

export const dynamic = 'force-dynamic';

/**
 * Test-only: a dealer API key made as `npm run dealer-key -- create` makes it (the same function), for
 * the first demo dealer or `?dealer=`, so the end-to-end suite can call the feed API over HTTP.
 */
export async function POST(request: Request): Promise<Response> {
  if (!env().ENABLE_TEST_ROUTES) return Response.json({ status: 404, message: 'Not Found' }, { status: 404 });
  const db = await database();
  const named = new URL(request.url).searchParams.get('dealer');
  const [first] = await db.query<{ external_id: string }>('select external_id from dealers order by id limit 1');
  const dealer = named ?? first?.external_id;
  if (!dealer) return Response.json({ status: 404, message: 'Not Found' }, { status: 404 });
  const issued = await createDealerKey(db, { label: 'e2e', dealerExternalIds: [dealer], scopes: ['listings', 'leads'] });
  return Response.json({ ...issued, dealer }, { headers: { 'cache-control': 'no-store' } });
}
