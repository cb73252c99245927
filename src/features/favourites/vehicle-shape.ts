/**
 * The vehicle object that may accompany a favourite toggle (product §4): either a list item (a
 * result card) or a detail model (the detail page, product §3). Listeners of the
 * `favorites-changed` event (analytics) read it; anything else is a programming error and
 * raises the spec's message (§8).
 */
import type { ListItem, ListItemVehicle } from '@/features/search';
import type { VehicleDetail } from '@/lib/vehicle/detail';

export const VEHICLE_SHAPE_ERROR = 'Provided vehicle does not conform with the model';

/** The list item as a card passes it: only what analytics needs, so 24 cards stay light. */
export type FavouriteListItem = Pick<ListItem, 'id' | 'mobilityType' | 'title' | 'price' | 'priceExcludesVat' | 'isActive' | 'friendlyUriPart'> & {
  company: Pick<ListItem['company'], 'id' | 'city'>;
  vehicle: Pick<ListItemVehicle, 'brand' | 'model' | 'type' | 'mileage' | 'year' | 'month' | 'bodyType' | 'kind' | 'fuelTypes'>;
};

/** The detail model of product §3 (the parts a favourite needs). Prices in euros. */
export interface FavouriteDetail {
  id: number;
  advertisement: {
    title: string;
    financing: { provider: string | null };
    company: { id: number; name: string; address: { postalCode: string; city: string }; review: { rating: number | null } };
    priceExcludesVat: boolean;
  };
  vehicle: {
    general: { brand: string; model: string; bodyType: string; vehicleType: string };
    fuel: { primaryFuelType: string | null; secondaryFuelType: string | null; energyLabel: string | null };
    history: { productionYear: number; productionMonth: number; mileage: number | null };
    financial: { price: number };
  };
}

export type FavouriteVehicle = FavouriteListItem | FavouriteDetail;

export function favouriteListItem(item: ListItem): FavouriteListItem {
  const { vehicle, company } = item;
  return {
    id: item.id,
    mobilityType: item.mobilityType,
    title: item.title,
    price: item.price,
    priceExcludesVat: item.priceExcludesVat,
    isActive: item.isActive,
    friendlyUriPart: item.friendlyUriPart,
    company: { id: company.id, city: company.city },
    vehicle: {
      brand: vehicle.brand,
      model: vehicle.model,
      type: vehicle.type,
      mileage: vehicle.mileage,
      year: vehicle.year,
      month: vehicle.month,
      bodyType: vehicle.bodyType,
      kind: vehicle.kind,
      fuelTypes: vehicle.fuelTypes,
    },
  };
}

export function favouriteDetail({ listing, dealer }: VehicleDetail): FavouriteDetail {
  return {
    id: listing.id,
    advertisement: {
      title: listing.title,
      financing: { provider: listing.financingProvider },
      company: { id: dealer.id, name: dealer.name, address: { postalCode: dealer.postalCode, city: dealer.city }, review: { rating: dealer.reviewRating } },
      priceExcludesVat: listing.priceExcludesVat,
    },
    vehicle: {
      general: { brand: listing.brand, model: listing.model, bodyType: listing.bodyType, vehicleType: listing.kind },
      fuel: { primaryFuelType: listing.fuelTypes[0] ?? null, secondaryFuelType: listing.fuelTypes[1] ?? null, energyLabel: listing.energyLabel },
      history: { productionYear: listing.year, productionMonth: listing.month, mileage: listing.mileage },
      financial: { price: listing.price / 100 },
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isListItemShape(value: Record<string, unknown>): boolean {
  const { vehicle, company } = value;
  return (
    typeof value.id === 'number' &&
    typeof value.title === 'string' &&
    typeof value.price === 'number' &&
    typeof value.mobilityType === 'string' &&
    isRecord(company) &&
    isRecord(vehicle) &&
    typeof vehicle.brand === 'string' &&
    typeof vehicle.model === 'string'
  );
}

function isDetailShape(value: Record<string, unknown>): boolean {
  const { advertisement, vehicle } = value;
  return (
    typeof value.id === 'number' &&
    isRecord(advertisement) &&
    typeof advertisement.title === 'string' &&
    isRecord(vehicle) &&
    isRecord(vehicle.general) &&
    typeof vehicle.general.brand === 'string' &&
    isRecord(vehicle.financial) &&
    typeof vehicle.financial.price === 'number'
  );
}

/** Which model the object follows; throws the spec's error for anything else. */
export function favouriteVehicleKind(value: unknown): 'listItem' | 'detail' {
  if (isRecord(value)) {
    if (isListItemShape(value)) return 'listItem';
    if (isDetailShape(value)) return 'detail';
  }
  throw new Error(VEHICLE_SHAPE_ERROR);
}

export function assertFavouriteVehicle(value: unknown): asserts value is FavouriteVehicle {
  favouriteVehicleKind(value);
}
