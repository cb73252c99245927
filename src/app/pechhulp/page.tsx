import type { Metadata } from 'next';
import { RoadsidePage, roadsideMetadata } from '@/features/services/server';

export const generateMetadata = (): Promise<Metadata> => roadsideMetadata();

export default function RoadsideRoute() {
  return <RoadsidePage />;
}
