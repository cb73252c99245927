import { describe, expect, it, vi } from 'vitest';
import { createHomeStatsService } from './home-stats-service';
import type { HomeStatsSource, StatsRows } from './stats-model';

const rows: StatsRows = {
  total: 7,
  dealers: 2,
  brandModels: [
    { brand: 'Gazelle', model: 'Ultimate C8', count: 5 },
    { brand: 'Batavus', model: 'Finez', count: 2 },
  ],
  kinds: [
    { value: 'ebike', count: 6 },
    { value: 'fiets', count: 1 },
  ],
  bodyTypes: [{ value: 'stadsfiets', count: 7 }],
};

function fakeSource() {
  const source = {
    rows: vi.fn<HomeStatsSource['rows']>(async () => rows),
    count: vi.fn<HomeStatsSource['count']>(async () => 4),
  };
  return source;
}

describe('home stats service', () => {
  it('warms the figures of every vehicle type, so the first visitor of each home page reads them from the cache', async () => {
    const source = fakeSource();
    const service = createHomeStatsService(source);
    await service.warm();
    expect(source.rows.mock.calls.map(([mobility]) => mobility)).toEqual(['car', 'bicycle', 'motor', 'caramper']);
    await Promise.all([service.overview('car'), service.overview('caramper'), service.count({ mobility: 'motor' })]);
    expect(source.rows).toHaveBeenCalledTimes(4);
  });

  it('caches the overview for 30 seconds', async () => {
    let now = 1_000;
    const source = fakeSource();
    const service = createHomeStatsService(source, { now: () => now });
    expect((await service.overview('bicycle')).total).toBe(7);
    now += 29_000;
    await service.overview('bicycle');
    expect(source.rows).toHaveBeenCalledTimes(1);
    now += 1_000;
    await service.overview('bicycle');
    expect(source.rows).toHaveBeenCalledTimes(2);
  });

  it('answers an empty quick search with the total, without another query', async () => {
    const source = fakeSource();
    const service = createHomeStatsService(source);
    expect(await service.count({ mobility: 'bicycle' })).toBe(7);
    expect(source.count).not.toHaveBeenCalled();
  });

  it('resolves soort and brand into a column filter', async () => {
    const source = fakeSource();
    const service = createHomeStatsService(source);
    expect(await service.count({ mobility: 'bicycle', soort: 'voertuigsoort-elektrische-fiets', brand: 'gazelle', priceTo: 3000 })).toBe(4);
    expect(source.count).toHaveBeenCalledWith({ mobility: 'bicycle', kind: 'ebike', brands: ['Gazelle'], maxPriceCents: 300_000 });
  });

  it('answers 0 for a brand without stock or an unknown soort, without a count query', async () => {
    const source = fakeSource();
    const service = createHomeStatsService(source);
    expect(await service.count({ mobility: 'bicycle', brand: 'koga' })).toBe(0);
    expect(await service.count({ mobility: 'bicycle', soort: 'naked' })).toBe(0);
    expect(source.count).not.toHaveBeenCalled();
  });

  it('caches counts per combination', async () => {
    const source = fakeSource();
    const service = createHomeStatsService(source);
    await service.count({ mobility: 'bicycle', brand: 'batavus' });
    await service.count({ mobility: 'bicycle', brand: 'batavus' });
    await service.count({ mobility: 'bicycle', brand: 'gazelle' });
    expect(source.count).toHaveBeenCalledTimes(2);
  });
});
