import { describe, expect, it } from 'vitest';
import { favouritesPage } from './paging';

describe('favouritesPage', () => {
  it('reads the page within the pages there are', () => {
    expect(favouritesPage('2', 5)).toBe(2);
    expect(favouritesPage('9', 5)).toBe(5);
    expect(favouritesPage(undefined, 5)).toBe(1);
    expect(favouritesPage('1', 0)).toBe(1);
  });

  it('treats anything but a plain page number as the first page', () => {
    for (const param of ['0', '-1', '02', 'x', '1e3', '999999999999', ['2', '3']]) expect(favouritesPage(param, 5)).toBe(1);
  });
});
