import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchRequestArbitrary } from '@/lib/search-request/request-arbitrary';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import {
  compactRequest,
  isSearchSaved,
  markSearchMailed,
  parseSavedSearches,
  removeSavedSearch,
  SAVED_SEARCHES_MAX,
  saveSearch,
  touchSavedSearch,
  type SavedSearch,
  type SearchToSave,
} from './store';

function search(brand: string, label = `${brand} occasions`): SearchToSave {
  const request = normaliseSearchRequest({ mobilityType: 'car', brand: [brand] });
  return { url: searchRequestToUrl(request), label, filters: '', mobilityType: 'car', request: compactRequest(request) };
}

describe('compactRequest', () => {
  it('leaves out empty lists and unset flags', () => {
    const request = normaliseSearchRequest({ mobilityType: 'car', brand: ['volkswagen'], price: { max: 10000 }, napOnly: true });
    expect(compactRequest(request)).toEqual({ mobilityType: 'car', brand: ['volkswagen'], price: { max: 10000 }, napOnly: true, sort: 'besteResultaat', page: 1 });
  });

  it('is the same search once the API normalises it again', () => {
    fc.assert(
      fc.property(searchRequestArbitrary, (request) => {
        expect(normaliseSearchRequest(compactRequest(request))).toEqual(request);
      }),
    );
  });
});

const volkswagen = search('volkswagen', 'Volkswagen occasions');
const audi = search('audi', 'Audi occasions');

describe('saveSearch', () => {
  it('puts the search in front, saved and seen now', () => {
    const list = saveSearch(saveSearch([], audi, 1000), volkswagen, 2000);
    expect(list.map((entry) => entry.url)).toEqual(['/auto/merk-volkswagen', '/auto/merk-audi']);
    expect(list[0]).toEqual({ ...volkswagen, savedAt: 2000, lastSeenAt: 2000 });
    expect(list[1]).toMatchObject({ savedAt: 1000, lastSeenAt: 1000 });
  });

  it('keeps one entry per URL: saving again moves it to the front', () => {
    const list = saveSearch(saveSearch(saveSearch([], volkswagen, 1000), audi, 2000), { ...volkswagen, label: 'Nieuwe naam' }, 3000);
    expect(list.map((entry) => [entry.url, entry.label, entry.savedAt])).toEqual([
      ['/auto/merk-volkswagen', 'Nieuwe naam', 3000],
      ['/auto/merk-audi', 'Audi occasions', 2000],
    ]);
  });

  it('keeps the newest twenty', () => {
    let list: SavedSearch[] = [];
    for (let index = 0; index < SAVED_SEARCHES_MAX + 3; index++) list = saveSearch(list, search(`merk${index}`), index);
    expect(SAVED_SEARCHES_MAX).toBe(20);
    expect(list).toHaveLength(SAVED_SEARCHES_MAX);
    expect(list[0]?.url).toBe('/auto/merk-merk22');
    expect(list.at(-1)?.url).toBe('/auto/merk-merk3');
  });

  it('does not change the list it was given', () => {
    const before = saveSearch([], audi, 1);
    const frozen = Object.freeze([...before]);
    saveSearch(frozen, volkswagen, 2);
    expect(frozen).toEqual(before);
  });
});

describe('removeSavedSearch and isSearchSaved', () => {
  it('removes only the given URL, and removing twice changes nothing more', () => {
    const list = saveSearch(saveSearch([], audi, 1), volkswagen, 2);
    const once = removeSavedSearch(list, volkswagen.url);
    expect(once.map((entry) => entry.url)).toEqual([audi.url]);
    expect(removeSavedSearch(once, volkswagen.url)).toEqual(once);
    expect(isSearchSaved(list, volkswagen.url)).toBe(true);
    expect(isSearchSaved(once, volkswagen.url)).toBe(false);
  });
});

describe('touchSavedSearch', () => {
  const list = saveSearch(saveSearch([], audi, 1000), volkswagen, 2000);

  it('marks a saved search as seen now and keeps the order and the saved moment', () => {
    const touched = touchSavedSearch(list, audi.url, 5000);
    expect(touched.map((entry) => [entry.url, entry.savedAt, entry.lastSeenAt])).toEqual([
      [volkswagen.url, 2000, 2000],
      [audi.url, 1000, 5000],
    ]);
  });

  it('returns the same list for a search that is not saved, so nothing is written', () => {
    expect(touchSavedSearch(list, '/auto/merk-bmw', 5000)).toBe(list);
  });
});

describe('parseSavedSearches', () => {
  const stored = saveSearch(saveSearch([], audi, 1000), volkswagen, 2000);

  it('reads what saveSearch wrote', () => {
    expect(parseSavedSearches(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['broken JSON', '[{"url":'],
    ['an object', '{"url":"/auto"}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s as no saved searches', (_name, raw) => {
    expect(parseSavedSearches(raw)).toEqual([]);
  });

  it('leaves out entries it cannot use and keeps the good ones', () => {
    const good = stored[0];
    const bad: unknown[] = [
      null,
      'text',
      [],
      { ...good, url: 'https://elders.example/auto' },
      { ...good, url: '//elders.example/auto' },
      { ...good, url: 12 },
      { ...good, label: '' },
      { ...good, filters: undefined },
      { ...good, mobilityType: 'bicycle' },
      { ...good, request: null },
      { ...good, request: [] },
      { ...good, savedAt: 'gisteren' },
      { ...good, lastSeenAt: -1 },
      { ...good, lastSeenAt: Number.MAX_VALUE * 2 },
    ];
    expect(parseSavedSearches(JSON.stringify([...bad, stored[1]]))).toEqual([stored[1]]);
  });

  it('keeps only the first of two entries with one URL, newest first, and no unknown fields', () => {
    const [newest, older] = stored;
    const raw = JSON.stringify([older, { ...newest, extra: 'x' }, { ...newest, label: 'Dubbel' }]);
    expect(parseSavedSearches(raw)).toEqual([newest, older]);
  });

  it('reads at most twenty', () => {
    let list: SavedSearch[] = [];
    for (let index = 0; index < 30; index++) list = [...list, ...saveSearch([], search(`merk${index}`), 100 - index)];
    const parsed = parseSavedSearches(JSON.stringify(list));
    expect(parsed).toHaveLength(SAVED_SEARCHES_MAX);
    expect(parsed[0]?.savedAt).toBe(100);
  });
});

describe('markSearchMailed', () => {
  const search = { url: '/auto/volkswagen', label: 'Volkswagen occasions', filters: '', mobilityType: 'car' as const, request: { mobilityType: 'car' as const } };

  it('saves the search when needed and remembers that it mails, through a reload', () => {
    const marked = markSearchMailed([], search, 'daily', 1_000);
    expect(marked).toEqual([{ ...search, savedAt: 1_000, lastSeenAt: 1_000, mails: 'daily' }]);
    expect(parseSavedSearches(JSON.stringify(marked))[0]?.mails).toBe('daily');
    expect(markSearchMailed(marked, search, 'weekly', 2_000)).toEqual([{ ...search, savedAt: 1_000, lastSeenAt: 1_000, mails: 'weekly' }]);
  });

  it('drops a frequency it does not know', () => {
    const stored = JSON.stringify([{ ...search, savedAt: 1, lastSeenAt: 1, mails: 'hourly' }]);
    expect(parseSavedSearches(stored)[0]).not.toHaveProperty('mails');
  });
});
