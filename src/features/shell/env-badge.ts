import type { AppEnvironment } from '@/lib/config/env';

/** Product §2: the environment tag shows on these environments only, each labelled "… v3". */
const BADGE_ENVIRONMENTS = ['acceptance', 'qa1', 'qa2', 'dynamic-qa', 'integration-test'] as const;
export type BadgeEnvironment = (typeof BADGE_ENVIRONMENTS)[number];

export function badgeEnvironment(environment: AppEnvironment): BadgeEnvironment | null {
  return (BADGE_ENVIRONMENTS as readonly string[]).includes(environment) ? (environment as BadgeEnvironment) : null;
}
