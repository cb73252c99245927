import { describe, expect, it } from 'vitest';
import { alternativeLabel } from './alternative-label';
import { labelFromSlug } from '@/lib/search-request/result-subject';
import { testTranslate } from '@/lib/i18n/test-translate';

const t = testTranslate();
const labels = { brand: labelFromSlug, model: labelFromSlug };

describe('alternativeLabel', () => {
  it('says which value or filter the alternative leaves out', () => {
    expect(alternativeLabel({ field: 'brand', value: 'lada' }, labels, t)).toBe('Zonder merk Lada');
    expect(alternativeLabel({ field: 'model', value: 'golf' }, labels, t)).toBe('Zonder model Golf');
    expect(alternativeLabel({ field: 'colour', value: 'rood' }, labels, t)).toBe('Zonder Rood');
    expect(alternativeLabel({ field: 'warrantyTypes', value: 'bovag24maanden' }, labels, t)).toBe('Zonder 24 maanden BOVAG Garantie');
    expect(alternativeLabel({ field: 'price' }, labels, t)).toBe('Zonder prijsfilter');
    expect(alternativeLabel({ field: 'napOnly' }, labels, t)).toBe('Zonder NAP-weblabel');
  });

  it('offers the same search at every dealer', () => {
    expect(alternativeLabel({ field: 'dealer' }, labels, t)).toBe('Bij alle dealers');
  });

  it('says how far a wider radius reaches', () => {
    expect(alternativeLabel({ field: 'radius', value: 'oneHundred' }, labels, t)).toBe('Zoek binnen 100 km');
  });

  it('falls back to a generic label for a field it does not know', () => {
    expect(alternativeLabel({ field: 'somethingNew' }, labels, t)).toBe('Zonder filter somethingNew');
  });
});
