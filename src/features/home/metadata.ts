import type { Metadata } from 'next';
import { getT } from '@/lib/i18n/server';
import { HOME_PATH, type MobilityType } from '@/lib/vehicle/enums';

export async function homeMetadata(mobility: MobilityType): Promise<Metadata> {
  const t = await getT('home');
  const title = t(`meta.${mobility}.title`);
  const description = t(`meta.${mobility}.description`);
  return {
    title,
    description,
    alternates: { canonical: HOME_PATH[mobility] },
    openGraph: { title, description, url: HOME_PATH[mobility], locale: 'nl_NL', type: 'website' },
  };
}
