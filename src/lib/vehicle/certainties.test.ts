import { describe, expect, it } from 'vitest';
import { applicableCertainties, CERTAINTIES_BY_MOBILITY } from './certainties';
import { CERTAINTIES, MOBILITY_TYPES } from './enums';

describe('applicableCertainties', () => {
  it('drops the car schemes from a bicycle and keeps what a bicycle can carry', () => {
    expect(applicableCertainties('bicycle', ['puntencheck40', 'afleverbeurt', 'omruilgarantie', 'garantie12maanden'])).toEqual(['afleverbeurt', 'garantie12maanden']);
  });

  it('keeps a car its 40-point check and exchange guarantee, each once', () => {
    expect(applicableCertainties('car', ['omruilgarantie', 'puntencheck40', 'omruilgarantie'])).toEqual(['omruilgarantie', 'puntencheck40']);
  });

  it('gives camping vehicles their own checklists and not the car one', () => {
    expect(applicableCertainties('caramper', ['puntencheck40', 'puntencheck70', 'onderhoudshistorie'])).toEqual(['puntencheck70', 'onderhoudshistorie']);
  });

  it('names only known certainties, for every type', () => {
    for (const type of MOBILITY_TYPES) for (const value of CERTAINTIES_BY_MOBILITY[type]) expect(CERTAINTIES).toContain(value);
  });
});
