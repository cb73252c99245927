import { describe, expect, it } from 'vitest';
import { placeAfterLink, RESULTS_HEADING_SELECTOR } from './focus-keeper';

describe('placeAfterLink', () => {
  it('sends a removed chip’s place to the chip that moved into it, then the one before, then the heading, and says the count', () => {
    expect(placeAfterLink('chips', 2)).toEqual({
      selectors: ['[data-focus-zone="chips"] li:nth-child(3) a', '[data-focus-zone="chips"] li:last-child a', RESULTS_HEADING_SELECTOR],
      announceFrom: RESULTS_HEADING_SELECTOR,
      scroll: false,
    });
    expect(placeAfterLink('chips', 0).selectors[0]).toBe('[data-focus-zone="chips"] li:nth-child(1) a');
  });

  it('sends "clear all", a new order and a new page to the heading, which says the count itself', () => {
    for (const [zone, index] of [['chips', null], ['sort', null], ['pages', null]] as const) {
      const place = placeAfterLink(zone, index);
      expect(place.selectors).toEqual([RESULTS_HEADING_SELECTOR]);
      expect(place.announceFrom).toBeNull();
    }
  });

  it('brings the heading into view only after a page change, where the visitor was at the list’s end', () => {
    expect(placeAfterLink('pages', null).scroll).toBe(true);
    expect(placeAfterLink('sort', null).scroll).toBe(false);
  });
});
