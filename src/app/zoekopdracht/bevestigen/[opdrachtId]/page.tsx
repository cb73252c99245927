import type { Metadata } from 'next';
import { SubscriptionStatusPage, subscriptionPageMetadata } from '@/features/saved-searches/server';

export const generateMetadata = (): Promise<Metadata> => subscriptionPageMetadata('confirm');

export default async function ConfirmSubscriptionRoute({ params }: { params: Promise<{ opdrachtId: string }> }) {
  return <SubscriptionStatusPage id={(await params).opdrachtId} mode="confirm" />;
}
