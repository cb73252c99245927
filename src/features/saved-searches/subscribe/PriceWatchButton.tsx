import 'server-only';
import { featureFlags } from '@/lib/flags/server';
import { SubscribeButton } from './SubscribeButton';
import { subscribeCopy } from './subscribe-copy.server';

/**
 * "Mail me als de prijs daalt" on /favorieten: one price watch over the favourites (the same
 * double opt-in as a saved search); subscribing again later adds the newer favourites to it.
 */
export async function PriceWatchButton({ listingIds, className }: { listingIds: number[]; className?: string }) {
  if (listingIds.length === 0 || !(await featureFlags())['056']) return null;
  const copy = await subscribeCopy('priceDrop', listingIds.length);
  return <SubscribeButton target={{ kind: 'priceDrop', listingIds: listingIds.slice(-100) }} copy={copy} subject="" className={className} />;
}
