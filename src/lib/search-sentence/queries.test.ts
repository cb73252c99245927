import { describe, expect, it } from 'vitest';
import { demoStock } from '../../../tests/support/demo-stock';
import { QUERIES_LATEST_YEAR, readSentenceQueries } from '../../../tests/support/sentence-queries';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { interpretSentence } from './interpret';
import { buildVocabulary } from './vocabulary';

describe('the test set of buyers’ sentences (queries.tsv)', () => {
  const vocabulary = buildVocabulary(demoStock());
  const rows = readSentenceQueries();

  it('has at least 200 queries over all four verticals, each with a canonical URL', () => {
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((row) => row.vertical))).toEqual(new Set(['car', 'bicycle', 'motor', 'caramper']));
    for (const row of rows) expect(row.expected, row.query).toMatch(/^\/(auto|fietsen|motoren|kamperen|aanbod)(\/|$)/);
  });

  it('interprets at least 95 % exactly', () => {
    const misses = rows.filter((row) => searchRequestToUrl(interpretSentence(row.query, vocabulary, { latestYear: QUERIES_LATEST_YEAR }).request) !== row.expected);
    const share = 1 - misses.length / rows.length;
    if (share < 0.95) console.log(misses.map((row) => `${row.query} → expected ${row.expected}`).join('\n'));
    expect(share).toBeGreaterThanOrEqual(0.95);
  });
});
