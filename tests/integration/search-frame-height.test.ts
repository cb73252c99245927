/**
 * The frame height filter through the search calls, on the demo inventory: the seed stores each
 * bicycle's height, the index reads it, and the facets and totals agree with SQL over the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { seedDemoInventory } from '../../src/features/inventory/seed';
import { facetsAnswer, resultsAnswer, searchRequestAnswer } from '../../src/features/search/api/handlers';
import { SearchService } from '../../src/features/search/service/search-service';
import { backends, freshDatabase } from '../support/test-db';

const NOW = new Date('2026-11-01T09:00:00Z');

describe.each(backends)('frame height through the search calls on %s', (backend) => {
  let database: Database;
  let service: SearchService;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await seedDemoInventory(database, { count: 800, seed: 5151, now: NOW });
    service = await SearchService.start(database);
  }, 60_000);

  afterAll(async () => {
    await service.close();
    await database.close();
  });

  const bicycles = (where: string) =>
    database.query<{ n: number }>(`select count(*)::int as n from listings where is_active and mobility_type = 'bicycle' and ${where}`).then(([row]) => row?.n ?? -1);

  it('counts bicycles per centimetre of frame height as SQL does', async () => {
    const answer = facetsAnswer(service, { mobilityType: 'bicycle' });
    const rows = await database.query<{ height: number; n: number }>(
      `select frame_height as height, count(*)::int as n from listings where is_active and mobility_type = 'bicycle' and frame_height is not null group by frame_height order by frame_height`,
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(answer.facets.frameHeight).toEqual(rows.map(({ height, n }) => ({ from: height, to: height + 1, count: n })));
  });

  it('filters e-bikes by frame height, writes the range into the URL and reads it back', async () => {
    const request = { mobilityType: 'bicycle', kind: ['ebike'], frameHeight: { min: 53, max: 57 } };
    const answer = await resultsAnswer(service, request);
    expect(answer.url).toBe('/fietsen/voertuigsoort-elektrische-fiets/framehoogte-vanaf-53/framehoogte-tot-en-met-57');
    expect(answer.total).toBe(await bicycles(`kind = 'ebike' and frame_height between 53 and 57`));
    expect(answer.total).toBeGreaterThan(0);
    const back = searchRequestAnswer(`http://localhost/api/client/search-request${answer.url}`, '/api/client/search-request/');
    expect(back.request.frameHeight).toEqual({ min: 53, max: 57 });
    // The facet ignores its own filter: it still offers every height of the e-bikes.
    const facets = facetsAnswer(service, request);
    expect(facets.facets.frameHeight.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(await bicycles(`kind = 'ebike' and frame_height is not null`));
  });
});
