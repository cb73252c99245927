import { resultsAnswer } from '@/features/search/api/handlers';
import { legacyResultsAnswer } from '@/features/search/api/legacy';
import { legacyContextFor } from '@/features/search/api/legacy-context';
import { answerWithBody } from '@/features/search/api/respond';
import { isLegacySearchBody } from '@/lib/legacy-search-contract/dialect';

/** Our request answered in our shape; the old site's dialect answered in its shape (decision 035). */
export function POST(request: Request) {
  return answerWithBody(request, 'malformedSearchRequest', async (service, body) =>
    isLegacySearchBody(body) ? legacyResultsAnswer(service, body, await legacyContextFor(request)) : resultsAnswer(service, body),
  );
}
