/**
 * What a local run gets without asking and production must ask for (decision 058): the demo
 * inventory, the local plate registry the demo seed fills, and the example insurance partner. A
 * local run (`npm start` with no variables) leaves APP_ENV unset and keeps all three, exactly as
 * before; a deployment that says APP_ENV=production gets none of them unless it sets them. Checked
 * on the variables as given, like SITE_URL and the secrets: the schema's APP_ENV default cannot
 * tell an unset APP_ENV from a production one. Pure.
 */
export const DEMO_SEED_COUNT = 20_000;

/** The example partner a local run mails its insurance requests to (into the dev mailbox without SMTP_URL). */
export const DEMO_INSURANCE_PARTNER = {
  name: 'viaBOVAG Verzekeringen',
  email: 'verzekeringen@viabovag.nl',
  url: 'https://verzekeringen.viabovag.nl',
} as const;

/** Where plate lookups go: the RDW API, the local vehicle_registrations table, or nowhere (the plate features say they are not available). */
export const PLATE_REGISTRIES = ['rdw', 'local', 'off'] as const;
export type PlateRegistrySource = (typeof PLATE_REGISTRIES)[number];

export interface DemoSensitive {
  SEED_COUNT?: number;
  RDW_API_URL?: string;
  PLATE_REGISTRY?: PlateRegistrySource;
  INSURANCE_PARTNER_NAME?: string;
  INSURANCE_PARTNER_EMAIL?: string;
  INSURANCE_PARTNER_URL?: string;
}

export interface DemoResolved {
  /** Demo listings to seed into an empty database; 0 seeds none. */
  SEED_COUNT: number;
  PLATE_REGISTRY: PlateRegistrySource;
  /** Unset (production without a partner): the insurance form is off. */
  INSURANCE_PARTNER_NAME: string | undefined;
  INSURANCE_PARTNER_EMAIL: string | undefined;
  /** Unset: the page links to no partner site. */
  INSURANCE_PARTNER_URL: string | undefined;
}

export function declaresProduction(source: { APP_ENV?: string }): boolean {
  return source.APP_ENV?.trim() === 'production';
}

export function resolveDemoDefaults(source: { APP_ENV?: string }, parsed: DemoSensitive): { ok: true; values: DemoResolved } | { ok: false; problem: string } {
  const production = declaresProduction(source);
  if (parsed.PLATE_REGISTRY === 'rdw' && !parsed.RDW_API_URL) return { ok: false, problem: 'PLATE_REGISTRY=rdw needs RDW_API_URL (e.g. https://opendata.rdw.nl)' };
  const registry: PlateRegistrySource = parsed.PLATE_REGISTRY ?? (parsed.RDW_API_URL ? 'rdw' : production ? 'off' : 'local');
  if (!production) {
    return {
      ok: true,
      values: {
        SEED_COUNT: parsed.SEED_COUNT ?? DEMO_SEED_COUNT,
        PLATE_REGISTRY: registry,
        INSURANCE_PARTNER_NAME: parsed.INSURANCE_PARTNER_NAME ?? DEMO_INSURANCE_PARTNER.name,
        INSURANCE_PARTNER_EMAIL: parsed.INSURANCE_PARTNER_EMAIL ?? DEMO_INSURANCE_PARTNER.email,
        INSURANCE_PARTNER_URL: parsed.INSURANCE_PARTNER_URL ?? DEMO_INSURANCE_PARTNER.url,
      },
    };
  }
  // A partner is a name to greet and an address to mail: one without the other is a mistake, not "off".
  if (Boolean(parsed.INSURANCE_PARTNER_NAME) !== Boolean(parsed.INSURANCE_PARTNER_EMAIL)) {
    return { ok: false, problem: 'INSURANCE_PARTNER_NAME and INSURANCE_PARTNER_EMAIL go together when APP_ENV=production: set both to offer the insurance form, or neither to switch it off' };
  }
  return {
    ok: true,
    values: {
      SEED_COUNT: parsed.SEED_COUNT ?? 0,
      PLATE_REGISTRY: registry,
      INSURANCE_PARTNER_NAME: parsed.INSURANCE_PARTNER_NAME,
      INSURANCE_PARTNER_EMAIL: parsed.INSURANCE_PARTNER_EMAIL,
      INSURANCE_PARTNER_URL: parsed.INSURANCE_PARTNER_URL,
    },
  };
}
