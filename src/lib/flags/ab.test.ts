import { describe, expect, it } from 'vitest';
import { AB_FLAGS, isAbFlagOn, normaliseAbHeaders, parseAbFlags } from './ab';

describe('parseAbFlags', () => {
  it('switches a flag on for x-ab-test-* with the value true in any case', () => {
    const flags = parseAbFlags(
      new Headers({ 'X-AB-Test-Mobile-Logo-Icon': 'TRUE', 'x-ab-test-b': 'true', 'x-ab-test-c': ' True ', 'x-other': 'true' }).entries(),
    );
    expect(flags).toEqual(['b', 'c', 'mobile-logo-icon']);
    expect(isAbFlagOn(flags, AB_FLAGS.mobileLogoIcon)).toBe(true);
  });

  it('leaves a flag off for any other value', () => {
    const flags = parseAbFlags([
      ['x-ab-test-a', 'false'],
      ['x-ab-test-b', '1'],
      ['x-ab-test-c', 'yes'],
      ['x-ab-test-d', ''],
      ['x-ab-test-e', 'truee'],
    ]);
    expect(flags).toEqual([]);
    expect(isAbFlagOn(flags, AB_FLAGS.mobileLogoIcon)).toBe(false);
  });

  it('ignores the bare prefix and names with odd characters', () => {
    expect(parseAbFlags([['x-ab-test-', 'true'], ['x-ab-test-a_b', 'true'], ['x-ab-testing', 'true']])).toEqual([]);
  });
});

describe('normaliseAbHeaders', () => {
  it('keeps only the flags that are on, spelled x-ab-test-{name}: true', () => {
    const headers = new Headers({ 'x-ab-test-mobile-logo-icon': 'TRUE', 'x-ab-test-off': 'no', accept: 'text/html' });
    expect(normaliseAbHeaders(headers)).toEqual(['mobile-logo-icon']);
    expect([...headers.entries()]).toEqual([
      ['accept', 'text/html'],
      ['x-ab-test-mobile-logo-icon', 'true'],
    ]);
  });
});
