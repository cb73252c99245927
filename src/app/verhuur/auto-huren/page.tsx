import type { Metadata } from 'next';
import { RentalPage, rentalMetadata } from '@/features/services/server';

export const generateMetadata = (): Promise<Metadata> => rentalMetadata();

export default async function RentalRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <RentalPage searchParams={await searchParams} />;
}
