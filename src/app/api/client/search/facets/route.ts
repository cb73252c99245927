import { facetsAnswer } from '@/features/search/api/handlers';
import { answerWithBody } from '@/features/search/api/respond';

export function POST(request: Request) {
  return answerWithBody(request, 'malformedSearchRequest', facetsAnswer);
}
