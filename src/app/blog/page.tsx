import type { Metadata } from 'next';
import { BlogIndex } from '@/features/blog/BlogIndex';
import { blogIndexPath, categoryFromParam } from '@/features/blog/categories';
import { NewsletterSignup, signupCopy } from '@/features/newsletter';
import { getT } from '@/lib/i18n/server';

async function categoryOf(props: PageProps<'/blog'>) {
  const { onderwerp } = await props.searchParams;
  return categoryFromParam(typeof onderwerp === 'string' ? onderwerp : undefined);
}

export async function generateMetadata(props: PageProps<'/blog'>): Promise<Metadata> {
  const [t, category] = await Promise.all([getT('content'), categoryOf(props)]);
  const title = category ? t('blog.meta.categoryTitle', { category: t(`blog.categories.${category}`) }) : t('blog.meta.title');
  return { title, description: t('blog.meta.description'), alternates: { canonical: blogIndexPath(category) } };
}

export default async function BlogPage(props: PageProps<'/blog'>) {
  const [category, tNewsletter] = await Promise.all([categoryOf(props), getT('newsletter')]);
  return (
    <>
      <BlogIndex category={category} />
      <div className="container">
        <NewsletterSignup variant="blog" copy={signupCopy(tNewsletter, 'blog')} />
      </div>
    </>
  );
}
