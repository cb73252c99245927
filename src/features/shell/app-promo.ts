/**
 * Product §1: the app-store link is shown on iOS, the play-store link on Android, both when the
 * device type is unknown. Detected from the User-Agent on the server so the first render is right.
 */
export type AppPlatform = 'ios' | 'android' | 'unknown';

export interface AppStoreLink {
  store: 'appStore' | 'playStore';
  href: string;
}

export function detectAppPlatform(userAgent: string | null | undefined): AppPlatform {
  if (!userAgent) return 'unknown';
  // Android first: some Android browsers mention "like iPhone" in compatibility tokens.
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  // iPadOS 13+ claims to be a Mac; without touch information the server cannot tell, so: unknown.
  return 'unknown';
}

export function appStoreLinks(platform: AppPlatform, urls: { iosAppUrl: string; androidAppUrl: string }): AppStoreLink[] {
  const ios: AppStoreLink = { store: 'appStore', href: urls.iosAppUrl };
  const android: AppStoreLink = { store: 'playStore', href: urls.androidAppUrl };
  if (platform === 'ios') return [ios];
  if (platform === 'android') return [android];
  return [ios, android];
}
