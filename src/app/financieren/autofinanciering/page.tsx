import type { Metadata } from 'next';
import { FinancingPage, financingMetadata } from '@/features/services/financing/server';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return financingMetadata(await searchParams);
}

export default async function FinancingRoute({ searchParams }: Props) {
  return <FinancingPage searchParams={await searchParams} />;
}
