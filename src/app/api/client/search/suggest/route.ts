import { answer } from '@/features/search/api/respond';
import { suggestCall } from '@/features/sentence-search/server';

/** Issue 18: what the search box offers for the text typed so far, each with its URL and count. */
export function GET(request: Request) {
  return answer(request, (service) => suggestCall(service, new URL(request.url).searchParams.get('q')));
}
