'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlags, type ToggleFlagId } from './features';
import type { ClientFlags } from './types';

// Outside the shell (global error page) nothing is provided: the released set is the safe answer.
const FlagsContext = createContext<ClientFlags>({ ab: [], features: FEATURE_FLAG_DEFAULTS.production });

/** Hands the server's flags for this request to client components; the shell renders it once. */
export function FlagsProvider({ flags, children }: { flags: ClientFlags; children: ReactNode }) {
  return <FlagsContext.Provider value={flags}>{children}</FlagsContext.Provider>;
}

export function useFeatureFlag(id: ToggleFlagId): boolean {
  return useContext(FlagsContext).features[id];
}

export function useFeatureFlags(): FeatureFlags {
  return useContext(FlagsContext).features;
}
