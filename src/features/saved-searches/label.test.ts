import { describe, expect, it } from 'vitest';
import { requestChips, type ChipLabels } from '@/features/search-filters/server';
import { normaliseSearchRequest, type SearchRequestInput } from '@/lib/search-request/schema';
import { chipsNamedBySubject, filtersBeyondSubject } from './label';

const labels: ChipLabels = {
  dealer: () => 'Aanbod van Garage Jansen',
  brand: (slug) => slug.toUpperCase(),
  model: (slug) => slug.toUpperCase(),
  enumValue: (_key, value) => value,
  range: (key, range) => `${key} ${range.min ?? ''}-${range.max ?? ''}`,
  postalCode: (value) => `Postcode ${value}`,
  radius: (value) => `binnen ${value}`,
  addedSince: (value) => value,
  flag: (key) => key,
  text: (value) => `Zoekwoorden: ${value}`,
};
// As in search.json: these kinds have a noun of their own ("elektrische fietsen").
const kindHasNoun = (kind: string) => ['ebike', 'highSpeedEbike'].includes(kind);

function beyond(input: SearchRequestInput): string {
  const request = normaliseSearchRequest(input);
  return filtersBeyondSubject(requestChips(request, labels), chipsNamedBySubject(request, kindHasNoun));
}

describe('filters beyond the heading', () => {
  it('names nothing more when the heading says it all', () => {
    expect(beyond({ mobilityType: 'car' })).toBe('');
    expect(beyond({ mobilityType: 'car', brand: ['volkswagen'] })).toBe('');
    expect(beyond({ mobilityType: 'car', brand: ['volkswagen'], model: ['golf'], bodyType: ['hatchback'] })).toBe('');
    expect(beyond({ mobilityType: 'car', brand: ['volkswagen', 'audi'] })).toBe('');
    expect(beyond({ mobilityType: 'bicycle', kind: ['ebike'] })).toBe('');
    expect(beyond({ mobilityType: 'car', dealer: 12 })).toBe('');
  });

  it('lists the other filters in the filter cloud order', () => {
    expect(beyond({ mobilityType: 'car', brand: ['volkswagen'], fuel: ['diesel'], price: { max: 10000 } })).toBe('price -10000, diesel');
    expect(beyond({ mobilityType: 'car', dealer: 12, brand: ['audi'], text: 'trekhaak' })).toBe('Zoekwoorden: trekhaak');
  });

  it('lists brands and models the heading leaves out', () => {
    // Three brands: the heading names none of them.
    expect(beyond({ mobilityType: 'car', brand: ['audi', 'bmw', 'volkswagen'] })).toBe('AUDI, BMW, VOLKSWAGEN');
    // Two brands: the heading names both but no model.
    expect(beyond({ mobilityType: 'car', brand: ['audi', 'volkswagen'], model: ['golf'] })).toBe('GOLF');
    expect(beyond({ mobilityType: 'car', brand: ['volkswagen'], model: ['golf', 'polo'] })).toBe('GOLF, POLO');
  });

  it('lists body types and kinds the noun does not carry', () => {
    expect(beyond({ mobilityType: 'car', bodyType: ['hatchback', 'sedan'] })).toBe('hatchback, sedan');
    // One body type is the noun; the kind next to it is not.
    expect(beyond({ mobilityType: 'bicycle', bodyType: ['stadsfiets'], kind: ['ebike'] })).toBe('ebike');
    // A kind without a noun of its own leaves the generic noun.
    expect(beyond({ mobilityType: 'bicycle', kind: ['fiets'] })).toBe('fiets');
  });
});
