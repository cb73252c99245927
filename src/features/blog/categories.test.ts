import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES } from './article-model';
import { blogIndexPath, categoryFromParam } from './categories';

describe('blog category filter', () => {
  it('round-trips every category through its Dutch URL value', () => {
    for (const category of ARTICLE_CATEGORIES) {
      const param = new URL(blogIndexPath(category), 'http://localhost').searchParams.get('onderwerp') ?? undefined;
      expect(categoryFromParam(param)).toBe(category);
    }
  });

  it('ignores unknown values and codes', () => {
    expect(categoryFromParam('car')).toBeUndefined();
    expect(categoryFromParam('')).toBeUndefined();
    expect(categoryFromParam(undefined)).toBeUndefined();
    expect(blogIndexPath()).toBe('/blog');
  });
});
