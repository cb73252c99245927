import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '@/lib/search-request/schema';
import { sitemapPaths, type Counter } from './sitemap-paths';

/** A fake stock: cars (Audi, Lada without listings), e-bikes, and nothing else. */
const counter: Counter = {
  total: (request: SearchRequest) => {
    if (request.mobilityType === 'car') return request.fuel.includes('waterstof') ? 0 : request.buildYear ? 0 : 10;
    if (request.mobilityType === 'bicycle') return request.kind.length === 0 || request.kind.includes('ebike') ? 5 : 0;
    return 0;
  },
  brands: (request: SearchRequest) =>
    request.mobilityType === 'car'
      ? [
          { value: 'audi', count: 10 },
          { value: 'lada', count: 0 },
        ]
      : [{ value: 'gazelle', count: 5 }],
};

describe('sitemapPaths', () => {
  const paths = sitemapPaths(counter, 2026);

  it('lists roots and brands with listings', () => {
    expect(paths).toEqual(expect.arrayContaining(['/auto', '/auto/merk-audi', '/fietsen', '/fietsen/merk-gazelle']));
    expect(paths).not.toContain('/auto/merk-lada');
  });

  it('lists landings with results only', () => {
    expect(paths).toEqual(expect.arrayContaining(['/auto/hatchback', '/auto/stadsauto', '/fietsen/voertuigsoort-elektrische-fiets']));
    expect(paths).not.toContain('/auto/youngtimer');
    expect(paths).not.toContain('/fietsen/voertuigsoort-speed-pedelec');
  });

  it('leaves out mobility types without stock, and lists each path once', () => {
    expect(paths.some((path) => path.startsWith('/motoren'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
