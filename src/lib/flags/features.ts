import type { AppEnvironment } from '../config/env';

/**
 * Feature flags (product §6) by their ids. Each is set per environment (the defaults below) and can
 * be overridden with FEATURE_FLAGS, e.g. `FEATURE_FLAGS="051=on,060=b"`. What each guards, and
 * which ones guard nothing yet, is in docs/decisions/013-flags-and-monitoring.md.
 */
export const FEATURE_FLAG_IDS = ['051', '054', '056', '060', '061', '062', '064'] as const;
export type FeatureFlagId = (typeof FEATURE_FLAG_IDS)[number];

/** 060 has two variants: `a` shows the result count in the mobile sticky button, `b` does not. */
export const FEATURE_060_VARIANTS = ['a', 'b'] as const;
export type Feature060Variant = (typeof FEATURE_060_VARIANTS)[number];

export type ToggleFlagId = Exclude<FeatureFlagId, '060'>;
export type FeatureFlags = { readonly [Id in ToggleFlagId]: boolean } & { readonly '060': Feature060Variant };
export type FeatureFlagOverrides = Partial<{ -readonly [Id in keyof FeatureFlags]: FeatureFlags[Id] }>;

/** Production and acceptance: what is released. Acceptance mirrors production so it can sign off. */
const RELEASED: FeatureFlags = { '051': false, '054': true, '056': true, '060': 'a', '061': true, '062': true, '064': false };
/** Development and the QA environments also switch on what is still being built. */
const IN_PROGRESS: FeatureFlags = { ...RELEASED, '051': true, '064': true };

export const FEATURE_FLAG_DEFAULTS: Record<AppEnvironment, FeatureFlags> = {
  production: RELEASED,
  acceptance: RELEASED,
  'integration-test': RELEASED,
  qa1: IN_PROGRESS,
  qa2: IN_PROGRESS,
  'dynamic-qa': IN_PROGRESS,
  development: IN_PROGRESS,
};

const ON = new Set(['on', 'true', '1']);
const OFF = new Set(['off', 'false', '0']);

function isFeatureFlagId(id: string): id is FeatureFlagId {
  return (FEATURE_FLAG_IDS as readonly string[]).includes(id);
}

function isVariant(value: string): value is Feature060Variant {
  return (FEATURE_060_VARIANTS as readonly string[]).includes(value);
}

/**
 * Reads `id=value` pairs separated by commas; toggles take on/off (or true/false, 1/0), 060 takes
 * a or b. A wrong id or value throws: a typo in a deployment must fail at start, not pass silently.
 */
export function parseFeatureFlagOverrides(text: string): FeatureFlagOverrides {
  const overrides: FeatureFlagOverrides = {};
  for (const part of text.split(',')) {
    const pair = part.trim();
    if (pair === '') continue;
    const [rawId = '', rawValue, ...rest] = pair.split('=');
    const id = rawId.trim();
    const value = (rawValue ?? '').trim().toLowerCase();
    if (rest.length > 0 || rawValue === undefined) throw new Error(`feature flag "${pair}" is not id=value`);
    if (!isFeatureFlagId(id)) throw new Error(`unknown feature flag "${id}" (known: ${FEATURE_FLAG_IDS.join(', ')})`);
    if (id === '060') {
      if (!isVariant(value)) throw new Error(`feature flag 060 takes ${FEATURE_060_VARIANTS.join(' or ')}, not "${value}"`);
      overrides['060'] = value;
    } else if (ON.has(value)) overrides[id] = true;
    else if (OFF.has(value)) overrides[id] = false;
    else throw new Error(`feature flag ${id} takes on or off, not "${value}"`);
  }
  return overrides;
}

/** The environment's defaults with the overrides on top, later overrides winning. */
export function resolveFeatureFlags(environment: AppEnvironment, ...overrides: FeatureFlagOverrides[]): FeatureFlags {
  return Object.assign({}, FEATURE_FLAG_DEFAULTS[environment], ...overrides) as FeatureFlags;
}
