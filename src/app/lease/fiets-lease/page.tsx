import type { Metadata } from 'next';
import { BikeLeasePage, bikeLeaseMetadata } from '@/features/services/server';

export const generateMetadata = (): Promise<Metadata> => bikeLeaseMetadata();

export default async function BikeLeaseRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <BikeLeasePage searchParams={await searchParams} />;
}
