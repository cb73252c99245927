import Link from 'next/link';
import { getT } from '@/lib/i18n/server';
import type { Article, ArticleSummary } from './article-model';
import { ArticleCards } from './ArticleCards';
import { formatArticleDate } from './article-date';
import { blogIndexPath } from './categories';
import { DrawnHeader } from './DrawnHeader';
import { renderMarkdown } from '@/lib/markdown/render';
import styles from './article-view.module.css';
import { StaticImage } from '@/lib/image/StaticImage';

/** schema.org Article; '<' is escaped so no text in it can close the script element. */
function jsonLd(article: Article, productName: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    inLanguage: 'nl-NL',
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: productName },
    ...(article.image ? { image: `/media/${article.image}` } : {}),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The body as one flow: the lead is the description above it, so the first paragraph is not set apart. */
function articleHtml(markdown: string, externalLinkNote: string): string {
  const { leadHtml, html } = renderMarkdown(markdown, { layout: 'article', externalLinkNote, inlineImages: false });
  return (leadHtml ?? '') + html;
}

export async function ArticleView({ article, related, productName }: { article: Article; related: ArticleSummary[]; productName: string }) {
  const t = await getT('content');
  return (
    <article className={styles.article}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(article, productName) }} />
      <div className={`container ${styles.narrow}`}>
        <nav aria-label={t('blog.article.breadcrumb')} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link href="/">{t('blog.article.home')}</Link>
            </li>
            <li>
              <Link href="/blog">{t('blog.article.blog')}</Link>
            </li>
            <li>
              <span aria-current="page">{article.title}</span>
            </li>
          </ol>
        </nav>
        <header className={styles.header}>
          <Link href={blogIndexPath(article.category)} className={styles.category}>
            {t(`blog.categories.${article.category}`)}
          </Link>
          <h1 className={styles.title}>{article.title}</h1>
          <p className={styles.lead}>{article.description}</p>
          <p className={styles.meta}>
            <span>{t('blog.article.by', { author: article.author })}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
            <span aria-hidden="true"> · </span>
            <span>{t('blog.article.readingTime', { count: article.readingMinutes })}</span>
          </p>
        </header>
        <div className={article.image ? styles.media : `${styles.media} ${styles.drawn}`}>
          {article.image ? (
            <StaticImage src={`/media/${article.image}`} alt="" fill loading="eager" fetchPriority="high" sizes="(min-width: 800px) 768px, 100vw" className={styles.image} />
          ) : (
            <DrawnHeader category={article.category} />
          )}
        </div>
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: articleHtml(article.markdown, t('pages.externalLink')) }} />
      </div>
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-title">
          <div className="container">
            <div className={styles.relatedHead}>
              <h2 id="related-title" className={styles.relatedTitle}>
                {t('blog.article.related')}
              </h2>
              <Link href="/blog" className={styles.back}>
                {t('blog.article.back')}
              </Link>
            </div>
            <ArticleCards articles={related} />
          </div>
        </section>
      )}
    </article>
  );
}
