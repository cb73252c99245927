import { describe, expect, it } from 'vitest';
import { DETAIL_VIEWS, EXTERIOR_VIEWS, PHOTO_NAME_PATTERN } from '@/features/media';
import type { MobilityType } from '@/lib/vehicle/enums';
import { ARTICLE_CATEGORIES } from './article-model';
import { allArticles, findArticle, latestArticlesFor } from './articles';

// The shipped articles themselves: a broken file must fail here, not on a visitor's screen.
describe('content/blog', () => {
  const articles = allArticles();

  it('has at least six articles, newest first', () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has real articles of 400 to 800 words', () => {
    for (const { slug } of articles) {
      const words = findArticle(slug)?.markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length ?? 0;
      expect(words, slug).toBeGreaterThanOrEqual(400);
      expect(words, slug).toBeLessThanOrEqual(800);
    }
  });

  it('has unique titles', () => {
    expect(new Set(articles.map((article) => article.title)).size).toBe(articles.length);
  });

  it('gives every home page three cards', () => {
    for (const category of ARTICLE_CATEGORIES) expect(latestArticlesFor(category)).toHaveLength(3);
  });

  it('has articles for every mobility type', () => {
    for (const category of ['car', 'bicycle', 'motor', 'caramper'] as const) {
      expect(articles.some((article) => article.category === category), category).toBe(true);
    }
  });

  it('uses photo-library names with views the library draws', () => {
    for (const { slug, image } of articles) {
      if (image === null) continue;
      const [, type, group, third, fourth] = PHOTO_NAME_PATTERN.exec(image) ?? [];
      const mobility = type as MobilityType;
      // Detail photos are {mobility}-detail-{view}; exterior photos {mobility}-{body}-{colour}-{view}.
      if (group === 'detail') expect(DETAIL_VIEWS[mobility], slug).toContain(third);
      else expect(EXTERIOR_VIEWS[mobility], slug).toContain(fourth);
    }
  });

  it('finds nothing for an unknown slug', () => {
    expect(findArticle('bestaat-niet')).toBeUndefined();
  });
});
