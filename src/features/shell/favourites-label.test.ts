import { describe, expect, it } from 'vitest';
import shell from '../../../public/locales/nl/shell.json';
import { favouritesLabel } from './favourites-label';

const copy = { label: shell.header.favourites, countOne: shell.header.favouritesCount_one, countOther: shell.header.favouritesCount_other };

describe('favouritesLabel', () => {
  it('is just the label at zero', () => {
    expect(favouritesLabel(copy, 0)).toBe('Favorieten');
  });
  it('uses the Dutch singular and plural', () => {
    expect(favouritesLabel(copy, 1)).toBe('Favorieten, 1 bewaarde advertentie');
    expect(favouritesLabel(copy, 2)).toBe('Favorieten, 2 bewaarde advertenties');
  });
});
