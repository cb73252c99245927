import { z } from 'zod';
import { parseFeatureFlagOverrides } from '../flags/features';
import { PLAIN_ADDRESS } from '../mail/address';
import { RATE_LIMIT_SPEC as RATE_LIMIT } from '../rate-limit/rate-limit';
import { siteUrlProblem } from './site-origin';
import { PLATE_REGISTRIES, resolveDemoDefaults, type DemoResolved } from './demo-defaults';

const PRODUCTION_SECRETS = ['ALTCHA_HMAC_KEY', 'MAIL_LINK_KEY'] as const;

/** Production must bring its own secrets: one made up per machine would differ between nodes. */
function productionSecretsProblem(source: Record<string, string | undefined>): string | null {
  if (source.APP_ENV?.trim() !== 'production') return null;
  const missing = PRODUCTION_SECRETS.filter((name) => !source[name]?.trim());
  return missing.length === 0 ? null : `${missing.join(' and ')} required when APP_ENV=production: set each to a random string of at least 32 characters`;
}

/**
 * The one environment schema, checked once. Every variable has a default that just works,
 * so a fresh clone starts with no .env at all (no DATABASE_URL means embedded PGlite).
 */
export const APP_ENVIRONMENTS = ['production', 'acceptance', 'qa1', 'qa2', 'dynamic-qa', 'integration-test', 'development'] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  );

// Same syntax as the lead feature's retry parser (parseRetrySchedule); its tests keep the two in step.
const RETRY_MINUTES = /^(?:off|[1-9]\d{0,4}(?:\s*,\s*[1-9]\d{0,4})*)$/;

const boolFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('')
  .transform((value) => value === '1' || value === 'true');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Absent: embedded PGlite under DATA_DIR. Present: PostgreSQL. */
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('.data'),
  APP_ENV: z.enum(APP_ENVIRONMENTS).default('production'),
  PRODUCT_NAME: z.string().min(1).max(40).default('viaBOVAG'),
  /**
   * The public address for canonical links, sitemaps, share links and mails. Required whenever
   * APP_ENV names an environment other than development (siteUrlProblem): mails link only here. A
   * local run's mails link to http://localhost:PORT; its pages follow the host a request came in on.
   */
  SITE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  DEALER_PORTAL_URL: z.string().url().default('https://portal.viabovag.nl'),
  /** Partner origins allowed to embed pages (iframe=true); goes into CSP frame-ancestors. */
  FRAME_ANCESTORS: csv,
  /** Demo listings for an empty database; unset: 20,000, none when APP_ENV=production (decision 058). */
  SEED_COUNT: z.coerce.number().int().min(0).max(5_000_000).optional(),
  /** How long the app server keeps a page rendered for a visitor without cookies (decision 044); 0 keeps none. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SMTP_URL: z.string().optional(),
  /**
   * Opens /dev/mailbox (the mail the app keeps without SMTP_URL) outside development, for whoever
   * passes it (?sleutel=… or the cookie dev-mailbox-key). Unset: development only.
   */
  DEV_MAILBOX_KEY: z.string().min(16, 'use at least 16 characters').optional().or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('viaBOVAG <noreply@viabovag.nl>'),
  IOS_APP_URL: z.string().url().default('https://apps.apple.com/nl/app/viabovag/id1458397738'),
  ANDROID_APP_URL: z.string().url().default('https://play.google.com/store/apps/details?id=nl.bovag.viabovag'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Lead rate limits (parsed by src/lib/rate-limit/rate-limit.ts): "5/10m" is five per ten
   * minutes, units s, m, h; "off" switches one off. Per visitor, and per listing and visitor:
   * nobody can use up a listing's allowance for someone else (decision 017).
   */
  LEAD_RATE_LIMIT_PER_IP: z.string().trim().regex(RATE_LIMIT, 'expected e.g. 5/10m or off').default('5/10m'),
  LEAD_RATE_LIMIT_PER_LISTING: z.string().trim().regex(RATE_LIMIT, 'expected e.g. 5/1h or off').default('5/1h'),
  /**
   * Web events (POST /api/client/web-event/…) one client address may send, same syntax as the
   * lead limits (parsed by src/lib/rate-limit/rate-limit.ts); past it the call answers 429.
   */
  WEB_EVENT_RATE_LIMIT: z.string().trim().regex(RATE_LIMIT, 'expected e.g. 120/1m or off').default('120/1m'),
  /** Reverse proxies in front of the app that append to X-Forwarded-For: the client is that many entries from the right. */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  /** Minutes to wait after each failed attempt of a mail in the outbox (alerts, confirmations, leads to dealers); "off" tries once. */
  MAIL_RETRY_MINUTES: z.string().trim().regex(RETRY_MINUTES, 'expected minutes such as 1,5,30 or off').default('1,5,30,120,480'),
  /**
   * Secret of the bot check (ALTCHA challenges are signed with it) and of the links in subscription
   * mails (the manage page's token). Required when APP_ENV=production; elsewhere a random one is
   * made once and kept in DATA_DIR/secrets.json, so a local run needs nothing.
   */
  ALTCHA_HMAC_KEY: z.string().min(32, 'use at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
  MAIL_LINK_KEY: z.string().min(32, 'use at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
  /** Subscriptions one client address may ask for, and confirmation mails one mailbox may get (same syntax as the lead limits). */
  SUBSCRIBE_RATE_LIMIT_PER_IP: z.string().trim().regex(RATE_LIMIT, 'expected e.g. 10/1h or off').default('10/1h'),
  SUBSCRIBE_RATE_LIMIT_PER_ADDRESS: z.string().trim().regex(RATE_LIMIT, 'expected e.g. 3/24h or off').default('3/24h'),
  /** Calls one dealer API key may make (issue 19, decision 034), same syntax; past it the call answers 429. */
  DEALER_API_RATE_LIMIT: z.string().trim().regex(RATE_LIMIT, 'expected e.g. 120/1m or off').default('120/1m'),
  /** Routes that exist only for the end-to-end suite (a deliberate render crash). Off unless set. */
  ENABLE_TEST_ROUTES: boolFlag,
  /**
   * Call tracking (decision 056): allowed unless `off`, but it does something only for a dealer with a
   * call-tracking code and a tracked number from the provider below or from its own data.
   */
  CALL_TRACKING: z.enum(['on', 'off']).default('on'),
  /** The call-tracking provider's number API, `{code}` where the dealer's code goes; unset: no provider. */
  CALL_TRACKING_API_URL: z
    .string()
    .url()
    .refine((url) => url.includes('{code}'), 'expected {code} where the call-tracking code goes, e.g. https://provider.example/numbers/{code}')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CALL_TRACKING_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  /** How long a tracked-number lookup waits for the provider; within the phone button's 3 s. */
  CALL_TRACKING_TIMEOUT_MS: z.coerce.number().int().min(100).max(2500).default(1500),
  /** Tag-manager container id (GTM-…); empty: no tag manager. Loads in production only, after consent. */
  TAG_MANAGER_ID: z
    .string()
    .regex(/^(GTM-[A-Z0-9]+)?$/)
    .default(''),
  /** The marketing tag script; empty: none. Loads in production only, after marketing consent. */
  MARKETING_TAG_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /** Never load the tag-manager and marketing scripts here (load tests, a copy of production). */
  SKIP_TAGS: boolFlag,
  /** Hosts of the production instances themselves (not the public domain): no tags there. */
  TAG_SKIP_HOSTS: csv,
  /** Feature flags over APP_ENV's defaults, e.g. "051=on,060=b" (src/lib/flags/features.ts). */
  FEATURE_FLAGS: z
    .string()
    .default('')
    .superRefine((value, context) => {
      try {
        parseFeatureFlagOverrides(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      }
    }),
  /** OpenTelemetry collector (OTLP over HTTP); unset means no telemetry SDK is started at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  OTEL_SERVICE_NAME: z.string().min(1).default('marketplace'),
  /**
   * The insurance partner of /verzekering/autoverzekering (issue 17): its name in the page's copy
   * and the mail, the address its indication requests are mailed to (through the outbox), and its
   * site, linked from the page (the link sends the web event findie-link-clicked). Unset: an example
   * partner outside production; with APP_ENV=production no partner, and the form is off (decision 058).
   */
  INSURANCE_PARTNER_NAME: z.string().trim().min(1).max(60).optional().or(z.literal('').transform(() => undefined)),
  INSURANCE_PARTNER_EMAIL: z.string().trim().regex(PLAIN_ADDRESS, 'expected one plain e-mail address').optional().or(z.literal('').transform(() => undefined)),
  INSURANCE_PARTNER_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /**
   * The Dutch vehicle registry (RDW open data, e.g. https://opendata.rdw.nl) for plate lookups on
   * the trade-in and sell pages. Unset: the local vehicle_registrations table the demo seed fills
   * (decision 023), except with APP_ENV=production, where the plate features are off (decision 058).
   * The app token is optional and raises RDW's request limits.
   */
  RDW_API_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /** Where plate lookups go (rdw, local, off); unset: decided by RDW_API_URL and APP_ENV (decision 058). */
  PLATE_REGISTRY: z.enum(PLATE_REGISTRIES).optional().or(z.literal('').transform(() => undefined)),
  RDW_APP_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  /** How long a plate lookup waits for the registry before it answers "unavailable". */
  RDW_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** A production server renders the photo library in the background after it starts; 0 switches that off. */
  PRERENDER_PHOTOS: z.enum(['0', '1', 'true', 'false', '']).default('1').transform((value) => value !== '0' && value !== 'false'),
  /**
   * The roadside-assistance number /pechhulp shows as its big call button (issue 17). The default is
   * ANWB Pechhulp's, which helps members and non-members alike (they pay per call-out); set the
   * number of the association's own partner when there is one. Dutch, as written: 088-2692888.
   */
  ROADSIDE_PHONE: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .default('088-2692888')
      .refine((value) => /^(?:0\d{9}|\+31\d{9})$/.test(value.replace(/[\s-]/g, '')), 'expected a Dutch phone number such as 088-2692888 or +31 88 269 2888'),
  ),
  /** Who answers ROADSIDE_PHONE, named on /pechhulp so a caller knows whom they reach. */
  ROADSIDE_PROVIDER: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().max(80).default('de ANWB Wegenwacht')),
});

/** The schema's values, with the demo defaults resolved for the environment (decision 058). */
export type Env = Omit<z.infer<typeof envSchema>, keyof DemoResolved> & DemoResolved;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  // Checked on the variables as given: an unset APP_ENV is a local run, which needs no SITE_URL.
  const siteUrl = siteUrlProblem(source);
  if (siteUrl) throw new Error(`Invalid environment: ${siteUrl}`);
  const secrets = productionSecretsProblem(source);
  if (secrets) throw new Error(`Invalid environment: ${secrets}`);
  const demo = resolveDemoDefaults(source, result.data);
  if (!demo.ok) throw new Error(`Invalid environment: ${demo.problem}`);
  return { ...result.data, ...demo.values };
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
