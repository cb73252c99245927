import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { dealerStock, findDealerByExternalId } from '../../src/features/blocks/professional/professional-dealer';
import { parseProfessionalFile } from '../../src/features/blocks/professional/professional-entry';
import { popularLinksFrom } from '../../src/features/blocks/seo-links/seo-links.server';
import { seedDemoInventory } from '../../src/features/inventory/seed';
import { SearchService } from '../../src/features/search/service/search-service';
import { parseSearchPath } from '../../src/lib/search-request/url-codec';
import { MOBILITY_TYPES } from '../../src/lib/vehicle/enums';
import { backends, freshDatabase } from '../support/test-db';

const NOW = new Date('2026-11-20T12:00:00Z');
const DIR = path.resolve('content/vakkrachten');
const entries = fs
  .readdirSync(DIR)
  .filter((file) => file.endsWith('.md'))
  .map((file) => parseProfessionalFile(file, fs.readFileSync(path.join(DIR, file), 'utf8')));

describe.each(backends)('page blocks on %s', (backend) => {
  let database: Database;
  let service: SearchService;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    // The demo seed (default seed) creates every demo dealer, whatever the number of listings.
    await seedDemoInventory(database, { count: 600, now: NOW });
    service = await SearchService.start(database, { now: () => NOW });
  });

  afterAll(async () => {
    await service.close();
    await database.close();
  });

  it.each(entries.map((entry) => [entry.file, entry.dealerExternalId] as const))('finds the dealer of %s (%s) among the demo dealers', async (_file, externalId) => {
    const dealer = await findDealerByExternalId(database.db, externalId);
    expect(dealer).not.toBeNull();
    expect(dealer?.name.length).toBeGreaterThan(3);
    expect(dealer?.city.length).toBeGreaterThan(1);
  });

  it('finds no dealer for an external id nobody has', async () => {
    expect(await findDealerByExternalId(database.db, 'B999999')).toBeNull();
  });

  it("links a dealer's whole stock with the count its page shows, and nothing when it has none", async () => {
    const [row] = await database.query<{ dealer_id: number; total: number }>(
      'select dealer_id, count(*)::int as total from listings where is_active group by dealer_id order by total desc limit 1',
    );
    if (!row) throw new Error('the seed made no listings');
    const count = (request: Parameters<SearchService['search']>[0]) => service.search(request, { facets: false, limit: 0 }).total;
    expect(dealerStock(row.dealer_id, count)).toEqual({ href: `/aanbod/aanbieder-${row.dealer_id}`, total: row.total });
    expect(dealerStock(2_000_000, count)).toBeNull();
  });

  it.each(MOBILITY_TYPES)('links popular %s brands and models with the totals of their result pages', (mobility) => {
    const links = popularLinksFrom(service, mobility);
    expect(links.brands.length).toBeGreaterThan(0);
    for (const link of [...links.brands, ...links.models]) {
      const parsed = parseSearchPath(link.href);
      if (!parsed.ok) throw new Error(`${link.href} does not parse`);
      expect(service.search(parsed.request, { facets: false, limit: 0 }).total, link.href).toBe(link.count);
    }
  });
});
