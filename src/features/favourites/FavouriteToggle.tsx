import 'server-only';
import type { ReactNode } from 'react';
import type { VehicleDetail } from '@/lib/vehicle/detail';
import { FavouriteButton } from './FavouriteButton';
import { favouritesCookieName, readFavouriteIds } from './server';
import { favouriteDetail } from './vehicle-shape';

/**
 * The heart on a detail page: reads the cookie on the server so the first HTML is right, and hands
 * the client island only the small vehicle object the change event carries. Result cards render
 * FavouriteButton themselves, with the cookie their page read once.
 */
export async function FavouriteToggle({ detail, label, className, children }: { detail: VehicleDetail; label: string; className?: string; children?: ReactNode }) {
  const ids = await readFavouriteIds();
  const vehicle = favouriteDetail(detail);
  return (
    <FavouriteButton id={vehicle.id} cookieName={favouritesCookieName()} initialPressed={ids.includes(vehicle.id)} vehicle={vehicle} label={label} className={className}>
      {children}
    </FavouriteButton>
  );
}
