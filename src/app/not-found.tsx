import type { Metadata } from 'next';
import { NotFoundPage } from '@/features/shell/NotFoundPage';
import { publicConfig } from '@/lib/config/site';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('errors');
  return { title: { absolute: `${t('notFound.title')} | ${publicConfig().productName}` }, robots: { index: false } };
}

export default function NotFound() {
  return <NotFoundPage />;
}
