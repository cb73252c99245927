import { describe, expect, it } from 'vitest';
import { parseSearchTarget } from './search-target';

describe('parseSearchTarget', () => {
  it('reads a themed landing with its filters of the given year', () => {
    const parsed = parseSearchTarget('/auto/youngtimer', 2026);
    expect(parsed.ok && parsed.target.landing?.slug).toBe('youngtimer');
    expect(parsed.ok && parsed.target.request.buildYear).toEqual({ min: 1996, max: 2011 });
  });

  it('reads a canonical search URL', () => {
    const parsed = parseSearchTarget('/fietsen/voertuigsoort-elektrische-fiets', 2026);
    expect(parsed.ok && parsed.target.request.kind).toEqual(['ebike']);
    expect(parsed.ok && parsed.target.landing).toBeNull();
  });

  it.each([
    ['an unknown segment', '/auto/vliegende-auto'],
    ['a path outside the lists', '/bovag-garantie'],
    ['an alias that redirects', '/auto/benzine'],
    ['segments out of order', '/auto/model-golf/merk-volkswagen'],
    ['a query string', '/auto?page=2'],
    ['the all-types list', '/aanbod'],
    ['a detail page', '/auto/aanbod/volkswagen-golf-ab12cd3'],
  ])('refuses %s', (_name, path) => {
    expect(parseSearchTarget(path, 2026).ok).toBe(false);
  });

  it('names the canonical URL when a path is not canonical', () => {
    const parsed = parseSearchTarget('/auto/model-golf/merk-volkswagen', 2026);
    expect(!parsed.ok && parsed.reason).toContain('/auto/merk-volkswagen/model-golf');
  });
});
