import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { env } from '@/lib/config/env';
import { tagCorrelationId } from '@/lib/telemetry/api';
import { CORRELATION_HEADER, isValidCorrelationId } from '@/lib/telemetry/correlation';
import { isAbFlagOn, parseAbFlags, type AbFlagName } from './ab';
import { parseFeatureFlagOverrides, resolveFeatureFlags, type FeatureFlags } from './features';
import type { ClientFlags } from './types';

/**
 * Only with ENABLE_TEST_ROUTES: the end-to-end suite sets feature flags per request with this
 * header (same grammar as FEATURE_FLAGS), because its one server has one environment.
 */
export const TEST_FEATURE_FLAGS_HEADER = 'x-test-feature-flags';

/** The configured feature flags: APP_ENV's defaults with FEATURE_FLAGS on top. */
export function configuredFeatureFlags(): FeatureFlags {
  const e = env();
  return resolveFeatureFlags(e.APP_ENV, parseFeatureFlagOverrides(e.FEATURE_FLAGS));
}

/** This request's flags, read once per render; server components call this, client ones use the provider. */
export const getFlags = cache(async (): Promise<ClientFlags> => {
  const e = env();
  const requestHeaders = await headers();
  // Next traces the proxy and the render as two traces; every page reads its flags here, so this
  // is where the render's trace gets the correlation id the proxy put on the request.
  const correlationId = requestHeaders.get(CORRELATION_HEADER);
  if (isValidCorrelationId(correlationId)) tagCorrelationId(correlationId);
  const testOverride = e.ENABLE_TEST_ROUTES ? parseFeatureFlagOverrides(requestHeaders.get(TEST_FEATURE_FLAGS_HEADER) ?? '') : {};
  return {
    ab: parseAbFlags(requestHeaders.entries()),
    features: resolveFeatureFlags(e.APP_ENV, parseFeatureFlagOverrides(e.FEATURE_FLAGS), testOverride),
  };
});

export async function abFlag(name: AbFlagName): Promise<boolean> {
  return isAbFlagOn((await getFlags()).ab, name);
}

export async function featureFlags(): Promise<FeatureFlags> {
  return (await getFlags()).features;
}
