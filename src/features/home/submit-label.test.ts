import { describe, expect, it } from 'vitest';
import home from '../../../public/locales/nl/home.json';
import { submitLabel } from './submit-label';

const templates = { zero: 'Bekijk alle occasions', one: 'Toon {count} occasion', other: 'Toon {count} occasions' };

describe('submitLabel', () => {
  it('writes the live count the Dutch way, singular for one', () => {
    expect(submitLabel(templates, 12345, false)).toBe('Toon 12.345 occasions');
    expect(submitLabel(templates, 1, true)).toBe('Toon 1 occasion');
  });

  it('invites to look around when there is no stock at all', () => {
    expect(submitLabel(templates, 0, false)).toBe('Bekijk alle occasions');
  });

  it('says 0 when a choice matches nothing', () => {
    expect(submitLabel(templates, 0, true)).toBe('Toon 0 occasions');
  });

  it('has all three templates for every mobility type in home.json', () => {
    for (const mobility of ['car', 'bicycle', 'motor', 'caramper']) {
      for (const form of ['zero', 'one', 'other']) expect(home.quickSearch).toHaveProperty(`submit_${mobility}_${form}`);
    }
  });
});
