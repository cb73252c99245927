import type { Metadata } from 'next';
import { ComparePage } from '@/features/compare/ComparePage';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('favourites');
  // Every selection is its own URL: one canonical page, none of them indexed.
  return { title: t('compare.meta.title'), description: t('compare.meta.description'), alternates: { canonical: '/vergelijken' }, robots: { index: false, follow: true } };
}

export default async function Page(props: PageProps<'/vergelijken'>) {
  const { ids } = await props.searchParams;
  return <ComparePage ids={ids} />;
}
