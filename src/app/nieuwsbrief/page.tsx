import type { Metadata } from 'next';
import { NewsletterPage, newsletterMetadata } from '@/features/newsletter/server';

export const generateMetadata = (): Promise<Metadata> => newsletterMetadata();

export default function Page() {
  return <NewsletterPage />;
}
