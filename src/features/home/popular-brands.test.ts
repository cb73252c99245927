import { describe, expect, it } from 'vitest';
import { popularBrandsWithCounts, type PopularBrand } from './popular-brands';

const camping: PopularBrand[] = ['Adria', 'Bürstner', 'Dethleffs', 'Hobby', 'Knaus'].map((name) => {
  const slug = name === 'Bürstner' ? 'burstner' : name.toLowerCase();
  return { slug, name, searchSlug: slug };
});

describe('popularBrandsWithCounts', () => {
  it('orders by live count, alphabetically when counts tie', () => {
    const result = popularBrandsWithCounts(camping, [
      { name: 'Knaus', slug: 'knaus', count: 12 },
      { name: 'Hobby', slug: 'hobby', count: 30 },
      { name: 'Weinsberg', slug: 'weinsberg', count: 99 },
    ]);
    expect(result.map((brand) => `${brand.slug}:${brand.count}`)).toEqual(['hobby:30', 'knaus:12', 'adria:0', 'burstner:0', 'dethleffs:0']);
  });

  it('counts a mark by its search slug (Honda motorcycles)', () => {
    const [honda] = popularBrandsWithCounts([{ slug: 'honda-motorcycle', name: 'Honda', searchSlug: 'honda' }], [{ name: 'Honda', slug: 'honda', count: 7 }]);
    expect(honda).toEqual({ slug: 'honda-motorcycle', name: 'Honda', searchSlug: 'honda', count: 7 });
  });

  it('still lists every popular brand, with 0, on an empty database', () => {
    const result = popularBrandsWithCounts(camping, []);
    expect(result).toHaveLength(5);
    expect(result.every((brand) => brand.count === 0)).toBe(true);
  });
});
