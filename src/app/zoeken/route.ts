import { parseQuickSearchParams } from '@/features/home/quick-search-params';
import { quickSearchUrl } from '@/features/home/quick-search-url';
import { sentenceSearchLocation } from '@/features/sentence-search/server';
import { LIST_ROOT } from '@/lib/vehicle/enums';
import { log } from '@/lib/log';

const redirect = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

/**
 * Search without JavaScript, answered with a 303 to the canonical list URL. `?q=` is the search
 * box's sentence (issue 18), interpreted into filters; otherwise the quick search's form
 * (/zoeken?type=car&merk=…), whose input that does not parse goes to the plain list root.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const q = params.get('q');
  if (q !== null) {
    try {
      return redirect(await sentenceSearchLocation(q));
    } catch (error) {
      // The index is not available: the plain list still answers rather than an error page.
      log.error({ err: error }, 'sentence search failed');
      return redirect('/aanbod');
    }
  }
  const parsed = parseQuickSearchParams(params);
  return redirect(parsed.ok ? quickSearchUrl(parsed.search) : LIST_ROOT[parsed.mobility ?? 'car']);
}
