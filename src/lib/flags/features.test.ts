import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAG_IDS, parseFeatureFlagOverrides, resolveFeatureFlags } from './features';

describe('feature flag defaults', () => {
  it('define every flag for every environment', () => {
    for (const flags of Object.values(FEATURE_FLAG_DEFAULTS)) expect(Object.keys(flags).sort()).toEqual([...FEATURE_FLAG_IDS]);
  });

  it('release only built features in production, with 060 showing the count', () => {
    expect(FEATURE_FLAG_DEFAULTS.production).toEqual({ '051': false, '054': true, '056': true, '060': 'a', '061': true, '062': true, '064': false });
    expect(FEATURE_FLAG_DEFAULTS.acceptance).toEqual(FEATURE_FLAG_DEFAULTS.production);
  });

  it('switch unreleased features on in development and QA', () => {
    expect(FEATURE_FLAG_DEFAULTS.development['064']).toBe(true);
    expect(FEATURE_FLAG_DEFAULTS.qa1['051']).toBe(true);
  });
});

describe('parseFeatureFlagOverrides', () => {
  it('reads toggles and the 060 variant', () => {
    expect(parseFeatureFlagOverrides(' 051=on, 060=B ,062=off,064=true,054=0')).toEqual({ '051': true, '060': 'b', '062': false, '064': true, '054': false });
  });

  it('reads nothing from an empty value', () => {
    expect(parseFeatureFlagOverrides('')).toEqual({});
    expect(parseFeatureFlagOverrides(' , ')).toEqual({});
  });

  it.each([
    ['099=on', /unknown feature flag "099"/],
    ['051', /not id=value/],
    ['051=maybe', /051 takes on or off/],
    ['060=on', /060 takes a or b/],
    ['060=a=b', /not id=value/],
  ])('refuses %s', (text, message) => {
    expect(() => parseFeatureFlagOverrides(text)).toThrow(message);
  });
});

describe('resolveFeatureFlags', () => {
  it('puts overrides over the environment defaults, the last one winning', () => {
    const flags = resolveFeatureFlags('production', { '060': 'b', '062': false }, { '062': true });
    expect(flags).toEqual({ ...FEATURE_FLAG_DEFAULTS.production, '060': 'b', '062': true });
  });

  it('does not change the defaults it starts from', () => {
    resolveFeatureFlags('production', { '051': true });
    expect(FEATURE_FLAG_DEFAULTS.production['051']).toBe(false);
  });
});

describe('FEATURE_FLAGS in the environment schema', () => {
  it('accepts a valid value and fails the start on a typo', () => {
    expect(parseEnv({ FEATURE_FLAGS: '051=on,060=b' }).FEATURE_FLAGS).toBe('051=on,060=b');
    expect(() => parseEnv({ FEATURE_FLAGS: '060=c' })).toThrow(/FEATURE_FLAGS: feature flag 060 takes a or b/);
  });
});
