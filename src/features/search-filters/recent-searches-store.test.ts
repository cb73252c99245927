import { describe, expect, it } from 'vitest';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import type { MobilityTypeOrAll } from '@/lib/vehicle/enums';
import { parseRecentSearches, recentSearchesToShow, recentSearchLabel, rememberSearch, type RecentSearch } from './recent-searches-store';

const search = (url: string, viewedAt = 1, mobilityType: MobilityTypeOrAll = 'car', label = url): RecentSearch => ({
  url,
  label,
  request: normaliseSearchRequest({ mobilityType }),
  viewedAt,
});

describe('recent searches', () => {
  it('puts the viewed search first, once, and keeps five', () => {
    let list: RecentSearch[] = [];
    for (const url of ['/auto', '/auto/merk-audi', '/fietsen', '/motoren', '/kamperen', '/auto/diesel']) list = rememberSearch(list, search(url));
    expect(list.map((entry) => entry.url)).toEqual(['/auto/diesel', '/kamperen', '/motoren', '/fietsen', '/auto/merk-audi']);
    list = rememberSearch(list, search('/fietsen', 9));
    expect(list.map((entry) => entry.url)).toEqual(['/fietsen', '/auto/diesel', '/kamperen', '/motoren', '/auto/merk-audi']);
    expect(list[0]?.viewedAt).toBe(9);
  });

  it('reads back what it stored and ignores anything else', () => {
    const stored = JSON.stringify([search('/auto'), { url: 'https://evil.example/', label: 'x', request: {}, viewedAt: 1 }, { url: '//evil.example/', label: 'x', request: {}, viewedAt: 1 }, { url: '/fietsen' }, 'nonsense']);
    expect(parseRecentSearches(stored).map((entry) => entry.url)).toEqual(['/auto']);
    expect(parseRecentSearches('{not json')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});

describe('recent search labels', () => {
  it('names the subject once, then every filter it does not name, then a chosen order', () => {
    expect(recentSearchLabel('Volkswagen Golf occasions', ['Volkswagen', 'Golf', 'Prijs tot en met € 15.000', 'Bouwjaar vanaf 2018'])).toBe(
      'Volkswagen Golf occasions · Prijs tot en met € 15.000 · Bouwjaar vanaf 2018',
    );
    expect(recentSearchLabel('occasions', [], 'Prijs oplopend')).toBe('Occasions · Prijs oplopend');
    expect(recentSearchLabel('fietsen', [])).toBe('Fietsen');
  });

  it('leaves out a filter the subject says in the plural or as one of its alternatives', () => {
    expect(recentSearchLabel('elektrische fietsen', ['Elektrische fiets', 'Gazelle'])).toBe('Elektrische fietsen · Gazelle');
    expect(recentSearchLabel("SUV's", ['SUV / Terreinwagen', 'Diesel'])).toBe("SUV's · Diesel");
    expect(recentSearchLabel('alkoofcampers', ['Alkoof'])).toBe('Alkoofcampers');
  });

  it('keeps a filter whose words only happen to start a subject word elsewhere', () => {
    // "Golf" alone is named; "Golf Plus" is a different model and must stay.
    expect(recentSearchLabel('Volkswagen Golf occasions', ['Golf Plus'])).toBe('Volkswagen Golf occasions · Golf Plus');
    // Three brands: the subject names none of them.
    expect(recentSearchLabel('occasions', ['Audi', 'BMW', 'Volkswagen'])).toBe('Occasions · Audi · BMW · Volkswagen');
  });

  it('tells searches apart that differ only after their fourth filter', () => {
    const filters = ['Diesel', 'Automaat', 'Stationwagen', 'Zwart'];
    const one = recentSearchLabel('Volkswagen occasions', [...filters, 'Prijs tot en met € 15.000']);
    const other = recentSearchLabel('Volkswagen occasions', [...filters, 'Prijs tot en met € 20.000']);
    expect(one).not.toBe(other);
  });
});

describe('recent searches to show', () => {
  const list = [
    search('/fietsen/merk-gazelle', 5, 'bicycle', 'Gazelle fietsen'),
    search('/auto/merk-audi', 4, 'car', 'Audi occasions'),
    search('/kamperen', 3, 'caramper', 'Kampeervoertuigen'),
    search('/auto', 2, 'car', 'Occasions'),
    search('/auto/merk-bmw', 1, 'car', 'BMW occasions'),
  ];

  it("shows the page's vehicle type first, each group newest first, and never the page itself", () => {
    expect(recentSearchesToShow(list, { url: '/auto', mobilityType: 'car' }).map((entry) => entry.url)).toEqual([
      '/auto/merk-audi',
      '/auto/merk-bmw',
      '/fietsen/merk-gazelle',
      '/kamperen',
    ]);
    expect(recentSearchesToShow(list, { url: '/kamperen', mobilityType: 'caramper' }).map((entry) => entry.url)).toEqual([
      '/fietsen/merk-gazelle',
      '/auto/merk-audi',
      '/auto',
      '/auto/merk-bmw',
    ]);
  });

  it('keeps plain recency where the page spans every type', () => {
    expect(recentSearchesToShow(list, { url: '/zoeken', mobilityType: 'alle' }).map((entry) => entry.url)).toEqual(list.map((entry) => entry.url));
  });

  it('leaves out an older entry that reads exactly like a newer one', () => {
    const twins = [search('/auto/merk-audi/sortering-prijsoplopend', 3, 'car', 'Occasions: Audi'), search('/auto/merk-audi', 2, 'car', 'Occasions: Audi'), search('/fietsen', 1, 'bicycle', 'Fietsen')];
    expect(recentSearchesToShow(twins, { url: '/auto', mobilityType: 'car' }).map((entry) => entry.url)).toEqual(['/auto/merk-audi/sortering-prijsoplopend', '/fietsen']);
  });

  it('counts an entry whose stored request names no type among the other types', () => {
    const odd = { ...search('/auto/merk-opel', 9), request: {} as RecentSearch['request'] };
    expect(recentSearchesToShow([odd, ...list], { url: '/auto', mobilityType: 'car' }).map((entry) => entry.url)).toEqual([
      '/auto/merk-audi',
      '/auto/merk-bmw',
      '/auto/merk-opel',
      '/fietsen/merk-gazelle',
      '/kamperen',
    ]);
  });
});
