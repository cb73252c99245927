/**
 * Builds the search index when the server starts rather than on the first search, so no visitor
 * waits for it. Failures are logged; the first request retries.
 */
export async function register(): Promise<void> {
  // Never during `next build`: its workers must not open the embedded database.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { warmSearchService } = await import('@/features/search/service/warm');
  warmSearchService();
}
