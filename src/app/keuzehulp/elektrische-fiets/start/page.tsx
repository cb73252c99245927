import type { Metadata } from 'next';
import { EbikeStart, ebikeStartTitle } from '@/features/choice-helpers/server';

// One page per answer set: nothing for a search engine, which has the landing.
export async function generateMetadata(props: PageProps<'/keuzehulp/elektrische-fiets/start'>): Promise<Metadata> {
  return { title: await ebikeStartTitle(await props.searchParams), robots: { index: false, follow: true } };
}

export default async function Page(props: PageProps<'/keuzehulp/elektrische-fiets/start'>) {
  return <EbikeStart params={await props.searchParams} />;
}
