import type { AbFlags } from './ab';
import type { FeatureFlags } from './features';

/** A request's flags as the server resolved them; small and plain, so it can go to the browser. */
export interface ClientFlags {
  ab: AbFlags;
  features: FeatureFlags;
}
