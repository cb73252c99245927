/**
 * The key correctness test: on random listings and random requests, the engine's totals, pages
 * and every facet count equal a brute-force reference that filters the list once per facet.
 */
import { propertyRuns } from '@/lib/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENUM_FILTER_KEYS } from '@/lib/search-request/fields';
import { parseSearchRequest, type SearchRequest } from '@/lib/search-request/schema';
import { RANGE_BUCKETS, bucketRange, type BucketScale, type BucketedRangeKey } from './buckets';
import type { SearchDocument } from './document';
import { SearchEngine, type SearchResult } from './engine';
import type { SearchFacets } from './facets';
import { NOW, documentsArbitrary, engineRequestArbitrary, textRequestArbitrary } from './testing/arbitraries';
import { referenceSearch, type ReferenceAnswer } from './testing/reference';

type Counts = Record<string, number>;

function withoutZeros(counts: Counts): Counts {
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
}

function engineFacets(facets: SearchFacets): Record<string, Counts> {
  const asCounts = (options: { value: string; count: number }[]) => withoutZeros(Object.fromEntries(options.map((option) => [option.value, option.count])));
  const ranges = (buckets: { from: number | null; to: number | null; count: number }[]) =>
    Object.fromEntries(buckets.map((bucket) => [`${bucket.from}-${bucket.to}`, bucket.count]));
  const result: Record<string, Counts> = {};
  for (const key of ENUM_FILTER_KEYS) result[key] = asCounts(facets[key]);
  result.brand = asCounts(facets.brand);
  result.model = withoutZeros(Object.fromEntries(facets.model.map((option) => [`${option.brand}/${option.value}`, option.count])));
  for (const key of Object.keys(RANGE_BUCKETS) as BucketedRangeKey[]) result[key] = ranges(facets[key]);
  result.switches = {
    napOnly: facets.napOnly,
    onlineToFinance: facets.onlineToFinance,
    vatDeductible: facets.vatDeductible,
    onlineToLease: facets.onlineToLease,
    pluginHybrid: facets.pluginHybrid,
  };
  result.addedSince = Object.fromEntries(facets.addedSince.map((option) => [option.value, option.count]));
  if (facets.radius.length > 0) result.radius = Object.fromEntries(facets.radius.map((option) => [option.value, option.count]));
  return result;
}

function referenceFacets(answer: ReferenceAnswer, request: SearchRequest): Record<string, Counts> {
  const ranges = (counts: Counts | undefined, scale: BucketScale) =>
    Object.fromEntries(
      Object.entries(counts ?? {}).map(([bucket, count]) => {
        const { from, to } = bucketRange(scale, Number(bucket));
        return [`${from}-${to}`, count];
      }),
    );
  const result: Record<string, Counts> = {};
  for (const [key, counts] of Object.entries(answer.facets)) result[key] = ['switches', 'addedSince', 'radius'].includes(key) ? counts : withoutZeros(counts);
  // Models are listed for the selected brands, and a selected model under any brand.
  result.model = Object.fromEntries(
    Object.entries(result.model ?? {}).filter(([key]) => {
      const [brand = '', model = ''] = key.split('/');
      return request.brand.includes(brand) || request.model.includes(model);
    }),
  );
  for (const key of Object.keys(RANGE_BUCKETS) as BucketedRangeKey[]) result[key] = ranges(answer.facets[key], RANGE_BUCKETS[key]);
  return result;
}

function expectSameAnswer(result: SearchResult, answer: ReferenceAnswer, request: SearchRequest): void {
  expect(result.total).toBe(answer.ids.length);
  const start = (request.page - 1) * 24;
  expect(result.hits.map((hit) => hit.id)).toEqual(answer.ids.slice(start, start + 24));
  expect(result.facets && engineFacets(result.facets)).toEqual(referenceFacets(answer, request));
}

/** The same search without facets (a count, the suggestions' way): it may start from other candidate rows (evaluate.ts). */
function expectSameCount(engine: SearchEngine, answer: ReferenceAnswer, request: SearchRequest): void {
  const counted = engine.search(request, { now: NOW, facets: false });
  expect(counted.total).toBe(answer.ids.length);
  const start = (request.page - 1) * 24;
  expect(counted.hits.map((hit) => hit.id)).toEqual(answer.ids.slice(start, start + 24));
}

