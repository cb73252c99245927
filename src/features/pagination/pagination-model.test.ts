import { describe, expect, it } from 'vitest';
import { paginationModel, type PageLink } from './pagination-model';

const href = (page: number) => (page > 1 ? `/auto?page=${page}` : '/auto');
const shape = (links: PageLink[]) => links.map((link) => (link.type === 'gap' ? '…' : link.current ? `[${link.page}]` : String(link.page))).join(' ');

describe('paginationModel', () => {
  it('is absent for a single page', () => {
    expect(paginationModel(1, 1, href)).toBeNull();
    expect(paginationModel(1, 0, href)).toBeNull();
  });

  it('shows first, last, neighbours and gaps', () => {
    expect(shape(paginationModel(1, 20, href)?.links ?? [])).toBe('[1] 2 … 20');
    expect(shape(paginationModel(10, 20, href)?.links ?? [])).toBe('1 … 9 [10] 11 … 20');
    expect(shape(paginationModel(20, 20, href)?.links ?? [])).toBe('1 … 19 [20]');
  });

  it('fills a gap of one page with that page', () => {
    expect(shape(paginationModel(4, 20, href)?.links ?? [])).toBe('1 2 3 [4] 5 … 20');
  });

  it('links page 1 without ?page, and previous and next', () => {
    const model = paginationModel(2, 3, href);
    expect(model?.previous).toBe('/auto');
    expect(model?.next).toBe('/auto?page=3');
    expect(model?.links[0]).toEqual({ type: 'page', page: 1, href: '/auto', current: false });
    expect(paginationModel(3, 3, href)?.next).toBeNull();
    expect(paginationModel(1, 3, href)?.previous).toBeNull();
  });
});
