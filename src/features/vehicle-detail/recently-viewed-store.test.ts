import { describe, expect, it } from 'vitest';
import { addRecent, MAX_RECENT, parseRecent, type RecentVehicle } from './recently-viewed-store';

const vehicle = (id: number): RecentVehicle => ({ id, title: `Auto ${id}`, href: `/auto/aanbod/auto-${id}`, price: '€ 1.000,-', image: null });

describe('recently viewed', () => {
  it('puts the newest first without duplicates', () => {
    const list = addRecent(addRecent(addRecent([], vehicle(1)), vehicle(2)), vehicle(1));
    expect(list.map((v) => v.id)).toEqual([1, 2]);
  });
  it('keeps at most MAX_RECENT', () => {
    let list: RecentVehicle[] = [];
    for (let id = 0; id < MAX_RECENT + 3; id++) list = addRecent(list, vehicle(id));
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0]?.id).toBe(MAX_RECENT + 2);
  });
  it('survives garbage and foreign links in storage', () => {
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    expect(parseRecent(JSON.stringify([vehicle(1), { ...vehicle(2), href: 'https://evil.example' }, { id: 'x' }]))).toEqual([vehicle(1)]);
  });
});
