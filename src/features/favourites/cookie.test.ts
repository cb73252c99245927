import { describe, expect, it } from 'vitest';
import { toggleFavourite } from './cookie';

describe('toggleFavourite', () => {
  it('adds at the end and removes wherever it is', () => {
    expect(toggleFavourite([1, 2], 3)).toEqual({ ids: [1, 2, 3], added: true });
    expect(toggleFavourite([1, 2, 3], 2)).toEqual({ ids: [1, 3], added: false });
  });
});
