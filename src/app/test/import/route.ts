import { database } from '@/db';
import { importDemoArrival } from '@/features/inventory/server';
import { env } from '@/lib/config/env';

export const dynamic = 'force-dynamic';

/**
 * Test-only: a new listing arrives through the import path (`?offset=N`; `&dryRun=1` only says
 * what it will be; `&price=` delivers it again at that price in euro cents), so the end-to-end suite can watch a saved search's alert follow an import.
 */
export async function POST(request: Request): Promise<Response> {
  if (!env().ENABLE_TEST_ROUTES) return Response.json({ status: 404, message: 'Not Found' }, { status: 404 });
  const params = new URL(request.url).searchParams;
  const offset = Number(params.get('offset') ?? '0');
  if (!Number.isInteger(offset) || offset < 0 || offset > 1000) return Response.json({ status: 400, message: 'Bad Request' }, { status: 400 });
  const price = params.has('price') ? Number(params.get('price')) : undefined;
  if (price !== undefined && !(Number.isInteger(price) && price > 0)) return Response.json({ status: 400, message: 'Bad Request' }, { status: 400 });
  const arrival = await importDemoArrival(await database(), offset, { dryRun: params.get('dryRun') === '1', price });
  return Response.json(arrival, { headers: { 'cache-control': 'no-store' } });
}
