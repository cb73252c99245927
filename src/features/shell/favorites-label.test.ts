import { describe, expect, it } from 'vitest';
import shell from '../../../public/locales/nl/shell.json';
import { favoritesLabel } from './favorites-label';

const copy = { label: shell.header.favorites, countOne: shell.header.favoritesCount_one, countOther: shell.header.favoritesCount_other };

describe('favoritesLabel', () => {
  it('is just the label at zero', () => {
    expect(favoritesLabel(copy, 0)).toBe('Favorieten');
  });
  it('uses the Dutch singular and plural', () => {
    expect(favoritesLabel(copy, 1)).toBe('Favorieten, 1 bewaarde advertentie');
    expect(favoritesLabel(copy, 2)).toBe('Favorieten, 2 bewaarde advertenties');
  });
});
