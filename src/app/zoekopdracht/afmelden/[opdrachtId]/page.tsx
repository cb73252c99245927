import type { Metadata } from 'next';
import { SubscriptionStatusPage, subscriptionPageMetadata } from '@/features/saved-searches/server';

export const generateMetadata = (): Promise<Metadata> => subscriptionPageMetadata('unsubscribe');

export default async function UnsubscribeRoute({ params }: { params: Promise<{ opdrachtId: string }> }) {
  return <SubscriptionStatusPage id={(await params).opdrachtId} mode="unsubscribe" />;
}
