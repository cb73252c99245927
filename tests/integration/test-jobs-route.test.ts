import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, freshDatabase } from '../support/test-db';
import type { Database } from '../../src/db/connect';
import { dealerPhotos } from '../../src/db/schema';
import type { SearchService } from '../../src/features/search/service/search-service';

const DAY = 24 * 3_600_000;
const NOW = new Date('2026-11-25T09:00:00Z');
const photo = (n: number) => `car-feed-photo-${n.toString(16).padStart(32, '0')}.webp`;

const globals = globalThis as unknown as { __database?: Promise<Database>; __searchService?: Promise<SearchService> };

/** `/test/jobs` (ENABLE_TEST_ROUTES only): the end-to-end suite's way to run the periodic jobs now. */
describe.each(backends)('POST /test/jobs on %s', (backend) => {
  let database: Database;
  let POST: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    // env() reads process.env once, so the flag must be set before the route module loads.
    process.env.ENABLE_TEST_ROUTES = '1';
    database = await freshDatabase(backend);
    // The route uses the process's database: point it at this one.
    globals.__searchService = undefined;
    globals.__database = Promise.resolve(database);
    ({ POST } = await import('../../src/app/test/jobs/route'));
  }, 60_000);

  afterAll(async () => {
    await (await globals.__searchService)?.close();
    globals.__searchService = undefined;
    globals.__database = undefined;
    await database.close();
  });

  it('runs the feed photo cleanup as of ?at=, with the other jobs', async () => {
    const store = (name: string, uploaded: Date) =>
      database.db.insert(dealerPhotos).values({ name, contentType: 'image/webp', width: 1, height: 1, content: Buffer.from([1]), createdAt: uploaded });
    // Unused, uploaded two days before `at`: past the upload grace. The other is an hour old.
    await store(photo(1), new Date(NOW.getTime() - 2 * DAY));
    await store(photo(2), new Date(NOW.getTime() - 3_600_000));

    const response = await POST(new Request(`http://localhost/test/jobs?at=${encodeURIComponent(NOW.toISOString())}`, { method: 'POST' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ feedPhotosRemoved: 1 });
    const left = await database.query<{ name: string }>('select name from dealer_photos order by name');
    expect(left.map((row) => row.name)).toEqual([photo(2)]);
  });

  it('refuses a moment that is not one', async () => {
    const response = await POST(new Request('http://localhost/test/jobs?at=yesterday', { method: 'POST' }));
    expect(response.status).toBe(400);
  });
});
