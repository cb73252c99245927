import { navigateAnswer } from '@/features/search/api/handlers';
import { answer } from '@/features/search/api/respond';

export function GET(request: Request) {
  return answer(request, (service) => navigateAnswer(service, request.url, '/api/client/search/navigate/'));
}
