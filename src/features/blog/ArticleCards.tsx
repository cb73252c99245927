import Link from 'next/link';
import { getT } from '@/lib/i18n/server';
import { StaticImage } from '@/lib/image/StaticImage';
import type { ArticleSummary } from './article-model';
import { formatArticleDate } from './article-date';
import { DrawnHeader } from './DrawnHeader';
import styles from './article-cards.module.css';

export interface ArticleCardsProps {
  articles: readonly ArticleSummary[];
  /** h3 under a page's h2 (home pages, related articles), h2 directly under the h1 (blog index). */
  headingLevel?: 2 | 3;
}

export async function ArticleCards({ articles, headingLevel = 3 }: ArticleCardsProps) {
  const t = await getT('content');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {articles.map((article) => (
        <li key={article.slug}>
          <article className={styles.card}>
            <div className={styles.media}>
              {article.image ? (
                <StaticImage
                  src={`/media/${article.image}`}
                  alt=""
                  fill
                  sizes="(min-width: 960px) 400px, (min-width: 640px) 50vw, 100vw"
                  className={styles.image}
                />
              ) : (
                <DrawnHeader category={article.category} />
              )}
            </div>
            <div className={styles.body}>
              <p className={styles.category}>{t(`blog.categories.${article.category}`)}</p>
              <Heading className={styles.title}>
                <Link href={`/blog/${article.slug}`} className={styles.link} prefetch={false}>
                  {article.title}
                </Link>
              </Heading>
              <p className={styles.description}>{article.description}</p>
              <p className={styles.meta}>
                <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
                <span aria-hidden="true"> · </span>
                <span>{t('blog.card.readingTime', { count: article.readingMinutes })}</span>
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
