// Readiness (issue 19): 503 until this node's search index is loaded and its database answers.
import { readinessResponse } from '@/features/operations/readiness.server';

export const dynamic = 'force-dynamic';

export function GET() {
  return readinessResponse();
}
