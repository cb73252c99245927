import { parseQuickSearchParams } from '@/features/home/quick-search-params';
import { homeStatsService } from '@/features/home/stats';
import { ApiError, toErrorResponse } from '@/lib/api/errors';

/** The live count under the quick search's button: GET /zoeken/aantal?type=car&merk=… → { count }. */
export async function GET(request: Request): Promise<Response> {
  const parsed = parseQuickSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) return toErrorResponse(new ApiError('malformedSearchRequest'));
  const count = await homeStatsService().count(parsed.search);
  // The figures are cached for 30 s on the server; the browser may keep them as long.
  return Response.json({ count }, { headers: { 'cache-control': 'private, max-age=30' } });
}
