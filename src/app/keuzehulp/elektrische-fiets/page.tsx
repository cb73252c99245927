import type { Metadata } from 'next';
import { EbikeLanding } from '@/features/choice-helpers/server';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('choice-helper');
  return { title: t('meta.landingTitle'), description: t('meta.landingDescription'), alternates: { canonical: '/keuzehulp/elektrische-fiets' } };
}

export default function Page() {
  return <EbikeLanding />;
}
