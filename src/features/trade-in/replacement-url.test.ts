import { describe, expect, it } from 'vitest';
import { parseSearchUrl } from '@/lib/search-request/url-codec';
import { replacementBudgetEuros, replacementUrl } from './replacement-url';

describe('the replacements within reach', () => {
  it('doubles the trade-in, at least adds the minimum top-up, in round steps', () => {
    expect(replacementBudgetEuros(1_040_000)).toBe(22_500);
    expect(replacementBudgetEuros(300_000)).toBe(10_500 + 2_000);
    expect(replacementBudgetEuros(0)).toBe(7_500);
  });

  it('is the canonical result page of the same type and body up to the budget', () => {
    const url = replacementUrl({ mobilityType: 'car', kind: 'personenwagen', bodyType: 'hatchback', tradeInHigh: 1_040_000 });
    expect(url).toBe('/auto/hatchback/prijs-tot-en-met-22500');
    const parsed = parseSearchUrl(url);
    expect(parsed.ok && parsed.request).toMatchObject({ mobilityType: 'car', bodyType: ['hatchback'], price: { max: 22_500 } });
  });

  it('keeps a camper a camper and a microcar a microcar', () => {
    expect(replacementUrl({ mobilityType: 'caramper', kind: 'camper', bodyType: null, tradeInHigh: 3_000_000 })).toBe('/kamperen/voertuigsoort-camper/prijs-tot-en-met-60000');
    expect(replacementUrl({ mobilityType: 'car', kind: 'brommobiel', bodyType: null, tradeInHigh: 500_000 })).toMatch(/^\/auto\/voertuigsoort-brommobiel\/prijs-tot-en-met-/);
    expect(replacementUrl({ mobilityType: 'motor', kind: 'motor', bodyType: null, tradeInHigh: 500_000 })).toBe('/motoren/prijs-tot-en-met-12500');
  });
});
