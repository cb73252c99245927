import type { ArticleCategory } from './article-model';

/** The blog's category filter in the URL (/blog?onderwerp=fiets): Dutch words, not codes. */
export const CATEGORY_PARAM: Record<ArticleCategory, string> = {
  car: 'auto',
  bicycle: 'fiets',
  motor: 'motor',
  caramper: 'kamperen',
  algemeen: 'algemeen',
};

export function categoryFromParam(value: string | undefined): ArticleCategory | undefined {
  if (value === undefined) return undefined;
  const entry = Object.entries(CATEGORY_PARAM).find(([, param]) => param === value);
  return entry?.[0] as ArticleCategory | undefined;
}

export function blogIndexPath(category?: ArticleCategory): string {
  return category ? `/blog?onderwerp=${CATEGORY_PARAM[category]}` : '/blog';
}
