import 'server-only';
import { cookies } from 'next/headers';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-writer';
import { searchService } from '@/features/search/server';
import { FLASH_PARAM, type FormFlash } from './form-flash';
import { flashSecret, openFlash } from './form-flash-seal.server';

export type SearchParams = Record<string, string | string[] | undefined>;

export const param = (params: SearchParams, name: string): string | undefined => (typeof params[name] === 'string' ? params[name] : undefined);

/** The flash of a no-JavaScript post, when the URL names the one in the sealed cookie (form-flash-seal.server.ts). */
export async function readFlash(cookieName: string, params: SearchParams): Promise<FormFlash | null> {
  const id = param(params, FLASH_PARAM);
  if (!id) return null;
  return openFlash((await cookies()).get(cookieName)?.value, id, await flashSecret());
}

/** Cars that can be financed online (`/auto/online-te-financieren`), with a live count from the search index. */
export async function financeableCars(): Promise<{ url: string; count: number }> {
  const request = normaliseSearchRequest({ mobilityType: 'car', onlineToFinance: true });
  const service = await searchService();
  return { url: searchRequestToUrl(request), count: service.search(request, { facets: false, limit: 0 }).total };
}
