import { formToRequest } from '@/features/search-filters/form-request';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';

/**
 * The filter panel without JavaScript: its form GETs /zoeken/filters?brand=…&price_max=…, and
 * this answers with a 303 to the canonical list URL.
 */
export function GET(request: Request): Response {
  const location = searchRequestToUrl(formToRequest(new URL(request.url).searchParams));
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}
