import { z } from 'zod';
import { PHOTO_NAME_PATTERN } from '@/features/media';
import { parseFrontMatter } from '@/lib/markdown/front-matter';

export const ARTICLE_CATEGORIES = ['car', 'bicycle', 'motor', 'caramper', 'algemeen'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

const frontMatterSchema = z.object({
  title: z.string().min(5).max(120),
  description: z.string().min(20).max(260),
  date: z.iso.date(),
  author: z.string().min(2).max(80),
  category: z.enum(ARTICLE_CATEGORIES),
  /** A photo-library name (served at /media/{name}); empty means a drawn header. */
  image: z.union([z.literal(''), z.string().regex(PHOTO_NAME_PATTERN)]).default(''),
});

export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  /** ISO date, e.g. 2026-03-12. */
  date: string;
  author: string;
  category: ArticleCategory;
  image: string | null;
  readingMinutes: number;
}

export interface Article extends ArticleSummary {
  markdown: string;
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Dutch readers of web articles manage about 200 words a minute; never less than one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}

export function parseArticle(slug: string, source: string): Article {
  if (!SLUG_PATTERN.test(slug)) throw new Error(`blogbestand "${slug}" heeft geen geldige naam (kleine letters, cijfers en streepjes)`);
  const { data, body } = parseFrontMatter(source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`blog "${slug}": ${problems}`);
  }
  const { image, ...rest } = parsed.data;
  return { slug, ...rest, image: image === '' ? null : image, readingMinutes: readingMinutes(body), markdown: body };
}

/** Newest first; the slug breaks ties so the order never depends on the file system. */
export function byNewest(a: ArticleSummary, b: ArticleSummary): number {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}

/**
 * The cards of a home page: the newest articles of that mobility type, then general ones, then
 * any others, so a home never shows fewer cards than there are articles.
 */
export function pickForHome(articles: readonly ArticleSummary[], category: ArticleCategory, count: number): ArticleSummary[] {
  const sorted = [...articles].sort(byNewest);
  const rank = (article: ArticleSummary) => (article.category === category ? 0 : article.category === 'algemeen' ? 1 : 2);
  return sorted
    .map((article, index) => ({ article, index }))
    .sort((a, b) => rank(a.article) - rank(b.article) || a.index - b.index)
    .slice(0, count)
    .map(({ article }) => article);
}

/** Related articles under an article: same category first, then general, newest first. */
export function relatedTo(article: ArticleSummary, articles: readonly ArticleSummary[], count: number): ArticleSummary[] {
  return pickForHome(
    articles.filter((other) => other.slug !== article.slug),
    article.category,
    count,
  );
}

export function summaryOf(article: Article): ArticleSummary {
  const { markdown: _markdown, ...summary } = article;
  return summary;
}
