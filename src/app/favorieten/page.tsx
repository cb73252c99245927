import type { Metadata } from 'next';
import { FavouritesPage } from '@/features/favourites/FavouritesPage';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('favourites');
  // Personal and different for every visitor: nothing for a search engine.
  return { title: t('meta.title'), description: t('meta.description'), alternates: { canonical: '/favorieten' }, robots: { index: false, follow: true } };
}

export default async function Page(props: PageProps<'/favorieten'>) {
  const { page } = await props.searchParams;
  return <FavouritesPage page={page} />;
}
