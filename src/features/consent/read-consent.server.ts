import 'server-only';
import { cookies } from 'next/headers';
import { publicConfig } from '@/lib/config/site';
import { parseConsent, type ConsentChoice } from './consent-cookie';

/** The visitor's stored choice, read on the server so the first render shows (or hides) the banner right. */
export async function readConsent(): Promise<{ cookieName: string; choice: ConsentChoice | null }> {
  const cookieName = publicConfig().cookies.consent;
  return { cookieName, choice: parseConsent((await cookies()).get(cookieName)?.value) };
}
