import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/features/blog/ArticleView';
import { findArticle, relatedArticles } from '@/features/blog/articles';
import { notFoundMetadata } from '@/features/shell/not-found-metadata';
import { publicConfig } from '@/lib/config/site';

export async function generateMetadata(props: PageProps<'/blog/[slug]'>): Promise<Metadata> {
  const { slug } = await props.params;
  const article = findArticle(slug);
  if (!article) return notFoundMetadata();
  return {
    title: article.title,
    description: article.description,
    alternates: { canonical: `/blog/${article.slug}` },
    openGraph: {
      type: 'article',
      title: article.title,
      description: article.description,
      publishedTime: article.date,
      authors: [article.author],
      locale: 'nl_NL',
      ...(article.image ? { images: [`/media/${article.image}`] } : {}),
    },
  };
}

export default async function ArticlePage(props: PageProps<'/blog/[slug]'>) {
  const { slug } = await props.params;
  const article = findArticle(slug);
  if (!article) notFound();
  return <ArticleView article={article} related={relatedArticles(article)} productName={publicConfig().productName} />;
}
