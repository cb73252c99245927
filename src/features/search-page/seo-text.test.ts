import { describe, expect, it } from 'vitest';
import { normaliseSearchRequest, type SearchRequestInput } from '@/lib/search-request/schema';
import { MENU_FILTER_LANDINGS, THEMED_LANDINGS } from '@/lib/search-request/landings';
import { labelFromSlug } from '@/lib/search-request/result-subject';
import { seoText } from './seo-text';
import { testTranslate } from '@/lib/i18n/test-translate';

const t = testTranslate();
const labels = { brand: labelFromSlug, model: labelFromSlug };
const text = (input: SearchRequestInput) => seoText(normaliseSearchRequest(input), null, 'occasions', labels, t);

describe('seoText', () => {
  it('has a text for every list root, menu landing and themed landing', () => {
    for (const mobilityType of ['car', 'bicycle', 'motor', 'caramper', 'alle'] as const) expect(text({ mobilityType }), mobilityType).toBeTruthy();
    for (const input of MENU_FILTER_LANDINGS) expect(text(input), JSON.stringify(input)).toBeTruthy();
    for (const landing of THEMED_LANDINGS) expect(seoText(normaliseSearchRequest({ mobilityType: 'car' }), landing, '', labels, t)).toContain(' ');
  });

  it('names the brand and model', () => {
    expect(text({ mobilityType: 'car', brand: ['volkswagen'] })).toContain('Zoek je een Volkswagen?');
    expect(text({ mobilityType: 'car', brand: ['volkswagen'], model: ['golf'] })).toContain('Zoek je een Volkswagen Golf?');
  });

  it('leaves deep combinations without a text', () => {
    expect(text({ mobilityType: 'car', brand: ['audi'], price: { max: 5000 } })).toBeNull();
    expect(text({ mobilityType: 'car', brand: ['audi', 'bmw'] })).toBeNull();
    expect(text({ mobilityType: 'motor', bodyType: ['trial'] })).toBeNull();
  });
});
