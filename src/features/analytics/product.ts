/**
 * The analytics product model of product §3: quantity, name, id, price, brand, category, variant
 * (the features as one text) and custom dimensions for model, fuel, company id and city. Built
 * from either vehicle shape the site hands around: the list item and the detail model.
 */
import { isMobilityType, VEHICLE_TYPE_NAME } from '@/lib/vehicle/mobility';

export interface AnalyticsProduct {
  quantity: number;
  name: string;
  id: string;
  /** Euros with two decimals, as the tag manager's e-commerce model wants it. */
  price: string;
  brand: string;
  /** Vehicle type and body type, "Auto/hatchback": the tag manager reads "/" as a hierarchy. */
  category: string;
  variant: string;
  /** model */
  dimension1: string;
  /** fuel */
  dimension2: string;
  /** company id */
  dimension3: string;
  /** city */
  dimension4: string;
}

export interface ProductFacts {
  id: number;
  name: string;
  /** Euros. */
  price: number;
  brand: string;
  model: string;
  vehicleType: string;
  bodyType: string;
  features: readonly (string | null | undefined)[];
  fuel: string;
  companyId: number | string;
  city: string;
}

export const FEATURE_SEPARATOR = ', ';

export function analyticsProduct(facts: ProductFacts): AnalyticsProduct {
  return {
    quantity: 1,
    name: facts.name,
    id: String(facts.id),
    price: facts.price.toFixed(2),
    brand: facts.brand,
    category: [facts.vehicleType, facts.bodyType].filter(Boolean).join('/'),
    variant: facts.features.filter((feature): feature is string => typeof feature === 'string' && feature.trim() !== '').join(FEATURE_SEPARATOR),
    dimension1: facts.model,
    dimension2: facts.fuel,
    dimension3: String(facts.companyId),
    dimension4: facts.city,
  };
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function vehicleTypeName(mobilityType: unknown): string {
  return isMobilityType(mobilityType) ? VEHICLE_TYPE_NAME[mobilityType] : '';
}

/** The list item of product §3 (`src/features/search/service/list-item.ts`). */
function fromListItem(item: Obj): ProductFacts | null {
  const id = num(item.id);
  const price = num(item.price);
  const { vehicle, company } = item;
  if (id === null || price === null || !isObj(vehicle) || !isObj(company) || typeof item.title !== 'string') return null;
  const fuels = strings(vehicle.fuelTypes);
  return {
    id,
    name: item.title,
    price,
    brand: str(vehicle.brand),
    model: str(vehicle.model),
    vehicleType: vehicleTypeName(item.mobilityType),
    bodyType: str(vehicle.bodyType),
    features: [str(vehicle.type), ...fuels, str(vehicle.transmission)],
    fuel: fuels[0] ?? '',
    companyId: num(company.id) ?? '',
    city: str(company.city),
  };
}

/** The detail model of product §3: id; advertisement {title, company {id, address {city}}}; vehicle {general, fuel, financial}. */
function fromDetailModel(detail: Obj): ProductFacts | null {
  const id = num(detail.id);
  const { advertisement, vehicle } = detail;
  if (id === null || !isObj(advertisement) || !isObj(vehicle) || !isObj(vehicle.general)) return null;
  const company = isObj(advertisement.company) ? advertisement.company : {};
  const address = isObj(company.address) ? company.address : {};
  const fuel = isObj(vehicle.fuel) ? vehicle.fuel : {};
  const financial = isObj(vehicle.financial) ? vehicle.financial : {};
  const general = vehicle.general;
  return {
    id,
    name: str(advertisement.title),
    price: num(financial.price) ?? 0,
    brand: str(general.brand),
    model: str(general.model),
    vehicleType: str(general.vehicleType),
    bodyType: str(general.bodyType),
    features: [...strings(detail.highlights), str(fuel.primaryFuelType), str(fuel.secondaryFuelType)],
    fuel: str(fuel.primaryFuelType),
    companyId: num(company.id) ?? str(company.id),
    city: str(address.city),
  };
}

/** The product for a vehicle of either shape; null for anything else (analytics never throws). */
export function productFromVehicle(vehicle: unknown): AnalyticsProduct | null {
  if (!isObj(vehicle)) return null;
  const facts = isObj(vehicle.advertisement) ? fromDetailModel(vehicle) : fromListItem(vehicle);
  return facts ? analyticsProduct(facts) : null;
}
