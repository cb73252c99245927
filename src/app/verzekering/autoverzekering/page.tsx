import type { Metadata } from 'next';
import { InsurancePage, insuranceMetadata } from '@/features/services/insurance/server';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return insuranceMetadata(await searchParams);
}

export default async function InsuranceRoute({ searchParams }: Props) {
  return <InsurancePage searchParams={await searchParams} />;
}
