import { describe, expect, it } from 'vitest';
import { labelWith, type Translate } from './translate';

const t: Translate = (key, options) => (key === 'card.favourite' ? `Bewaar ${String(options?.title)} als favoriet` : `${key} ${String(options?.title)} en ${String(options?.title)}`);

describe('labelWith', () => {
  it('fills the variable where the translation puts it', () => {
    expect(labelWith(t, 'card.favourite', 'title')('Volkswagen Golf')).toBe('Bewaar Volkswagen Golf als favoriet');
  });

  it('fills every place the variable appears', () => {
    expect(labelWith(t, 'twice', 'title')('X')).toBe('twice X en X');
  });
});
