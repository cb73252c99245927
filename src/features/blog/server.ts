import 'server-only';
/** The blog for other features: the newsletter (decision 028) is made of its articles. */
export { allArticles } from './articles';
export { ArticleCards } from './ArticleCards';
export type { ArticleCategory, ArticleSummary } from './article-model';
