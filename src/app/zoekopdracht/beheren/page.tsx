import type { Metadata } from 'next';
import { ManagePage, subscriptionPageMetadata } from '@/features/saved-searches/server';

export const generateMetadata = (): Promise<Metadata> => subscriptionPageMetadata('manage');

export default async function ManageSubscriptionsRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
  return <ManagePage token={one(params.sleutel) ?? ''} done={one(params.klaar)} link={one(params.link)} />;
}