describe('engine against the brute-force reference', () => {
  it('agrees on totals, pages and every facet for random listings and requests', () => {
    fc.assert(
      fc.property(documentsArbitrary(300), fc.array(engineRequestArbitrary, { minLength: 1, maxLength: 6 }), (docs, requests) => {
        const engine = SearchEngine.build(docs);
        for (const request of requests) {
          const answer = referenceSearch(docs, request, NOW);
          expectSameAnswer(engine.search(request, { now: NOW }), answer, request);
          expectSameCount(engine, answer, request);
        }
      }),
      { numRuns: propertyRuns(300) },
    );
  }, 120_000);

  it('agrees on free-text searches: typos, prefixes, accents and relevance order', () => {
    fc.assert(
      fc.property(documentsArbitrary(200), fc.array(textRequestArbitrary, { minLength: 1, maxLength: 6 }), (docs, requests) => {
        const engine = SearchEngine.build(docs);
        for (const request of requests) {
          expectSameAnswer(engine.search(request, { now: NOW }), referenceSearch(docs, request, NOW), request);
        }
      }),
      { numRuns: propertyRuns(150) },
    );
  }, 120_000);

  it('agrees on large sets too, where most rows match and counting switches to the non-matching rows', () => {
    fc.assert(
      fc.property(documentsArbitrary(1200), engineRequestArbitrary, (docs, request) => {
        const engine = SearchEngine.build(docs);
        const answer = referenceSearch(docs, request, NOW);
        expectSameAnswer(engine.search(request, { now: NOW }), answer, request);
        expectSameCount(engine, answer, request);
        const bare: SearchRequest = { ...request, text: undefined, brand: [], model: [], price: undefined, napOnly: false };
        expectSameAnswer(engine.search(bare, { now: NOW }), referenceSearch(docs, bare, NOW), bare);
      }),
      { numRuns: propertyRuns(40) },
    );
  }, 120_000);

  it('keeps agreeing after listings are added, changed and removed one at a time', () => {
    const change = fc.oneof(
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('upsert' as const), pick: fc.nat(), from: fc.nat() }),
    );
    fc.assert(
      fc.property(documentsArbitrary(150), documentsArbitrary(40), fc.array(change, { maxLength: 60 }), engineRequestArbitrary, (docs, extra, changes, request) => {
        const engine = SearchEngine.build(docs);
        const current = new Map<number, SearchDocument>(docs.map((doc) => [doc.id, doc]));
        for (const step of changes) {
          const ids = [...current.keys()];
          if (step.kind === 'remove' && ids.length > 0) {
            const id = ids[step.pick % ids.length] ?? 0;
            expect(engine.remove(id)).toBe(true);
            current.delete(id);
          } else if (step.kind === 'upsert' && extra.length > 0) {
            // Either a changed version of a listing (same id) or a new one.
            const source = extra[step.from % extra.length];
            if (!source) continue;
            const id = ids.length > 0 && step.pick % 2 === 0 ? (ids[step.pick % ids.length] ?? 0) : 100_000 + (step.pick % 1_000_000);
            const doc = { ...source, id };
            engine.upsert(doc);
            current.set(id, doc);
          }
        }
        const live = [...current.values()];
        expect(engine.size).toBe(live.length);
        const all = engine.search(request, { now: NOW, offset: 0, limit: 100_000 });
        const answer = referenceSearch(live, request, NOW);
        expect(all.total).toBe(answer.ids.length);
        expect(new Set(all.hits.map((hit) => hit.id))).toEqual(new Set(answer.ids));
        expect(all.facets && engineFacets(all.facets)).toEqual(referenceFacets(answer, request));
        // Changed listings are ranked with the price medians of the build, so only the sort key is compared here.
        expectSortedByKey(all.hits.map((hit) => current.get(hit.id)), request, answer);
        const page = engine.search(request, { now: NOW });
        const start = (request.page - 1) * 24;
        expect(page.hits.map((hit) => hit.id)).toEqual(all.hits.slice(start, start + 24).map((hit) => hit.id));
      }),
      { numRuns: propertyRuns(150) },
    );
  }, 120_000);
});

