import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { sellVehicleFromParam } from '@/features/sell-vehicle';
import { SellPage, sellMetadata } from '@/features/sell-vehicle/server';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One page for every vehicle a visitor can sell: `?voertuig=motor|caravan|vouwwagen|camper` (decision 024). */
async function vehicleOf(props: Props) {
  const value = (await props.searchParams).voertuig;
  return sellVehicleFromParam(typeof value === 'string' ? value : undefined);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return sellMetadata(await vehicleOf(props));
}

export default async function SellRoute(props: Props) {
  const vehicle = await vehicleOf(props);
  if (!vehicle) notFound();
  return <SellPage vehicle={vehicle} />;
}
