/**
 * Whether the tag-manager and marketing scripts load (product §7, issue 6 item 4): in production
 * only, never when an environment setting, a query parameter or the direct production instance
 * host skips them, and each only after the visitor allowed its cookie category.
 */
import type { AppEnvironment } from '@/lib/config/env';

export interface TagSettings {
  appEnv: AppEnvironment;
  /** SKIP_TAGS: an environment (a load test, a staging copy of production) that never loads tags. */
  skip: boolean;
  /** TAG_SKIP_HOSTS: hosts of the production instances themselves, reached without the public domain. */
  skipHosts: readonly string[];
  tagManagerId: string;
  marketingTagUrl: string | null;
}

/** What the browser needs to load tags, or null when the server already knows they never load. */
export interface TagScripts {
  tagManagerId: string | null;
  marketingTagUrl: string | null;
}

/** `?skipTags`, `?skipTags=1` or `?skipTags=true` skip the tags for that page load. */
export const SKIP_TAGS_PARAM = 'skipTags';

function hostName(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The server's half of the decision: environment, setting and host. */
export function tagScriptsFor(settings: TagSettings, host: string | null): TagScripts | null {
  if (settings.appEnv !== 'production' || settings.skip) return null;
  if (host && settings.skipHosts.some((skipped) => hostName(skipped) === hostName(host))) return null;
  const scripts: TagScripts = { tagManagerId: settings.tagManagerId || null, marketingTagUrl: settings.marketingTagUrl || null };
  return scripts.tagManagerId || scripts.marketingTagUrl ? scripts : null;
}

export function skippedByQuery(search: string): boolean {
  const params = new URLSearchParams(search);
  if (!params.has(SKIP_TAGS_PARAM)) return false;
  const value = (params.get(SKIP_TAGS_PARAM) ?? '').toLowerCase();
  return value === '' || value === '1' || value === 'true';
}

export interface TagsToLoad {
  tagManager: string | null;
  marketing: string | null;
}

export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

/** The browser's half: the query of the first page and the visitor's consent. */
export function tagsToLoad(scripts: TagScripts | null, search: string, consent: { analytics: boolean; marketing: boolean } | null): TagsToLoad {
  const none = { tagManager: null, marketing: null };
  if (!scripts || !consent || skippedByQuery(search)) return none;
  return {
    tagManager: consent.analytics && scripts.tagManagerId ? `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(scripts.tagManagerId)}` : null,
    marketing: consent.marketing && scripts.marketingTagUrl ? scripts.marketingTagUrl : null,
  };
}

/** Origins the Content-Security-Policy must allow once tags may load (scripts, beacons, pixels). */
export function tagOrigins(tagManagerId: string, marketingTagUrl: string | null): string[] {
  const origins = tagManagerId ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'] : [];
  if (marketingTagUrl) {
    try {
      origins.push(new URL(marketingTagUrl).origin);
    } catch {
      // An invalid URL never loads either; the env schema refuses it first.
    }
  }
  return origins;
}
