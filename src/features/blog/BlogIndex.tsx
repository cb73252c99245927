import Link from 'next/link';
import { getT } from '@/lib/i18n/server';
import { ARTICLE_CATEGORIES, type ArticleCategory } from './article-model';
import { ArticleCards } from './ArticleCards';
import { allArticles } from './articles';
import { blogIndexPath } from './categories';
import styles from './blog-index.module.css';

export async function BlogIndex({ category }: { category: ArticleCategory | undefined }) {
  const t = await getT('content');
  const articles = allArticles(category);
  const everything = allArticles();
  // Only topics that have articles get a filter link: a link to an empty page is a dead end.
  const topics = ARTICLE_CATEGORIES.filter((code) => everything.some((article) => article.category === code));
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className="container">
          <h1 className={styles.title}>{category ? t('blog.meta.categoryTitle', { category: t(`blog.categories.${category}`) }) : t('blog.index.title')}</h1>
          <p className={styles.lead}>{t('blog.index.lead')}</p>
          <nav aria-label={t('blog.index.filterLabel')}>
            <ul className={styles.filters}>
              <li>
                <Link href={blogIndexPath()} className={styles.filter} aria-current={category === undefined ? 'page' : undefined}>
                  {t('blog.index.all')}
                </Link>
              </li>
              {topics.map((code) => (
                <li key={code}>
                  <Link href={blogIndexPath(code)} className={styles.filter} aria-current={category === code ? 'page' : undefined}>
                    {t(`blog.categories.${code}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <div className={`container ${styles.list}`}>
        {articles.length > 0 ? (
          <ArticleCards articles={articles} headingLevel={2} />
        ) : (
          <p className={styles.empty}>
            <Link href={blogIndexPath()}>{t('blog.index.empty')}</Link>
          </p>
        )}
      </div>
    </div>
  );
}
