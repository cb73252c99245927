/**
 * The benchmark's query mix: what people do on a marketplace's result pages. Each query is a
 * normalised search request, so the engine and the PostgreSQL baseline answer the same thing.
 */
import { normaliseSearchRequest, type SearchRequest, type SearchRequestInput } from '../src/lib/search-request/schema';
import { slugify } from '../src/lib/search-request/slug';
import type { SearchDocument } from '../src/search-engine/document';
import { SORT_ORDERS, type MobilityType } from '../src/lib/vehicle/enums';
import { pick, seeded, type Random } from './seeded-random';

export interface BenchQuery {
  category: string;
  request: SearchRequest;
}

const POSTCODES = ['3511 AB', '1012', '9711', '6211', '4331', '7511', '5611', '2511', '3011', '8011', '6811', '4811'];
const TEXTS = ['golf', 'volkswagen polo', 'volkswagn', 'tiguan highline', 'bmw 3-serie', 'ultimate c8', 'gazele', 'mt-07', 'hobby', 'model 3', 'peugeot 208', 'clio', 'hybrid', 'automaat navi', 'mercedes c-klasse', 'kuga', 'r 1250', 'toyota yaris hybrid', 'octavia', 'fiat 500'];

/** Brands and models as they occur, most frequent first, per mobility type. */
function vocabulary(docs: readonly SearchDocument[]): Record<MobilityType, { brands: string[]; models: Map<string, string[]> }> {
  const result = {} as Record<MobilityType, { brands: string[]; models: Map<string, string[]> }>;
  const counts = new Map<string, Map<string, number>>();
  for (const doc of docs.slice(0, 50_000)) {
    const key = `${doc.mobilityType}|${slugify(doc.brand)}`;
    const models = counts.get(key) ?? new Map<string, number>();
    models.set(slugify(doc.model), (models.get(slugify(doc.model)) ?? 0) + 1);
    counts.set(key, models);
  }
  for (const type of ['car', 'bicycle', 'motor', 'caramper'] as const) {
    const entries = [...counts].filter(([key]) => key.startsWith(`${type}|`));
    const total = (models: Map<string, number>) => [...models.values()].reduce((sum, count) => sum + count, 0);
    entries.sort((a, b) => total(b[1]) - total(a[1]));
    result[type] = {
      brands: entries.map(([key]) => key.split('|')[1] ?? ''),
      models: new Map(entries.map(([key, models]) => [key.split('|')[1] ?? '', [...models].sort((a, b) => b[1] - a[1]).map(([model]) => model)])),
    };
  }
  return result;
}

export function benchmarkQueries(docs: readonly SearchDocument[], seed = 7): BenchQuery[] {
  return queryMix(vocabulary(docs), dealersBySize(docs), seeded(seed));
}

/**
 * Searches people subscribe to (bench/alerts.ts): `count` requests from successive rounds of the
 * same mix, each as its page 1 (a subscription stores the search, not a page). The vocabulary is
 * read once rather than once per round of 240.
 */
export function subscriptionRequests(docs: readonly SearchDocument[], count: number, seed = 11): SearchRequest[] {
  const words = vocabulary(docs);
  const dealers = dealersBySize(docs);
  const requests: SearchRequest[] = [];
  for (let round = 0; requests.length < count; round++) {
    for (const { request } of queryMix(words, dealers, seeded(seed + round))) {
      if (requests.length < count) requests.push(request.page === 1 ? request : { ...request, page: 1 });
    }
  }
  return requests;
}

type Vocabulary = ReturnType<typeof vocabulary>;

