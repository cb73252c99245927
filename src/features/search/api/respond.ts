import 'server-only';
import { ApiError, errorAnswer, readJsonBody, type ApiErrorCode } from '@/lib/api/errors';
import { responseOf, type FastLaneAnswer } from '@/lib/fast-lane';
import { log } from '@/lib/log';
import { searchService } from '@/features/search/service';
import type { SearchService } from '@/features/search/service/search-service';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * Runs a search call: the service, the answer, and every failure as `{ status, message }`. Plain, so
 * the app server's fast lane (decision 043) can write it without a Web Response in between.
 */
export async function searchAnswer(path: string, compute: (service: SearchService) => unknown): Promise<FastLaneAnswer> {
  try {
    const service = await searchService();
    return { status: 200, json: await compute(service), headers: NO_STORE };
  } catch (error) {
    if (!(error instanceof ApiError)) log.error({ err: error, path }, 'search call failed');
    const { body, headers } = errorAnswer(error);
    return { status: body.status, json: body, headers: { ...headers, ...NO_STORE } };
  }
}

/** The same as a route's Response. */
export async function answer(request: Request, compute: (service: SearchService) => unknown): Promise<Response> {
  return responseOf(await searchAnswer(new URL(request.url).pathname, compute));
}

/** The same for a call with a JSON body. */
export function answerWithBody(request: Request, onMalformed: ApiErrorCode, compute: (service: SearchService, body: unknown) => unknown): Promise<Response> {
  return answer(request, async (service) => compute(service, await readJsonBody(request, onMalformed)));
}
