import { describe, expect, it } from 'vitest';
import { buildVocabulary, type StockVocabulary } from '@/lib/search-sentence';
import { buildSuggestIndex, entriesWithPrefix, type LandingEntry } from './prefix-index';
import { completionsOf, describeSearch, partialsOf, recentMatches, typedFirstUnlessEmpty } from './suggest';

const STOCK: StockVocabulary = {
  makes: [
    { slug: 'volkswagen', label: 'Volkswagen', mobilityTypes: ['car'], count: 900 },
    { slug: 'volvo', label: 'Volvo', mobilityTypes: ['car'], count: 300 },
    { slug: 'citroen', label: 'Citroën', mobilityTypes: ['car'], count: 200 },
    { slug: 'peugeot', label: 'Peugeot', mobilityTypes: ['car'], count: 250 },
    { slug: 'gazelle', label: 'Gazelle', mobilityTypes: ['bicycle'], count: 120 },
    { slug: 'land-rover', label: 'Land Rover', mobilityTypes: ['car'], count: 40 },
  ],
  models: [
    { slug: 'golf', label: 'Golf', brand: 'volkswagen', mobilityTypes: ['car'], count: 400 },
    { slug: 'polo', label: 'Polo', brand: 'volkswagen', mobilityTypes: ['car'], count: 300 },
    { slug: 'c3', label: 'C3', brand: 'citroen', mobilityTypes: ['car'], count: 90 },
    { slug: 'c4', label: 'C4', brand: 'citroen', mobilityTypes: ['car'], count: 60 },
    { slug: '208', label: '208', brand: 'peugeot', mobilityTypes: ['car'], count: 100 },
    { slug: '2008', label: '2008', brand: 'peugeot', mobilityTypes: ['car'], count: 140 },
    { slug: 'v40', label: 'V40', brand: 'volvo', mobilityTypes: ['car'], count: 30 },
  ],
};
const LANDINGS: LandingEntry[] = [
  { path: '/auto/gezinsauto', title: 'Gezinsauto kopen', words: ['gezinsauto', 'Gezinsauto kopen'], mobilityType: 'car' },
  { path: '/auto/alles-over-elektrisch-rijden', title: 'Elektrische auto kopen', words: ['elektrische auto'], mobilityType: 'car' },
];
const index = buildSuggestIndex(buildVocabulary(STOCK), STOCK, LANDINGS);
const labels = (text: string) => completionsOf(index, text).map((completion) => `${completion.candidate.kind}:${completion.candidate.label}`);

describe('partialsOf', () => {
  it('reads the last one to three words as a name being typed, longest first', () => {
    expect(partialsOf('golf bij den b')).toEqual([
      { head: 'golf ', prefix: 'bij den b' },
      { head: 'golf bij ', prefix: 'den b' },
    ]);
    expect(partialsOf('automatische go')).toEqual([{ head: '', prefix: 'automatische go' }, { head: 'automatische ', prefix: 'go' }]);
  });

  it('completes nothing after a space or below two characters', () => {
    expect(partialsOf('golf ')).toEqual([]);
    expect(partialsOf('g')).toEqual([]);
    expect(partialsOf('')).toEqual([]);
  });
});

describe('completionsOf', () => {
  it('finds makes and models by prefix, most stock first', () => {
    expect(labels('vo').slice(0, 2)).toEqual(['make:Volkswagen', 'make:Volvo']);
    expect(labels('vo').slice(2).every((label) => label.startsWith('place:'))).toBe(true);
    expect(labels('volkswagen po')[0]).toBe('model:Volkswagen Polo');
  });

  it('ignores accents and case', () => {
    expect(labels('CITR')).toEqual(['make:Citroën']);
    expect(labels('citroën c')).toEqual([]);
    expect(labels('Citroen C3')).toEqual(['model:Citroën C3']);
  });

  it('finds a make by the name people write ("vw") and a model by its own name', () => {
    expect(labels('vw')).toEqual(['make:Volkswagen']);
    expect(labels('automatische go')[0]).toBe('model:Volkswagen Golf');
  });

  it('completes the sentence with the make beside the model, so a number model is understood', () => {
    const [completion] = completionsOf(index, 'peugeot 20');
    expect(completion?.text).toBe('peugeot peugeot 2008');
    expect(completionsOf(index, 'automatische go')[0]?.text).toBe('automatische volkswagen golf');
  });

  it('after a make, offers only its own models', () => {
    const after = completionsOf(index, 'volvo v4', { brands: ['volvo'] }).map((completion) => completion.candidate.label);
    expect(after).toContain('Volvo V40');
    expect(completionsOf(index, 'volkswagen vo', { brands: ['volkswagen'] }).some((completion) => completion.candidate.kind === 'make')).toBe(false);
  });

  it('puts "bij" before a place when nothing says it is one', () => {
    expect(completionsOf(index, 'golf utrech')[0]?.text).toBe('golf bij utrecht');
    expect(completionsOf(index, 'golf in utrech')[0]?.text).toBe('golf in utrecht');
  });

  it('finds places, also of two words, exact names first', () => {
    const places = labels('golf bij utrech');
    expect(places[0]).toBe('place:Utrecht');
    expect(labels('golf bij den bos')).toContain('place:Den Bosch'.replace('Den Bosch', "'s-Hertogenbosch"));
  });

  it('finds a landing by a word of its title and links its own page', () => {
    const [landing] = completionsOf(index, 'gezins');
    expect(landing?.candidate).toMatchObject({ kind: 'landing', label: 'Gezinsauto kopen', path: '/auto/gezinsauto' });
    expect(landing?.text).toBe('');
    expect(labels('elektr')).toContain('landing:Elektrische auto kopen');
  });

  it('ranks a city with districts before a village', () => {
    expect(labels('golf bij am')[0]).toBe('place:Amsterdam');
    expect(labels('golf bij ro')).toContain('place:Rotterdam');
  });

  it('ranks every prefix as stock, shorter key and Dutch label order would, exact names first', () => {
    // The rank the index computes once must give the order the comparison at each keystroke gave.
    const prefixes = new Set(index.entries.flatMap((entry) => [entry.key.slice(0, 1), entry.key.slice(0, 2), entry.key.slice(0, 3)]).filter((prefix) => !prefix.includes(' ')));
    const names = (entries: readonly { key: string; candidate: { kind: string; label: string } }[]) => entries.map((entry) => `${entry.key}|${entry.candidate.kind}|${entry.candidate.label}`);
    for (const prefix of prefixes) {
      const found = entriesWithPrefix(index, prefix);
      const byComparison = [...found].sort((a, b) => Number(b.key === prefix) - Number(a.key === prefix) || b.candidate.stock - a.candidate.stock || a.key.length - b.key.length || a.candidate.label.localeCompare(b.candidate.label, 'nl'));
      const byRank = [...found].sort((a, b) => Number(b.key === prefix) - Number(a.key === prefix) || a.rank - b.rank);
      expect([prefix, ...names(byRank)]).toEqual([prefix, ...names(byComparison)]);
    }
    expect(prefixes.size).toBeGreaterThan(100);
    // The order as the completions show it: the most stock first, and among equals the Dutch order ("Ö" beside "O").
    expect(labels('vo').slice(0, 2)).toEqual(['make:Volkswagen', 'make:Volvo']);
  });

  it('keeps to the limit per kind', () => {
    expect(completionsOf(index, 'ams').filter((completion) => completion.candidate.kind === 'place').length).toBeLessThanOrEqual(2);
  });

  it('offers nothing for a word nothing starts with', () => {
    expect(completionsOf(index, 'qqxz')).toEqual([]);
  });
});

