import { describe, expect, it } from 'vitest';
import { isManualHistoryEntry, parseStoredScroll, restoreTarget, scrollKey } from './scroll-memory';

describe('restoreTarget', () => {
  it('restores the stored position when going back to another path', () => {
    expect(restoreTarget('/auto/aanbod/golf-ab12cd3', '/auto', 1200)).toBe(1200);
  });
  it('starts at the top of a page that has no stored position', () => {
    expect(restoreTarget('/blog', '/auto', null)).toBe(0);
  });
  it('does not restore on a detail page: it opens at the top', () => {
    expect(restoreTarget('/auto', '/auto/aanbod/golf-ab12cd3', 800)).toBe(0);
  });
  it('leaves a shallow navigation alone', () => {
    expect(restoreTarget('/auto', '/auto', 800)).toBeNull();
  });
  it('after a reload restores the stored position, and otherwise leaves the browser be', () => {
    expect(restoreTarget(null, '/auto', 640)).toBe(640);
    expect(restoreTarget(null, '/auto', null)).toBeNull();
    expect(restoreTarget(null, '/auto/aanbod/golf-ab12cd3', 640)).toBeNull();
  });
});

describe('parseStoredScroll', () => {
  it('reads whole pixels', () => {
    expect(parseStoredScroll('1200')).toBe(1200);
    expect(parseStoredScroll('10.6')).toBe(11);
  });
  it('ignores missing and nonsense values', () => {
    expect(parseStoredScroll(null)).toBeNull();
    expect(parseStoredScroll('abc')).toBeNull();
    expect(parseStoredScroll('-5')).toBeNull();
  });
});

describe('isManualHistoryEntry', () => {
  it('is true only for manual: true', () => {
    expect(isManualHistoryEntry({ manual: true, __NA: true })).toBe(true);
    expect(isManualHistoryEntry({ manual: 'true' })).toBe(false);
    expect(isManualHistoryEntry({ __NA: true })).toBe(false);
    expect(isManualHistoryEntry(null)).toBe(false);
  });
});

describe('scrollKey', () => {
  it('is one key per path', () => {
    expect(scrollKey('/auto')).not.toBe(scrollKey('/fietsen'));
  });
});