describe('brand and model choices as listings come and go', () => {
  it('match the reference when the listings of a selected model are removed', () => {
    const choice = fc.record({
      brand: fc.subarray(['volkswagen', 'audi', 'citroen', 'fiat'], { maxLength: 2 }),
      model: fc.subarray(['golf', 'a4', 'c3', '500', 'e-klasse'], { minLength: 1, maxLength: 2 }),
    });
    fc.assert(
      fc.property(documentsArbitrary(60), fc.array(fc.nat(), { maxLength: 40 }), choice, (docs, removals, { brand, model }) => {
        const engine = SearchEngine.build(docs);
        const current = new Map(docs.map((doc) => [doc.id, doc]));
        for (const pick of removals) {
          const ids = [...current.keys()];
          const id = ids[pick % Math.max(1, ids.length)];
          if (id === undefined) break;
          engine.remove(id);
          current.delete(id);
        }
        const request = parseSearchRequest({ mobilityType: 'alle', brand, model });
        if (!request.ok) throw new Error('invalid request');
        const live = [...current.values()];
        const answer = referenceSearch(live, request.request, NOW);
        const result = engine.search(request.request, { now: NOW, offset: 0, limit: 1000 });
        expect(new Set(result.hits.map((hit) => hit.id))).toEqual(new Set(answer.ids));
        expect(result.facets && engineFacets(result.facets)).toEqual(referenceFacets(answer, request.request));
      }),
      { numRuns: propertyRuns(400) },
    );
  }, 120_000);
});

describe('walking presorted permutations with appended rows merged in', () => {
  it('gives every page exactly the slice of the fully sorted list, walking from either end', () => {
    fc.assert(
      fc.property(documentsArbitrary(1500), documentsArbitrary(60), engineRequestArbitrary, fc.nat(), (docs, extra, request, pick) => {
        const engine = SearchEngine.build(docs);
        extra.forEach((doc, position) => engine.upsert({ ...doc, id: position % 3 === 0 && docs.length > 0 ? (docs[(pick + position) % docs.length]?.id ?? 0) : 500_000 + position }));
        const all = engine.search(request, { now: NOW, offset: 0, limit: 1_000_000, facets: false, paging: 'sort' });
        const ids = all.hits.map((hit) => hit.id);
        expect(engine.search(request, { now: NOW, offset: 0, limit: 1_000_000, facets: false, paging: 'walk' }).hits.map((hit) => hit.id)).toEqual(ids);
        for (const offset of [0, 24, Math.floor(all.total / 2), Math.max(0, all.total - 30), all.total - 1]) {
          if (offset < 0) continue;
          for (const paging of ['walk', 'sort', 'auto'] as const) {
            const page = engine.search(request, { now: NOW, offset, limit: 24, facets: false, paging });
            expect(page.total).toBe(all.total);
            expect(page.hits.map((hit) => hit.id)).toEqual(ids.slice(offset, offset + 24));
          }
        }
      }),
      { numRuns: propertyRuns(60) },
    );
  }, 120_000);
});

function expectSortedByKey(docs: (SearchDocument | undefined)[], request: SearchRequest, answer: ReferenceAnswer): void {
  const key = (doc: SearchDocument): number => {
    switch (request.sort) {
      case 'prijsOplopend':
        return doc.price;
      case 'prijsAflopend':
        return -doc.price;
      case 'laatstToegevoegd':
        return -Math.floor(doc.addedAt / 1000);
      case 'bouwjaarOplopend':
        return doc.year * 16 + doc.month;
      case 'bouwjaarAflopend':
        return -(doc.year * 16 + doc.month);
      case 'afstand':
        return answer.distance.get(doc.id) ?? 0;
      case 'besteResultaat':
        return request.text ? -(answer.scores.get(doc.id) ?? 0) : 0;
      default:
        return 0;
    }
  };
  for (let index = 1; index < docs.length; index++) {
    const [before, after] = [docs[index - 1], docs[index]];
    if (before && after) expect(key(before)).toBeLessThanOrEqual(key(after));
  }
}
