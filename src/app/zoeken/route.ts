import { parseQuickSearchParams } from '@/features/home/quick-search-params';
import { quickSearchUrl } from '@/features/home/quick-search-url';
import { LIST_ROOT } from '@/lib/vehicle/enums';

/**
 * The quick search without JavaScript: the form GETs /zoeken?type=car&merk=…, and this answers
 * with a 303 to the canonical list URL. Input that does not parse goes to the plain list root.
 */
export function GET(request: Request): Response {
  const parsed = parseQuickSearchParams(new URL(request.url).searchParams);
  const location = parsed.ok ? quickSearchUrl(parsed.search) : LIST_ROOT[parsed.mobility ?? 'car'];
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}