function queryMix(words: Vocabulary, dealers: readonly number[], random: Random): BenchQuery[] {
  const queries: BenchQuery[] = [];
  const add = (category: string, input: SearchRequestInput) => queries.push({ category, request: normaliseSearchRequest(input) });
  const type = (): MobilityType => (random() < 0.7 ? 'car' : pick(random, ['bicycle', 'motor', 'caramper'] as const));
  const topBrand = (mobility: MobilityType) => words[mobility].brands[Math.floor(random() ** 2 * Math.min(12, words[mobility].brands.length))] ?? 'volkswagen';

  for (const mobilityType of ['car', 'bicycle', 'motor', 'caramper', 'alle'] as const) {
    add('no filter', { mobilityType });
    add('no filter', { mobilityType, page: 2 });
  }
  for (let index = 0; index < 40; index++) {
    const mobilityType = type();
    add('one brand', { mobilityType, brand: topBrand(mobilityType) });
  }
  for (let index = 0; index < 30; index++) {
    const mobilityType = type();
    const brand = topBrand(mobilityType);
    add('brand and model', { mobilityType, brand, model: pick(random, words[mobilityType].models.get(brand) ?? ['golf']) });
  }
  for (let index = 0; index < 25; index++) {
    const mobilityType = type();
    const low = pick(random, [0, 1000, 2500, 5000, 7500, 10000, 15000, 20000]);
    add('price range', { mobilityType, price: { min: low || undefined, max: low + pick(random, [2500, 5000, 10000, 25000]) } });
  }
  for (let index = 0; index < 30; index++) {
    const mobilityType = type();
    add('several filters', {
      mobilityType,
      brand: random() < 0.5 ? topBrand(mobilityType) : undefined,
      fuel: mobilityType === 'car' ? pick(random, [['benzine'], ['diesel'], ['hybride', 'elektriciteit']]) : undefined,
      price: { max: pick(random, [10000, 20000, 30000, 50000]) },
      buildYear: { min: pick(random, [2012, 2015, 2018, 2020]) },
      transmission: random() < 0.4 ? 'automatisch' : undefined,
      mileage: random() < 0.5 ? { max: pick(random, [50000, 100000, 150000]) } : undefined,
      napOnly: random() < 0.3,
      warrantyTypes: random() < 0.3 ? ['bovag12maanden', 'bovag24maanden'] : undefined,
    });
  }
  for (let index = 0; index < 25; index++) add('text', { mobilityType: random() < 0.3 ? 'alle' : type(), text: pick(random, TEXTS) });
  for (let index = 0; index < 20; index++) {
    add('postal code and radius', {
      mobilityType: type(),
      postalCode: pick(random, POSTCODES),
      radius: pick(random, ['ten', 'twenty', 'fifty', 'oneHundred'] as const),
      sort: random() < 0.5 ? 'afstand' : 'besteResultaat',
    });
  }
  for (const sort of SORT_ORDERS) {
    for (const mobilityType of ['car', 'bicycle'] as const) {
      add('each sort', { mobilityType, sort, postalCode: sort === 'afstand' ? pick(random, POSTCODES) : undefined });
    }
  }
  for (let index = 0; index < 24; index++) {
    const mobilityType = type();
    add('deep page', {
      mobilityType,
      sort: pick(random, SORT_ORDERS.filter((order) => order !== 'afstand')),
      brand: random() < 0.3 ? topBrand(mobilityType) : undefined,
      page: pick(random, [10, 50, 200, 1000, 3000]),
    });
  }
  // A dealer's whole stock (the detail page's link), in its type or across types, some narrowed further.
  for (let index = 0; index < 12; index++) {
    const dealerId = dealers[Math.floor(random() ** 2 * dealers.length)] ?? 1;
    const mobilityType = random() < 0.5 ? 'alle' : type();
    add('dealer', {
      mobilityType,
      dealer: dealerId,
      brand: index % 3 === 1 && mobilityType !== 'alle' ? topBrand(mobilityType) : undefined,
      sort: index % 3 === 2 ? 'prijsOplopend' : 'besteResultaat',
    });
  }
  return queries;
}

/** Dealer ids, the largest stock first. */
function dealersBySize(docs: readonly SearchDocument[]): number[] {
  const counts = new Map<number, number>();
  for (const doc of docs) counts.set(doc.dealerId, (counts.get(doc.dealerId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}
