import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandRows, popularBrands } from './popular-brands';

const brand = (value: string, count: number) => ({ value, label: value.toUpperCase(), count });

describe('popularBrands', () => {
  it('is empty when there are too few makes to group', () => {
    expect(popularBrands([brand('audi', 3), brand('bmw', 2)], new Map(), 8)).toEqual([]);
  });

  it('takes the top makes by count, preferring makes with a mark, most listings first', () => {
    const options = [brand('a', 50), brand('b', 40), brand('c', 30), brand('d', 20), brand('e', 10), brand('f', 5), brand('g', 0)];
    const marks = new Map([
      ['c', '/brands/c.svg'],
      ['d', '/brands/d.svg'],
    ]);
    expect(popularBrands(options, marks, 4)).toEqual([]);
    expect(popularBrands([...options, brand('h', 1), brand('i', 1)], marks, 3)).toEqual([
      { value: 'a', label: 'A', mark: null },
      { value: 'c', label: 'C', mark: '/brands/c.svg' },
      { value: 'd', label: 'D', mark: '/brands/d.svg' },
    ]);
  });

  it('breaks equal counts by name, so the order never depends on the input order', () => {
    const options = [brand('z', 5), brand('y', 5), brand('x', 5), brand('w', 1), brand('v', 1), brand('u', 1)];
    expect(popularBrands(options, new Map(), 3).map((entry) => entry.value)).toEqual(['x', 'y', 'z']);
    expect(popularBrands([...options].reverse(), new Map(), 3).map((entry) => entry.value)).toEqual(['x', 'y', 'z']);
  });
});

describe('brandRows', () => {
  const popular = [
    { value: 'volkswagen', label: 'Volkswagen', mark: '/brands/vw.svg' },
    { value: 'opel', label: 'Opel', mark: null },
    { value: 'kia', label: 'Kia', mark: null },
  ];
  const order = (rows: ReturnType<typeof brandRows>) => ({ popular: rows.popular.map((row) => row.value), others: rows.others.map((row) => row.value) });

  it('keeps the popular makes in their own order whatever the current counts', () => {
    const unfiltered = brandRows([brand('volkswagen', 900), brand('opel', 500), brand('kia', 300), brand('lada', 2), brand('alfa-romeo', 40)], popular);
    // Under a filter where Kia leads and Opel has none left (the engine leaves a make without listings out).
    const filtered = brandRows([brand('kia', 80), brand('volkswagen', 3), brand('alfa-romeo', 1)], popular);
    expect(order(unfiltered)).toEqual({ popular: ['volkswagen', 'opel', 'kia'], others: ['alfa-romeo', 'lada'] });
    expect(order(filtered).popular).toEqual(['volkswagen', 'opel', 'kia']);
    expect(filtered.popular.map((row) => row.count)).toEqual([3, 0, 80]);
  });

  it('lists the other makes A–Z by name, so a ticked one stays where it was', () => {
    const rows = brandRows([brand('lada', 900), brand('alfa-romeo', 1), brand('dacia', 50)], popular);
    expect(order(rows).others).toEqual(['alfa-romeo', 'dacia', 'lada']);
    expect(rows.others.every((row) => row.mark === null)).toBe(true);
  });

  it('without a popular group every make is in the A–Z list', () => {
    expect(order(brandRows([brand('b', 1), brand('a', 9)], []))).toEqual({ popular: [], others: ['a', 'b'] });
  });

  describe('the A–Z order, without Intl in the browser', () => {
    afterEach(() => vi.restoreAllMocks());
    const labelled = (label: string, value = label.toLowerCase()) => ({ value, label, count: 1 });

    it('orders names with accents, capitals, digits and signs as the Dutch collator does', () => {
      const labels = ['Škoda', 'Citroën', 'alpine', 'Abarth', 'DS Automobiles', 'Dacia', 'Mercedes-Benz', 'MG', 'Lynk & Co', 'Cupra', 'Ë-bike', 'Émile', 'Aiways', 'Mini', 'MINI Cooper', '2CV', 'Zeekr', 'Øresund', 'Alfa Romeo', 'Aston Martin', 'Land Rover', 'Rolls-Royce', 'SsangYong', 'e.GO', 'BYD', 'Lynk&Co'];
      const rows = brandRows(labels.map((label) => labelled(label)), []);
      expect(rows.others.map((row) => row.label)).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'nl')));
    });

    it('never asks Intl to compare: a collator would load its locale data while the panel hydrates', () => {
      const compare = vi.spyOn(String.prototype, 'localeCompare');
      const collator = vi.spyOn(Intl, 'Collator');
      brandRows([labelled('Lada'), labelled('Alfa Romeo'), labelled('Škoda'), labelled('Dacia')], []);
      expect(compare).not.toHaveBeenCalled();
      expect(collator).not.toHaveBeenCalled();
    });
  });
});
