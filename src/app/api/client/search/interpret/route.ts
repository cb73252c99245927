import { answerWithBody } from '@/features/search/api/respond';
import { interpretCall } from '@/features/sentence-search/server';

/** Issue 18: a Dutch sentence → the search it means, its URL, its count and what each word became. */
export function POST(request: Request) {
  return answerWithBody(request, 'malformedSearchRequest', interpretCall);
}
