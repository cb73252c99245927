/**
 * Sort orders as unsigned 32-bit keys (smaller first), read from the columns. Missing values sort
 * last in both directions. Equal keys fall back to the row order of the build (mobility type,
 * best first, id), which tail rows reproduce with `compareRows`, so every order is total and the
 * same whether a page comes from a presorted permutation, a sorted match list or a merge.
 */
import type { SortOrder } from '@/lib/vehicle/enums';
import { NULL_VALUE, type ColumnStore } from './store';

const MAX = 0xffffffff;

export type KeyFunction = (row: number) => number;

export function bestKey(store: ColumnStore, row: number): number {
  return MAX - (store.quality[row] ?? 0);
}

export function staticSortKey(store: ColumnStore, order: Exclude<SortOrder, 'afstand'>): KeyFunction {
  const { range, month, addedSeconds, assurance, deal } = store;
  const ascending = (column: Int32Array) => (row: number) => {
    const value = column[row] ?? NULL_VALUE;
    return value === NULL_VALUE ? MAX : value;
  };
  const descending = (column: Int32Array) => (row: number) => {
    const value = column[row] ?? NULL_VALUE;
    return value === NULL_VALUE ? MAX : MAX - 1 - value;
  };
  const yearMonth = (row: number) => (range.buildYear[row] ?? 0) * 16 + (month[row] ?? 0);
  switch (order) {
    case 'besteResultaat':
      return (row) => bestKey(store, row);
    case 'laatstToegevoegd':
      return (row) => MAX - (addedSeconds[row] ?? 0);
    case 'zekerheden':
      return (row) => MAX - (assurance[row] ?? 0);
    case 'prijsOplopend':
      return ascending(range.price);
    case 'prijsAflopend':
      return descending(range.price);
    case 'bouwjaarOplopend':
      return yearMonth;
    case 'bouwjaarAflopend':
      return (row) => MAX - yearMonth(row);
    case 'kilometerstandOplopend':
      return ascending(range.mileage);
    case 'kilometerstandAflopend':
      return descending(range.mileage);
    case 'modeljaarOplopend':
      return ascending(range.modelYear);
    case 'modeljaarAflopend':
      return descending(range.modelYear);
    case 'prijsbeoordeling':
      // The lowest price against the market first; unrated listings after every rated one.
      return ascending(deal);
  }
}

/** The build's row order, for rows anywhere (built or appended): mobility type, best first, id. */
export function compareRowOrder(store: ColumnStore, a: number, b: number, builtRows: number): number {
  if (a < builtRows && b < builtRows) return a - b;
  return (
    (store.segment[a] ?? 0) - (store.segment[b] ?? 0) ||
    bestKey(store, a) - bestKey(store, b) ||
    (store.id[a] ?? 0) - (store.id[b] ?? 0) ||
    a - b
  );
}

/** Full comparison under a key: key first, then the build's row order. */
export function compareRows(store: ColumnStore, key: KeyFunction, a: number, b: number, builtRows: number): number {
  return key(a) - key(b) || compareRowOrder(store, a, b, builtRows);
}
