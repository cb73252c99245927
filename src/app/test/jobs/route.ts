import { database } from '@/db';
import { removeUnusedFeedPhotos } from '@/features/dealer-feed/server';
import { runNewsletterJob } from '@/features/newsletter/server';
import { runSubscriptionJobs } from '@/features/saved-searches/server';
import { env } from '@/lib/config/env';
import { sendOutboxNow } from '@/lib/mail/outbox/outbox-job.server';

export const dynamic = 'force-dynamic';

/**
 * Test-only: one round of the subscription jobs, the newsletter job and the feed photo cleanup as of
 * `?at=` (an ISO moment; default now), then the outbox, so the end-to-end suite need not wait for an
 * alert or the hourly cleanup, nor fake the clock.
 */
export async function POST(request: Request): Promise<Response> {
  if (!env().ENABLE_TEST_ROUTES) return Response.json({ status: 404, message: 'Not Found' }, { status: 404 });
  const at = new URL(request.url).searchParams.get('at');
  const now = at ? new Date(at) : new Date();
  if (Number.isNaN(now.getTime())) return Response.json({ status: 400, message: 'Bad Request' }, { status: 400 });
  const run = await runSubscriptionJobs(now);
  const newsletter = await runNewsletterJob(now);
  const feedPhotosRemoved = await removeUnusedFeedPhotos((await database()).db, { now });
  await sendOutboxNow(now);
  return Response.json({ ...run, newsletter, feedPhotosRemoved }, { headers: { 'cache-control': 'no-store' } });
}
