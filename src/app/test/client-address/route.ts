import { env } from '@/lib/config/env';

export const dynamic = 'force-dynamic';

/**
 * Test-only: the `X-Forwarded-For` a route handler is given, so the end-to-end suite can see that
 * a header the visitor wrote never reaches the rate limits (scripts/serve.ts, decision 017).
 */
export function GET(request: Request): Response {
  if (!env().ENABLE_TEST_ROUTES) return Response.json({ status: 404, message: 'Not Found' }, { status: 404 });
  return Response.json({ forwardedFor: request.headers.get('x-forwarded-for') }, { headers: { 'cache-control': 'no-store' } });
}
