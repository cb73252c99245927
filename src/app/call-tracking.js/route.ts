import { callTrackingScript, parseTrackingDelay } from '@/features/dealer-contact/server';
import { env } from '@/lib/config/env';

// The script the call buttons load: swaps dealers' numbers for tracked ones (CALL_TRACKING=on).
export function GET(request: Request) {
  const e = env();
  if (e.CALL_TRACKING !== 'on') return new Response('/* call tracking is off */\n', { status: 404, headers: { 'content-type': 'text/javascript; charset=utf-8' } });
  // Only the e2e suite may slow the script down or silence it.
  const asked = e.ENABLE_TEST_ROUTES ? new URL(request.url).searchParams.get('delay') : null;
  const delay = parseTrackingDelay(asked);
  return new Response(callTrackingScript(delay), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': asked === null ? 'public, max-age=300' : 'no-store',
    },
  });
}
