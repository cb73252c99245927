import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '@/lib/search-request/schema';
import type { SearchFacets } from '@/search-engine/facets';
import { interpretSentence } from '@/lib/search-sentence';
import { StockVocabularyCache, VOCABULARY_REFRESH_MS, stockVocabularyOf } from './stock-vocabulary';

/** A fake index: makes per type, and models of the makes a request selects. */
function facetSearch(stock: Record<string, { brand: string; label: string; models: string[] }[]>) {
  const asked: SearchRequest[] = [];
  const search = (request: SearchRequest) => {
    asked.push(request);
    const brands = stock[request.mobilityType] ?? [];
    return {
      brand: brands.map((brand) => ({ value: brand.brand, label: brand.label, count: brand.models.length })),
      model: brands.filter((brand) => request.brand.includes(brand.brand)).flatMap((brand) => brand.models.map((model) => ({ value: model.toLowerCase(), label: model, brand: brand.brand, count: 1 }))),
    } as unknown as SearchFacets;
  };
  return { search, asked };
}

describe('stockVocabularyOf', () => {
  it('reads every make and its models per mobility type from the facets', () => {
    const { search } = facetSearch({ car: [{ brand: 'kia', label: 'Kia', models: ['Niro', 'Picanto'] }], motor: [{ brand: 'kawasaki', label: 'Kawasaki', models: ['Z900'] }] });
    const stock = stockVocabularyOf(search);
    expect(stock.makes).toEqual([
      { slug: 'kia', label: 'Kia', mobilityTypes: ['car'], count: 2 },
      { slug: 'kawasaki', label: 'Kawasaki', mobilityTypes: ['motor'], count: 1 },
    ]);
    expect(stock.models.map((model) => `${model.brand}/${model.slug}/${model.mobilityTypes.join()}`)).toEqual(['kia/niro/car', 'kia/picanto/car', 'kawasaki/z900/motor']);
  });
});

describe('StockVocabularyCache', () => {
  it('rebuilds only after listings changed and the refresh interval passed', () => {
    let clock = 0;
    let version = 0;
    const stock: Record<string, { brand: string; label: string; models: string[] }[]> = { car: [{ brand: 'kia', label: 'Kia', models: ['Niro'] }] };
    const { search } = facetSearch(stock);
    const cache = new StockVocabularyCache(() => clock);
    const source = () => ({ appliedChanges: version, search });
    const understands = (text: string) => interpretSentence(text, cache.get(source())).request.brand;
    expect(understands('lada')).toEqual([]);
    stock.car?.push({ brand: 'lada', label: 'Lada', models: ['Niva'] });
    // Nothing applied to the index: however long it has been, the vocabulary is kept.
    clock += VOCABULARY_REFRESH_MS * 10;
    expect(understands('lada')).toEqual([]);
    // A change after a quiet spell is read at once; further changes within the interval wait for it.
    version++;
    expect(understands('lada niva')).toEqual(['lada']);
    stock.car?.push({ brand: 'skoda', label: 'Škoda', models: ['Octavia'] });
    version++;
    clock += 1;
    expect(understands('skoda')).toEqual([]);
    clock += VOCABULARY_REFRESH_MS;
    expect(understands('skoda octavia')).toEqual(['skoda']);
  });
});
