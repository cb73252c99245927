import 'server-only';
import type { Metadata } from 'next';
import { publicConfig } from '@/lib/config/site';
import { getT } from '@/lib/i18n/server';
import { sellPath, type SellVehicle } from '../sell-vehicles';

/** Each vehicle's page is its own canonical URL (`/auto-verkopen?voertuig=camper`): its own title and text. */
export async function sellMetadata(vehicle: SellVehicle | null): Promise<Metadata> {
  if (!vehicle) return {};
  const t = await getT('sell');
  const title = t(`meta.title.${vehicle}`);
  const description = t(`meta.description.${vehicle}`);
  const url = sellPath(vehicle);
  return { title, description, alternates: { canonical: url }, openGraph: { title, description, url, type: 'website', locale: 'nl_NL', siteName: publicConfig().productName } };
}
