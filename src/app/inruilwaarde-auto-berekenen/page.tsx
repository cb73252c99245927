import type { Metadata } from 'next';
import { TradeInPage, tradeInMetadata } from '@/features/trade-in/server';

export const generateMetadata = (): Promise<Metadata> => tradeInMetadata();

export default async function TradeInRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <TradeInPage searchParams={await searchParams} />;
}
