import type { Instrumentation } from 'next';

/**
 * Starts OpenTelemetry when an endpoint is configured (src/lib/telemetry). Builds the search index
 * when the server starts rather than on the first search, so no visitor waits for it, then the home
 * pages' figures from it (decision 049), and hands the
 * app server the search box's suggestion handler (src/lib/fast-lane) and the generation its page
 * cache keeps pages by (src/lib/page-cache). Failures
 * are logged; the first request retries. Starts the lead jobs, the saved-search alerts, the mail
 * outbox with the renderers of both features' mail, the feed photo cleanup, and in production
 * the background pre-render of the photo library (PRERENDER_PHOTOS=0 switches it off). Registers
 * what a graceful stop runs once the last request is answered: the jobs stopped, the database closed.
 */
export async function register(): Promise<void> {
  // Never during `next build`: its workers must not open the embedded database.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // First, so the warm-up's queries are traced too; without OTEL_EXPORTER_OTLP_ENDPOINT this loads nothing.
  const { registerTelemetry } = await import('@/lib/telemetry/register');
  await registerTelemetry();
  const { warmSearchService } = await import('@/features/search/service/warm');
  warmSearchService();
  const { warmHomeStats } = await import('@/features/home/stats');
  warmHomeStats();
  // The search box asks at every keystroke: the app server answers it past Next's router, with what the route answers (decision 043).
  const { registerFastLane } = await import('@/lib/fast-lane');
  const { SUGGEST_PATH, suggestAnswer } = await import('./app/api/client/search/suggest/suggest-answer');
  registerFastLane(SUGGEST_PATH, suggestAnswer);
  // Pages the app server keeps are as new as the index's last applied change (decision 044).
  const { registerPageGeneration } = await import('@/lib/page-cache');
  const { searchService } = await import('@/features/search/server');
  let indexed: Awaited<ReturnType<typeof searchService>> | undefined;
  registerPageGeneration(() => {
    if (!indexed) void searchService().then((service) => (indexed = service), () => undefined);
    return indexed?.appliedChanges;
  });
  // Lead rate-limit counters, and leads the retry job of before the outbox left waiting; safe on every node.
  const { startLeadJobs, leadOutboxRenderers } = await import('@/features/dealer-contact/server');
  startLeadJobs();
  // The saved-search alerts; safe on every node (decision 019).
  const { startSubscriptionJobs, subscriptionOutboxRenderers } = await import('@/features/saved-searches/server');
  startSubscriptionJobs();
  // Sell requests and trade-in proposal requests to the nearest dealers (issue 15).
  const { offerOutboxRenderers } = await import('@/features/sell-vehicle/server');
  // The e-bike keuzehulp's advice mail (issue 16).
  const { choiceHelperOutboxRenderers } = await import('@/features/choice-helpers/server');
  // The newsletter's issues of new blog articles (issue 17, decision 028); safe on every node.
  const { startNewsletterJob, newsletterOutboxRenderers } = await import('@/features/newsletter/server');
  startNewsletterJob();
  // The one mail outbox, sending every feature's mail; composed here so no feature imports another (decision 019).
  const { startMailOutbox } = await import('@/features/operations/mail-jobs.server');
  // Financing requests to dealers and insurance indication requests to the partner (issue 17).
  const { financeOutboxRenderers } = await import('@/features/services/financing/server');
  startMailOutbox([subscriptionOutboxRenderers, leadOutboxRenderers, offerOutboxRenderers, choiceHelperOutboxRenderers, newsletterOutboxRenderers, financeOutboxRenderers]);
  // Feed photos no listing shows any more, hourly (issue 19); safe on every node.
  const { startFeedPhotoCleanup, feedPhotoCleanupJob } = await import('@/features/dealer-feed/server');
  startFeedPhotoCleanup();
  // A graceful stop (decision 038): the app server calls this after its last request, with the deadline of the bound.
  const { setShutdownHook } = await import('@/features/operations/shutdown');
  const { stopServerWork } = await import('@/features/operations/shutdown.server');
  setShutdownHook((deadline) => stopServerWork(deadline, [feedPhotoCleanupJob]));
  // Production only: a dev server or a test run has no use for 1,370 renders in the background.
  if (process.env.NODE_ENV === 'production') {
    const { startPhotoPrerender } = await import('@/features/media/prerender-on-start');
    startPhotoPrerender();
  }
}

/** Server exceptions (render, route handlers, actions, proxy) go to the monitoring, when it runs. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordServerError } = await import('@/lib/telemetry/api');
  recordServerError(error, { path: request.path, method: request.method, routePath: context.routePath, routeType: context.routeType });
};
