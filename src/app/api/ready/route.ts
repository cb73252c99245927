// Readiness (issue 19): 503 until this node's search index is loaded and its database answers,
// and 503 again from the moment the node begins a graceful stop (decision 038), so a balancer drains it.
import { isShuttingDown } from '@/features/operations/shutdown';
import { readinessResponse } from '@/features/operations/readiness.server';

export const dynamic = 'force-dynamic';

export function GET() {
  if (isShuttingDown()) return Response.json({ ready: false, draining: true }, { status: 503, headers: { 'cache-control': 'no-store' } });
  return readinessResponse();
}
