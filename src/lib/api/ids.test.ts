import { describe, expect, it } from 'vitest';
import { MAX_LISTING_ID, parseListingId } from './ids';
import { listingIdSchema } from './listing-id-schema';

describe('parseListingId', () => {
  it('reads ids within the integer column', () => {
    expect(parseListingId('1')).toBe(1);
    expect(parseListingId('2147483647')).toBe(MAX_LISTING_ID);
  });

  it('refuses ids past the column and anything that is not plain digits', () => {
    for (const text of ['2147483648', '999999999999999', '0', '007', '-1', '1.5', '1e3', ' 1', '', '１']) expect(parseListingId(text)).toBeNull();
  });
});

describe('listingIdSchema', () => {
  it('takes whole numbers in range only', () => {
    expect(listingIdSchema.safeParse(MAX_LISTING_ID).success).toBe(true);
    for (const value of [MAX_LISTING_ID + 1, 0, -3, 2.5, '12']) expect(listingIdSchema.safeParse(value).success).toBe(false);
  });
});
