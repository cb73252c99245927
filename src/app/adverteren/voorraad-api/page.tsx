import type { Metadata } from 'next';
import { ApiReferencePage, apiReferenceMetadata } from '@/features/dealer-feed/server';

export const generateMetadata = (): Promise<Metadata> => apiReferenceMetadata();

export default function ApiReferenceRoute() {
  return <ApiReferencePage />;
}
