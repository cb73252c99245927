import { notFound } from 'next/navigation';
import { env } from '@/lib/config/env';

export const dynamic = 'force-dynamic';

/** Test-only: a page that crashes while rendering, so the e2e suite can see the 500 page. */
export default function RenderCrashPage() {
  if (!env().ENABLE_TEST_ROUTES) notFound();
  throw new Error('Deliberate render crash for the end-to-end test of the error page');
}
