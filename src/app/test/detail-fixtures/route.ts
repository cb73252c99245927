import { detailFixtures } from '@/features/vehicle-detail/server';
import { env } from '@/lib/config/env';

export const dynamic = 'force-dynamic';

/** Test-only (ENABLE_TEST_ROUTES=1): detail paths for the end-to-end suite. */
export async function GET(): Promise<Response> {
  if (!env().ENABLE_TEST_ROUTES) return Response.json({ status: 404, message: 'Not Found' }, { status: 404 });
  return Response.json(await detailFixtures());
}
