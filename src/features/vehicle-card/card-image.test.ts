import { describe, expect, it } from 'vitest';
import { cardSrcSet, lastCandidate } from './card-image';

const full = '/i?w=320 320w, /i?w=640 640w, /i?w=1024 1024w, /i?w=1280 1280w, /i?w=1920 1920w';

describe('card image', () => {
  it('drops the widths no card shows', () => {
    expect(cardSrcSet(full)).toBe('/i?w=320 320w, /i?w=640 640w, /i?w=1024 1024w, /i?w=1280 1280w');
  });

  it('keeps a srcset that has nothing small enough rather than leaving none', () => {
    expect(cardSrcSet('/i?w=1920 1920w')).toBe('/i?w=1920 1920w');
    expect(cardSrcSet(undefined)).toBeUndefined();
  });

  it('takes the widest remaining candidate as the plain src', () => {
    expect(lastCandidate(cardSrcSet(full))).toBe('/i?w=1280');
  });
});
