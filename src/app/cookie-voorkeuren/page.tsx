import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CookiePreferencesPage } from '@/features/consent/CookiePreferencesPage';
import { preferencesMetadata } from '@/features/consent/metadata';

export const generateMetadata = (): Promise<Metadata> => preferencesMetadata();

export default async function CookiePreferencesRoute() {
  // Per request: the stored choice and the CSP nonce both come from this request.
  await connection();
  return <CookiePreferencesPage />;
}
