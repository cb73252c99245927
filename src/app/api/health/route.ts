// Liveness for load balancers and the benchmark's "trivial route": the database answers and the index is loaded.
import { healthResponse } from '@/features/operations/health.server';

export function GET() {
  return healthResponse();
}
