import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CookiePreferencesPage } from '@/features/consent/CookiePreferencesPage';
import { preferencesMetadata } from '@/features/consent/metadata';

export const generateMetadata = (): Promise<Metadata> => preferencesMetadata();

export default async function CookiePreferencesRoute({ searchParams }: PageProps<'/cookie-voorkeuren'>) {
  // Per request: the stored choice and the CSP nonce both come from this request.
  await connection();
  // Back from the form's post without JavaScript (/cookie-voorkeuren/opslaan): say it was saved.
  const saved = (await searchParams).opgeslagen === '1';
  return <CookiePreferencesPage saved={saved} />;
}
