import 'server-only';
import type { Env } from '@/lib/config/env';
import { parseRateLimit, type RateLimit } from '@/lib/rate-limit/rate-limit';

export interface LeadSettings {
  /** One sender's leads, whatever the listing. */
  perIp: RateLimit | null;
  /** One sender's leads about one listing (counted per listing and sender, never per listing alone). */
  perListing: RateLimit | null;
  trustedProxies: number;
}

/** The lead variables of the env schema, parsed (the schema already checked their syntax at start). */
export function leadSettings(e: Env): LeadSettings {
  return {
    perIp: parseRateLimit(e.LEAD_RATE_LIMIT_PER_IP),
    perListing: parseRateLimit(e.LEAD_RATE_LIMIT_PER_LISTING),
    trustedProxies: e.TRUSTED_PROXY_COUNT,
  };
}

/** The longest window of the lead limits: lead counters older than two of it are deleted. */
export function longestWindowMs(settings: LeadSettings): number {
  return Math.max(settings.perIp?.windowMs ?? 0, settings.perListing?.windowMs ?? 0, 60_000);
}
