import { describe, expect, it } from 'vitest';
import { normaliseSearchRequest, type SearchRequestInput } from '@/lib/search-request/schema';
import { THEMED_LANDINGS } from './landings';
import { capitalise, labelFromSlug, resultHeading, resultSubject } from './result-subject';
import { testTranslate } from '@/lib/i18n/test-translate';

const t = testTranslate();
const labels = { brand: (slug: string) => ({ volkswagen: 'Volkswagen', gazelle: 'Gazelle', bmw: 'BMW' })[slug] ?? labelFromSlug(slug), model: (slug: string) => labelFromSlug(slug) };
const heading = (input: SearchRequestInput, total: number) => resultHeading(normaliseSearchRequest(input), null, total, labels, t);

describe('result heading', () => {
  it('counts with a thousands dot and the right noun per mobility type', () => {
    expect(heading({ mobilityType: 'car', brand: ['volkswagen'] }, 1234)).toBe('1.234 Volkswagen occasions');
    expect(heading({ mobilityType: 'bicycle' }, 12)).toBe('12 fietsen');
    expect(heading({ mobilityType: 'motor' }, 3)).toBe('3 motoren');
    expect(heading({ mobilityType: 'caramper' }, 2)).toBe('2 kampeervoertuigen');
    expect(heading({ mobilityType: 'alle' }, 20)).toBe('20 voertuigen');
  });

  it('heads a dealer’s stock with its name, then the count and subject as usual', () => {
    const dealer = { ...labels, dealer: { name: 'Autobedrijf Jansen', city: 'Utrecht' } };
    const dealerHeading = (input: SearchRequestInput, total: number) => resultHeading(normaliseSearchRequest(input), null, total, dealer, t);
    expect(dealerHeading({ mobilityType: 'alle', dealer: 12 }, 1234)).toBe('Aanbod van Autobedrijf Jansen: 1.234 voertuigen');
    expect(dealerHeading({ mobilityType: 'car', dealer: 12, brand: ['volkswagen'] }, 1)).toBe('Aanbod van Autobedrijf Jansen: 1 Volkswagen occasion');
    // Without the dealer's name (never on a page: an unknown dealer is a 404) the plain heading stands.
    expect(heading({ mobilityType: 'alle', dealer: 12 }, 3)).toBe('3 voertuigen');
  });

  it('uses the singular for one', () => {
    expect(heading({ mobilityType: 'car', brand: ['volkswagen'] }, 1)).toBe('1 Volkswagen occasion');
    expect(heading({ mobilityType: 'caramper' }, 1)).toBe('1 kampeervoertuig');
  });

  it('names the body type or kind as buyers say it', () => {
    expect(heading({ mobilityType: 'bicycle', kind: ['ebike'], brand: ['gazelle'] }, 312)).toBe('312 Gazelle elektrische fietsen');
    expect(heading({ mobilityType: 'car', bodyType: ['suvTerreinwagen'] }, 40)).toBe("40 SUV's");
    expect(heading({ mobilityType: 'motor', bodyType: ['naked'] }, 40)).toBe('40 naked motoren');
    expect(heading({ mobilityType: 'caramper', kind: ['caravan'] }, 1)).toBe('1 caravan');
  });

  it('names one model of one brand, two brands, and no brand beyond two', () => {
    expect(heading({ mobilityType: 'car', brand: ['volkswagen'], model: ['golf'] }, 5)).toBe('5 Volkswagen Golf occasions');
    expect(heading({ mobilityType: 'car', brand: ['volkswagen', 'bmw'] }, 5)).toBe('5 BMW en Volkswagen occasions');
    expect(heading({ mobilityType: 'car', brand: ['volkswagen', 'bmw', 'audi'] }, 5)).toBe('5 occasions');
    expect(heading({ mobilityType: 'car', brand: ['mercedes-benz'] }, 0)).toBe('0 Mercedes-Benz occasions');
  });

  it('uses a landing’s own noun', () => {
    const landing = THEMED_LANDINGS.find((candidate) => candidate.slug === 'stadsauto') ?? null;
    const request = normaliseSearchRequest({ mobilityType: 'car', bodyType: ['hatchback'] });
    expect(resultSubject(request, landing, 80, labels, t)).toBe("stadsauto's");
    expect(capitalise(resultSubject(request, landing, 80, labels, t))).toBe("Stadsauto's");
  });
});
