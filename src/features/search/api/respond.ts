import 'server-only';
import { ApiError, readJsonBody, toErrorResponse, type ApiErrorCode } from '@/lib/api/errors';
import { log } from '@/lib/log';
import { searchService } from '@/features/search/service';
import type { SearchService } from '@/features/search/service/search-service';

const NO_STORE = { 'cache-control': 'no-store' };

/** Runs a search call: the service, the answer as JSON, and every failure as `{ status, message }`. */
export async function answer(request: Request, compute: (service: SearchService) => unknown): Promise<Response> {
  try {
    const service = await searchService();
    return Response.json(await compute(service), { headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof ApiError)) log.error({ err: error, path: new URL(request.url).pathname }, 'search call failed');
    const response = toErrorResponse(error);
    response.headers.set('cache-control', 'no-store');
    return response;
  }
}

/** The same for a call with a JSON body. */
export function answerWithBody(request: Request, onMalformed: ApiErrorCode, compute: (service: SearchService, body: unknown) => unknown): Promise<Response> {
  return answer(request, async (service) => compute(service, await readJsonBody(request, onMalformed)));
}
