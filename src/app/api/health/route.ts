// For load balancers and the benchmark's "trivial route": up, and how many listings the index holds.
import { answer } from '@/features/search/api/respond';

export function GET(request: Request) {
  return answer(request, (service) => ({ status: 'ok', listings: service.size }));
}