describe('entriesWithPrefix', () => {
  it('returns exactly the keys with the prefix', () => {
    const keys = entriesWithPrefix(index, 'vol').map((entry) => entry.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith('vol'))).toBe(true);
    expect(keys).toContain('volvo');
  });
});

describe('describeSearch', () => {
  it('puts make and model first, then the other filters, then keywords in quotes', () => {
    const mapped = [
      { field: 'transmission', label: 'Automaat' },
      { field: 'model', label: 'Golf' },
      { field: 'brand', label: 'Volkswagen' },
      { field: 'buildYear', label: 'Vanaf 2018' },
    ];
    expect(describeSearch(mapped, ['trekhaak'])).toBe('Volkswagen Golf · Automaat · Vanaf 2018 · ‘trekhaak’');
  });

  it('names the place right after the vehicle, where a cut-off line on a phone still shows it', () => {
    const mapped = [
      { field: 'transmission', label: 'Automaat' },
      { field: 'buildYear', label: 'Vanaf 2018' },
      { field: 'price', label: 'Tot € 15.000' },
      { field: 'radius', label: 'Binnen 30 km' },
      { field: 'brand', label: 'Volkswagen' },
      { field: 'postalCode', label: 'Utrecht Oost' },
      { field: 'model', label: 'Golf' },
    ];
    expect(describeSearch(mapped, [])).toBe('Volkswagen Golf · Utrecht Oost · Binnen 30 km · Automaat · Vanaf 2018 · Tot € 15.000');
  });

  it('names one filter once', () => {
    expect(describeSearch([{ field: 'fuel', label: 'Elektrisch' }, { field: 'fuel', label: 'Elektrisch' }], [])).toBe('Elektrisch');
  });
});

describe('recentMatches', () => {
  const recent = [{ label: 'Volkswagen Golf · Utrecht' }, { label: 'Gazelle · Elektrische fiets' }];

  it('keeps searches whose label has a word starting with every typed word', () => {
    expect(recentMatches(recent, 'golf utr')).toEqual([recent[0]]);
    expect(recentMatches(recent, 'ELEKTR')).toEqual([recent[1]]);
    expect(recentMatches(recent, 'golf gazelle')).toEqual([]);
  });

  it('keeps all of them when nothing is typed', () => {
    expect(recentMatches(recent, '  ')).toEqual(recent);
  });
});

describe('typedFirstUnlessEmpty', () => {
  const typed = (count: number) => ({ kind: 'search', count });
  it('keeps the as-typed search first when it finds something', () => {
    expect(typedFirstUnlessEmpty([typed(3), { kind: 'place', count: 5 }]).map((option) => option.kind)).toEqual(['search', 'place']);
  });
  it('moves an as-typed search that finds nothing behind completions that do', () => {
    expect(typedFirstUnlessEmpty([typed(0), { kind: 'place', count: 5 }, { kind: 'place', count: 0 }]).map((option) => option.kind)).toEqual(['place', 'place', 'search']);
  });
  it('keeps the order when nothing finds anything, or nothing else is offered', () => {
    expect(typedFirstUnlessEmpty([typed(0), { kind: 'model', count: 0 }]).map((option) => option.kind)).toEqual(['search', 'model']);
    expect(typedFirstUnlessEmpty([typed(0)])).toEqual([typed(0)]);
  });
});
