import 'server-only';
import type { ReactNode } from 'react';
import type { ListItem } from '@/features/search/service/list-item';
import type { VehicleDetail } from '@/features/vehicle-detail/model';
import { FavouriteButton } from './FavouriteButton';
import { favouritesCookieName, readFavouriteIds } from './server';
import { favouriteDetail, favouriteListItem } from './vehicle-shape';

type Source = { item: ListItem; detail?: never } | { detail: VehicleDetail; item?: never };

/**
 * The heart for a card or a detail page: reads the cookie on the server so the first HTML is
 * right, and hands the client island only the small vehicle object the change event carries.
 */
export async function FavouriteToggle({ label, className, children, ...source }: Source & { label: string; className?: string; children?: ReactNode }) {
  const ids = await readFavouriteIds();
  const vehicle = source.item ? favouriteListItem(source.item) : favouriteDetail(source.detail);
  return (
    <FavouriteButton id={vehicle.id} cookieName={favouritesCookieName()} initialPressed={ids.includes(vehicle.id)} vehicle={vehicle} label={label} className={className}>
      {children}
    </FavouriteButton>
  );
}
