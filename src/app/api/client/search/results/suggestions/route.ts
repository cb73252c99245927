import { suggestionsAnswer } from '@/features/search/api/handlers';
import { answerWithBody } from '@/features/search/api/respond';

export function POST(request: Request) {
  return answerWithBody(request, 'malformedSearchRequests', suggestionsAnswer);
}
