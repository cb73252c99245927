import { searchRequestAnswer } from '@/features/search/api/handlers';
import { answer } from '@/features/search/api/respond';

export function GET(request: Request) {
  return answer(request, () => searchRequestAnswer(request.url, '/api/client/search-request/'));
}
