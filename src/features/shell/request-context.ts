import 'server-only';
import { cookies, headers } from 'next/headers';
import { publicConfig } from '@/lib/config/site';
import { detectAppPlatform, type AppPlatform } from './app-promo';
import { countFavourites } from '@/lib/cookies/favourites';

export interface ShellRequest {
  favouritesCount: number;
  platform: AppPlatform;
  envBadgeDismissed: boolean;
  /** The CSP nonce the proxy made for this response; absent on requests the proxy skips. */
  nonce: string | undefined;
}

/** What the shell needs from the request, read once on the server so the first render is right. */
export async function readShellRequest(): Promise<ShellRequest> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const names = publicConfig().cookies;
  return {
    favouritesCount: countFavourites(cookieStore.get(names.favourites)?.value),
    platform: detectAppPlatform(headerList.get('user-agent')),
    envBadgeDismissed: cookieStore.get(names.envBadgeDismissed)?.value === '1',
    nonce: headerList.get('x-nonce') ?? undefined,
  };
}

