import { describe, expect, it } from 'vitest';
import { DealerNames, type DealerName } from './dealer-names';

function counting(table: Record<number, DealerName>) {
  const calls: number[] = [];
  const load = async (id: number) => {
    calls.push(id);
    return table[id] ?? null;
  };
  return { calls, load };
}

const jansen: DealerName = { id: 12, name: 'Autobedrijf Jansen', city: 'Utrecht' };

describe('DealerNames', () => {
  it('asks the database once per dealer, and once for requests that come together', async () => {
    const { calls, load } = counting({ 12: jansen });
    const names = new DealerNames(load);
    const [a, b] = await Promise.all([names.get(12), names.get(12)]);
    expect(a).toEqual(jansen);
    expect(b).toEqual(jansen);
    expect(await names.get(12)).toEqual(jansen);
    expect(calls).toEqual([12]);
  });

  it('needs no query for a dealer whose listings were just read', async () => {
    const { calls, load } = counting({});
    const names = new DealerNames(load);
    names.remember(jansen);
    expect(await names.get(12)).toEqual(jansen);
    expect(calls).toEqual([]);
  });

  it('asks again once a name is old, so a renamed dealer shows its new name', async () => {
    let now = 0;
    const table: Record<number, DealerName> = { 12: jansen };
    const { calls, load } = counting(table);
    const names = new DealerNames(load, { ttlMs: 1000, now: () => now });
    await names.get(12);
    table[12] = { ...jansen, name: 'Jansen Mobiliteit' };
    now = 999;
    expect((await names.get(12))?.name).toBe('Autobedrijf Jansen');
    now = 1001;
    expect((await names.get(12))?.name).toBe('Jansen Mobiliteit');
    expect(calls).toEqual([12, 12]);
  });

  it('remembers a missing dealer only briefly', async () => {
    let now = 0;
    const table: Record<number, DealerName> = {};
    const { calls, load } = counting(table);
    const names = new DealerNames(load, { ttlMs: 60_000, missingTtlMs: 100, now: () => now });
    expect(await names.get(12)).toBeNull();
    expect(await names.get(12)).toBeNull();
    table[12] = jansen;
    now = 101;
    expect(await names.get(12)).toEqual(jansen);
    expect(calls).toEqual([12, 12]);
  });

  it('does not keep a failed lookup', async () => {
    let fail = true;
    const names = new DealerNames(async () => {
      if (fail) throw new Error('database down');
      return jansen;
    });
    await expect(names.get(12)).rejects.toThrow('database down');
    fail = false;
    expect(await names.get(12)).toEqual(jansen);
  });
});
