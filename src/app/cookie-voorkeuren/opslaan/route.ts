import { handleConsentPost } from '@/features/consent/server';

export const POST = handleConsentPost;

/** A link or a reload lands on the preferences page, where the question is asked. */
export function GET(): Response {
  return new Response(null, { status: 303, headers: { location: '/cookie-voorkeuren', 'cache-control': 'no-store' } });
}
