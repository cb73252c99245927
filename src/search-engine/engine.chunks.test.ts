/**
 * The engine's scans run in slices of SCAN_CHUNK rows (kernel.ts): an index larger than a few
 * slices must find every match (a row skipped or counted twice at a slice's edge shows), for counts
 * alone and for full answers. The property test's brute-force reference is too slow at this size:
 * the expected matches are filtered here directly.
 */
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './document';
import { SearchEngine } from './engine';
import { SCAN_CHUNK } from './kernel';
import { FIXTURE_NOW, listing, request } from './testing/fixtures';

const FUELS = ['benzine', 'diesel', 'elektriciteit'] as const;
const COLOURS = ['zwart', 'wit', 'blauw', 'rood', 'grijs'] as const;

// Two and a half slices: the last slice is partial, and every pattern crosses each edge.
const documents = Array.from({ length: Math.floor(SCAN_CHUNK * 2.5) }, (_, at) =>
  listing({
    id: at + 1,
    fuel: [FUELS[at % 3] ?? 'benzine'],
    colour: COLOURS[at % 5] ?? 'zwart',
    price: 500_000 + (at % 97) * 25_000,
    year: 2010 + (at % 13),
    hasNap: at % 2 === 0,
  }),
);
const engine = SearchEngine.build(documents, documents.length);

const idsWhere = (keep: (document: SearchDocument) => boolean) => documents.filter(keep).map((document) => document.id);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('scans in slices', () => {
  it.each([
    ['a pack filter', { fuel: ['diesel'] }, (document: SearchDocument) => document.fuel.includes('diesel')],
    ['two packs and a range', { fuel: ['elektriciteit'], colour: ['rood'], price: { max: 12_000 } }, (document: SearchDocument) => document.fuel.includes('elektriciteit') && document.colour === 'rood' && document.price <= 1_200_000],
    ['a range alone', { buildYear: { min: 2021 } }, (document: SearchDocument) => (document.year ?? 0) >= 2021],
    ['a switch', { napOnly: true }, (document: SearchDocument) => document.hasNap],
  ] as const)('finds %s as a filter over every row finds it', (_, input, keep) => {
    const expected = idsWhere(keep);
    expect(expected.length).toBeGreaterThan(SCAN_CHUNK / 100);
    expect(engine.search(request(input), { facets: false, limit: 0, now: FIXTURE_NOW }).total).toBe(expected.length);
    const full = engine.search(request(input), { now: FIXTURE_NOW, limit: expected.length });
    expect(full.total).toBe(expected.length);
    expect(sorted(full.hits.map((hit) => hit.id))).toEqual(expected);
  });
});
