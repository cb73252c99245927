import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { byNewest, parseArticle, pickForHome, relatedTo, summaryOf, type Article, type ArticleCategory, type ArticleSummary } from './article-model';

const BLOG_DIR = path.join(process.cwd(), 'content', 'blog');

function readAll(): Article[] {
  return readdirSync(BLOG_DIR)
    .filter((name) => name.endsWith('.md'))
    .map((name) => parseArticle(name.slice(0, -3), readFileSync(path.join(BLOG_DIR, name), 'utf8')))
    .sort(byNewest);
}

// The articles ship with the build; read them once per process (in development on every call, so edits show).
let cached: Article[] | undefined;
function articles(): Article[] {
  if (process.env.NODE_ENV === 'development') return readAll();
  cached ??= readAll();
  return cached;
}

export function allArticles(category?: ArticleCategory): ArticleSummary[] {
  return articles()
    .filter((article) => category === undefined || article.category === category)
    .map(summaryOf);
}

export function findArticle(slug: string): Article | undefined {
  return articles().find((article) => article.slug === slug);
}

export function latestArticlesFor(category: ArticleCategory, count = 3): ArticleSummary[] {
  return pickForHome(allArticles(), category, count);
}

export function relatedArticles(article: ArticleSummary, count = 3): ArticleSummary[] {
  return relatedTo(article, allArticles(), count);
}
