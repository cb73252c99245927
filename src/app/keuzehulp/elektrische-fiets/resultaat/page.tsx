import type { Metadata } from 'next';
import { EbikeResult, ebikeResultTitle } from '@/features/choice-helpers/server';

// Personal advice, shareable by its URL but not for a search engine.
export async function generateMetadata(props: PageProps<'/keuzehulp/elektrische-fiets/resultaat'>): Promise<Metadata> {
  return { title: await ebikeResultTitle(await props.searchParams), robots: { index: false, follow: true } };
}

export default async function Page(props: PageProps<'/keuzehulp/elektrische-fiets/resultaat'>) {
  return <EbikeResult params={await props.searchParams} />;
}
