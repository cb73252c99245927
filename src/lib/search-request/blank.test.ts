import { describe, expect, it } from 'vitest';
import { MOBILITY_TYPES_WITH_ALL } from '@/lib/vehicle/enums';
import { blankSearchRequest } from './blank';
import { emptySearchRequest } from './schema';

describe('blank search request', () => {
  it.each(MOBILITY_TYPES_WITH_ALL)('is the normal form of an empty %s search', (mobility) => {
    expect(blankSearchRequest(mobility)).toEqual(emptySearchRequest(mobility));
  });
});
